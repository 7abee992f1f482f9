// Sends the notices of the outbox. Each row is claimed by one conditional update before it is sent,
// so among several processes each notice goes out once; a claim lapses after CLAIM_MS should its
// process die mid-send. Failures wait (backoff.ts) and are tried again; the enquiry itself was
// stored and answered before any of this.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { MAX_NOTICE_ATTEMPTS, retryDelayMs } from './backoff.ts';
import type { NoticeChannel } from './outbox.ts';
import type { NoticeSenders } from './senders.ts';

const CLAIM_MS = 60_000;
const BATCH = 20;
const STOP_WAIT_MS = 2_000;

export interface NoticeDispatcherOptions {
  db: Db;
  senders: NoticeSenders;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => number;
  /** Who claims rows: unique per process. */
  worker?: string;
}

export interface NoticeDispatcher {
  /** Sends what is due now; answers how many notices were sent. */
  runOnce(): Promise<number>;
  /** Sends what is due soon, without waiting (after an enquiry is stored). */
  kick(): void;
  /** Also looks for due notices every `intervalMs`. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createNoticeDispatcher({
  db,
  senders,
  log,
  now = Date.now,
  worker = randomUUID(),
}: NoticeDispatcherOptions): NoticeDispatcher {
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

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
      .innerJoin('contact_enquiry', 'contact_enquiry.id', 'notice_outbox.enquiryId')
      .select([
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
      if (!row) throw new Error('enquiry not found');
      if (!send) throw new Error(`no ${channel} channel configured`);
      await send(row);
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
      const givenUp = tried >= MAX_NOTICE_ATTEMPTS;
      log?.warn(
        { notice: id, channel, attempts: tried, reason },
        givenUp ? 'notice given up' : 'notice failed',
      );
      await db
        .updateTable('notice_outbox')
        .set({
          status: givenUp ? 'failed' : 'pending',
          nextAttemptAt: now() + retryDelayMs(tried),
          claimedUntil: 0,
          lastError: reason.slice(0, 500),
        })
        .where('id', '=', id)
        .where('claimedBy', '=', worker)
        .execute();
      return false;
    }
  }

  async function sendDue(): Promise<number> {
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
      if (await sendOne(row.id, row.channel as NoticeChannel, row.attempts)) sent += 1;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    // One pass at a time per process; a call during a pass asks for another pass after it.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await sendDue();
      } while (again);
      return sent;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const safeRun = () => {
    if (stopped) return;
    runOnce().catch((error: unknown) => log?.error({ err: error }, 'notice dispatch failed'));
  };

  return {
    runOnce,
    kick: () => setImmediate(safeRun),
    start(intervalMs) {
      timer ??= setInterval(safeRun, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      // A send in flight may take its full time-out; shutting down waits for it only briefly.
      await Promise.race([
        running?.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
      ]);
    },
  };
}
