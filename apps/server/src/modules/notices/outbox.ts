// The notice outbox: one row per channel, written in the same transaction as the enquiry, so a
// notice exists exactly when its enquiry does; sending happens later (notice-job.ts).
import type { Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';

export const NOTICE_CHANNELS = ['email', 'webhook'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The channels the configuration sets up. */
export function configuredChannels(config: Config): NoticeChannel[] {
  const channels: NoticeChannel[] = [];
  if (config.NOTIFY_EMAIL_TO.length > 0) channels.push('email');
  if (config.NOTIFY_WEBHOOK_URL) channels.push('webhook');
  return channels;
}

export async function queueNotices(
  trx: Transaction<Database>,
  enquiryId: number,
  channels: readonly NoticeChannel[],
  now: number,
): Promise<void> {
  if (channels.length === 0) return;
  await trx
    .insertInto('notice_outbox')
    .values(
      channels.map((channel) => ({
        enquiryId,
        channel,
        nextAttemptAt: now,
        createdAt: new Date(now).toISOString(),
      })),
    )
    .execute();
}
