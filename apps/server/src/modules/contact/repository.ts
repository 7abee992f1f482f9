import type { ContactForm } from '@refit/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { queueNotices } from '../notices/outbox.ts';
import type { NoticeChannel } from '../notices/outbox.ts';
import type { EnquirySource } from './source-page.ts';

/**
 * Stores one enquiry with the notices to send about it, inside the caller's transaction (which
 * also claims the captcha solution), so that all of it is committed or none.
 */
export async function saveEnquiry(
  trx: Transaction<Database>,
  form: ContactForm,
  clientAddress: string,
  source: EnquirySource,
  notices: readonly NoticeChannel[],
  /** When the visitor sent it, for an enquiry stored later from the journal. */
  receivedAt?: string,
): Promise<number> {
  const now = Date.now();
  const at = receivedAt ?? new Date(now).toISOString();
  const { id } = await trx
    .insertInto('contact_enquiry')
    .values({
      name: form.name,
      email: form.email,
      phoneNum: form.phoneNum,
      // A journal written before WeChat IDs existed holds none.
      wechatId: form.wechatId ?? '',
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
}
