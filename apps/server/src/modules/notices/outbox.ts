// The notice outbox: one row per channel, written in the same transaction as the enquiry, so a
// notice exists exactly when its enquiry does; or, for another notice (a failed backup), with its
// subject and text. Sending happens later (notice-job.ts), with the same retries for both.
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { NoticeMessage } from './message.ts';

export const NOTICE_CHANNELS = ['email', 'webhook'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The channels the configuration sets up. */
export function configuredChannels(
  config: Pick<Config, 'NOTIFY_EMAIL_TO' | 'NOTIFY_WEBHOOK_URL'>,
): NoticeChannel[] {
  const channels: NoticeChannel[] = [];
  if (config.NOTIFY_EMAIL_TO.length > 0) channels.push('email');
  if (config.NOTIFY_WEBHOOK_URL) channels.push('webhook');
  return channels;
}

/** One outbox row per channel, due at once. */
async function queue(
  db: Kysely<Database>,
  channels: readonly NoticeChannel[],
  now: number,
  notice: { enquiryId: number | null; subject?: string; body?: string },
): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insertInto('notice_outbox')
    .values(
      channels.map((channel) => ({
        ...notice,
        channel,
        nextAttemptAt: now,
        createdAt: new Date(now).toISOString(),
      })),
    )
    .execute();
}

export async function queueNotices(
  trx: Transaction<Database>,
  enquiryId: number,
  channels: readonly NoticeChannel[],
  now: number,
): Promise<void> {
  await queue(trx, channels, now, { enquiryId });
}

/** Queues a notice that is not an enquiry's, once per channel configured. */
export async function queueMessage(
  db: Kysely<Database>,
  channels: readonly NoticeChannel[],
  message: NoticeMessage,
  now: number,
): Promise<void> {
  await queue(db, channels, now, { enquiryId: null, subject: message.subject, body: message.text });
}
