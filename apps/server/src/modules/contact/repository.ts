import type { ContactForm } from '@refit/contract';
import type { Db } from '../../db/connect.ts';

/** Stores one enquiry; the promise settles only once the row is committed. */
export async function saveEnquiry(db: Db, form: ContactForm, clientAddress: string): Promise<void> {
  await db
    .insertInto('contact_enquiry')
    .values({
      name: form.name,
      email: form.email,
      phoneNum: form.phoneNum,
      messageContent: form.messageContent,
      languages: form.languages,
      clientAddress,
      createdAt: new Date().toISOString(),
    })
    .execute();
}
