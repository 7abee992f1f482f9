// Sends the notices of the outbox, as a job of the runner (jobs/runner.ts): every 15 s, and at
// once after an enquiry is stored (runSoon). Each row is still claimed by one conditional update
// before it is sent, so a notice goes out once even when a run's lease lapsed under a slow send;
// a claim lapses after CLAIM_MS should its process die mid-send. Failures wait (NOTICE_BACKOFF)
// and are tried again; the enquiry itself was stored and answered before any of this.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { doubling, nextAttemptAt } from '../../jobs/backoff.ts';
import type { Backoff } from '../../jobs/backoff.ts';
import type { Job } from '../../jobs/job.ts';
import { enquiryNotice } from './message.ts';
import type { NoticeEnquiry, NoticeMessage } from './message.ts';
import type { NoticeChannel } from './outbox.ts';
import type { NoticeSenders } from './senders.ts';

export const NOTICE_JOB = 'enquiry-notices';
/** A failed notice: 30 s after the first failure, doubling up to an hour; given up after the 10th. */
export const NOTICE_BACKOFF: Backoff = { waitsMs: doubling(30_000, 3_600_000), giveUpAfter: 10 };
const CLAIM_MS = 60_000;
const BATCH = 20;

export interface NoticeSending {
  db: Db;
  senders: NoticeSenders;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
  /** Who claims rows: unique per process. */
  worker?: string;
  /** Once aborted, no further notice is begun. */
  signal?: AbortSignal;
}

export function noticeJob(sending: NoticeSending): Job<number> {
  const worker = sending.worker ?? randomUUID();
  return {
    name: NOTICE_JOB,
    everyMs: 15_000,
    retry: { waitsMs: doubling(15_000, 300_000) },
    run: ({ signal }) => sendDueNotices({ ...sending, worker, signal }),
  };
}

/** Sends what is due now (a batch at most); answers how many notices were sent. */
export async function sendDueNotices({
  db,
  senders,
  log,
  now = Date.now,
  worker = randomUUID(),
  signal,
}: NoticeSending): Promise<number> {
  async function sendOne(id: number, channel: NoticeChannel, attempts: number): Promise<boolean> {
    const at = now();
    const claimed = await db
      .updateTable('notice_outbox')
      .set({ claimedBy: worker, claimedUntil: at + CLAIM_MS, attempts: attempts + 1 })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('attempts', '=', attempts)
      .where('claimedUntil', '<=', at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const row = await db
      .selectFrom('notice_outbox')
      .leftJoin('contact_enquiry', 'contact_enquiry.id', 'notice_outbox.enquiryId')
      .select([
        'notice_outbox.enquiryId',
        'notice_outbox.subject',
        'notice_outbox.body',
        'contact_enquiry.id',
        'contact_enquiry.name',
        'contact_enquiry.phoneNum',
        'contact_enquiry.email',
        'contact_enquiry.messageContent',
        'contact_enquiry.languages',
        'contact_enquiry.createdAt',
        'contact_enquiry.sourcePath',
        'contact_enquiry.sourceTitle',
      ])
      .where('notice_outbox.id', '=', id)
      .executeTakeFirst();
    const send = senders[channel];
    try {
      if (!row) throw new Error('notice not found');
      const message = messageOf(row);
      if (!send) throw new Error(`no ${channel} channel configured`);
      await send(message);
      await db
        .updateTable('notice_outbox')
        .set({ status: 'sent', sentAt: new Date(now()).toISOString(), claimedUntil: 0, lastError: '' })
        .where('id', '=', id)
        .where('claimedBy', '=', worker)
        .execute();
      return true;
    } catch (error) {
      const tried = attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = nextAttemptAt(NOTICE_BACKOFF, tried, now());
      log?.warn(
        { notice: id, channel, attempts: tried, reason },
        retryAt === null ? 'notice given up' : 'notice failed',
      );
      await db
        .updateTable('notice_outbox')
        .set({
          status: retryAt === null ? 'failed' : 'pending',
          // Given up: kept, marked failed, never due again.
          nextAttemptAt: retryAt ?? now(),
          claimedUntil: 0,
          lastError: reason.slice(0, 500),
        })
        .where('id', '=', id)
        .where('claimedBy', '=', worker)
        .execute();
      return false;
    }
  }

  const due = await db
    .selectFrom('notice_outbox')
    .select(['id', 'channel', 'attempts'])
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now())
    .where('claimedUntil', '<=', now())
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of due) {
    if (signal?.aborted) break;
    if (await sendOne(row.id, row.channel as NoticeChannel, row.attempts)) sent += 1;
  }
  return sent;
}

type OutboxRow = { enquiryId: number | null; subject: string; body: string } & {
  [K in keyof NoticeEnquiry]: NoticeEnquiry[K] | null;
};

/** An enquiry's notice, written now; or the notice's own subject and text. */
function messageOf(row: OutboxRow): NoticeMessage {
  if (row.enquiryId === null) return { subject: row.subject, text: row.body };
  if (row.id === null) throw new Error('enquiry not found');
  return enquiryNotice(row as NoticeEnquiry);
}
