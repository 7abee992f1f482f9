import type { ContactForm } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { queueNotices } from '../notices/outbox.ts';
import type { NoticeChannel } from '../notices/outbox.ts';
import type { EnquirySource } from './source-page.ts';

/**
 * Stores one enquiry with the notices to send about it, in one transaction; the promise settles
 * only once both are committed.
 */
export async function saveEnquiry(
  db: Db,
  form: ContactForm,
  clientAddress: string,
  source: EnquirySource,
  notices: readonly NoticeChannel[],
): Promise<number> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contact_enquiry')
      .values({
        name: form.name,
        email: form.email,
        phoneNum: form.phoneNum,
        messageContent: form.messageContent,
        languages: form.languages,
        clientAddress,
        createdAt: at,
        updatedAt: at,
        sourceKind: source.kind,
        sourceId: source.id,
        sourcePath: source.path,
        sourceTitle: source.title,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueNotices(trx, id, notices, now);
    return id;
  });
}
