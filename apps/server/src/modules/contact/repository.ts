import type { ContactForm } from '@refit/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { queueNotices } from '../notices/outbox.ts';
import type { NoticeChannel } from '../notices/outbox.ts';
import type { EnquirySource } from './source-page.ts';

/** The workshop an enquiry books, by the names it has now (a location since removed: none). */
function workshopNamed(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('location').select(['name', 'nameEn']).where('id', '=', id).executeTakeFirst();
}

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
  const workshop = form.workshopId === undefined ? undefined : await workshopNamed(trx, form.workshopId);
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
      // Beyond the spec's fields, only with workshop booking on (decision 0065); a journal written
      // before it holds none.
      bookingDate: form.bookingDate ?? '',
      bookingSlot: form.bookingSlot ?? '',
      workshopId: workshop ? form.workshopId : null,
      workshopName: workshop
        ? form.languages === 'en'
          ? workshop.nameEn || workshop.name
          : workshop.name
        : '',
      vin: form.vin ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueNotices(trx, id, notices, now);
  return id;
}
