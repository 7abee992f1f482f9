// The Baidu push job: every 30 s (BAIDU_PUSH_INTERVAL_MS), one process among all (the runner's
// lease, jobs/runner.ts) sends the addresses that are due, in one request of at most BATCH_SIZE,
// and sorts the answer: accepted ones are done, refused ones given up, failures tried again later
// (PUSH_BACKOFF), a spent quota pauses the job until the next day in China. Publishing never waits
// for any of this.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { doubling, nextAttemptAt } from '../../jobs/backoff.ts';
import type { Backoff } from '../../jobs/backoff.ts';
import type { Job } from '../../jobs/job.ts';
import { MAX_URLS_PER_REQUEST, submitUrls } from './baidu-client.ts';
import type { SubmitOutcome } from './baidu-client.ts';
import { dueAddresses, finishAddress, retryAddress } from './push-queue.ts';
import { isPushOn, readBaiduPushConfig, readBaiduPushState, writeBaiduPushState } from './push-settings.ts';
import type { BaiduPushState } from './push-settings.ts';
import { nextQuotaDay, quotaDay } from './quota-day.ts';

export const BATCH_SIZE = 100;
export const BAIDU_PUSH_JOB = 'baidu-push';
/**
 * A failed submission's addresses: tried again 1 min, 5 min, then 30 min after the failures, and
 * given up after the 4th (kept in the queue, marked failed, shown in the admin).
 */
export const PUSH_BACKOFF: Backoff = { waitsMs: [60_000, 5 * 60_000, 30 * 60_000], giveUpAfter: 4 };

export interface BaiduPushJob {
  db: Db;
  /** Where Baidu's API lives (BAIDU_PUSH_ENDPOINT). */
  endpoint: string;
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export type RunResult =
  { sent: number; outcome: SubmitOutcome['kind'] } | { sent: 0; skipped: 'off' | 'paused' | 'nothing due' };

export function baiduPushJob(push: BaiduPushJob, everyMs: number): Job<RunResult> {
  return {
    name: BAIDU_PUSH_JOB,
    everyMs,
    // A run fails only when the database does: Baidu's own failures are the addresses' retries.
    retry: { waitsMs: doubling(30_000, 10 * 60_000) },
    run: () => runBaiduPush(push),
  };
}

/** One run: sends what is due now (one request at most). */
export async function runBaiduPush(
  job: BaiduPushJob,
  { now = Date.now }: { now?: () => number } = {},
): Promise<RunResult> {
  const { db, log } = job;
  const at = now();
  const config = await readBaiduPushConfig(db);
  if (!isPushOn(config)) return { sent: 0, skipped: 'off' };
  const state = await readBaiduPushState(db);
  if (state.pausedUntil !== null && at < Date.parse(state.pausedUntil)) return { sent: 0, skipped: 'paused' };
  const today = quotaDay(at);
  const remain = state.remain?.quotaDay === today ? state.remain.count : Infinity;
  const due = await dueAddresses(db, new Date(at), Math.min(BATCH_SIZE, MAX_URLS_PER_REQUEST, remain));
  if (due.length === 0) return { sent: 0, skipped: 'nothing due' };

  const urls = due.map((row) => row.url);
  const outcome = await submitUrls({
    endpoint: job.endpoint,
    site: config.site,
    token: config.token,
    urls,
    timeoutMs: job.timeoutMs,
  });
  const iso = new Date(at).toISOString();
  const next: BaiduPushState = { ...state, pausedUntil: null };
  let error: string | null = null;

  if (outcome.kind === 'accepted') {
    const refused = new Map(outcome.refused.map((entry) => [entry.url, entry.reason]));
    for (const url of urls) {
      const reason = refused.get(url);
      await finishAddress(
        db,
        url,
        reason ? { status: 'failed', error: `Baidu: ${reason}` } : { status: 'sent' },
        iso,
      );
    }
    if (refused.size > 0) {
      log.warn({ refused: outcome.refused }, 'Baidu push: addresses refused');
    }
    if (outcome.remain !== null) {
      next.remain = { quotaDay: today, count: outcome.remain };
      if (outcome.remain <= 0) next.pausedUntil = nextQuotaDay(at).toISOString();
    }
    log.info({ submitted: urls.length, success: outcome.success, remain: outcome.remain }, 'Baidu push sent');
  } else if (outcome.kind === 'quota') {
    // Nothing was taken and nothing counts as an attempt: the same addresses go tomorrow.
    error = `quota spent: ${outcome.message}`;
    next.remain = { quotaDay: today, count: 0 };
    next.pausedUntil = nextQuotaDay(at).toISOString();
    log.warn({ pausedUntil: next.pausedUntil }, 'Baidu push: daily quota spent');
  } else {
    error = outcome.message;
    // A refused request (a bad token or site) needs someone to fix the settings: an error.
    const report = outcome.kind === 'refused' ? log.error.bind(log) : log.warn.bind(log);
    report({ reason: outcome.message, urls: urls.length }, 'Baidu push failed');
    for (const row of due) {
      const attempts = Number(row.attempts) + 1;
      const retryAt = nextAttemptAt(PUSH_BACKOFF, attempts, at);
      if (retryAt === null) {
        await finishAddress(db, row.url, { status: 'failed', error: outcome.message, attempts }, iso);
        log.error({ url: row.url, attempts, reason: outcome.message }, 'Baidu push gave up on an address');
      } else {
        await retryAddress(db, row.url, {
          attempts,
          nextAttemptAt: new Date(retryAt).toISOString(),
          error: outcome.message,
        });
      }
    }
  }

  next.lastRun = {
    at: iso,
    submitted: urls.length,
    success: outcome.kind === 'accepted' ? outcome.success : 0,
    refused: outcome.kind === 'accepted' ? outcome.refused.length : 0,
    remain: outcome.kind === 'accepted' ? outcome.remain : outcome.kind === 'quota' ? 0 : null,
    error,
  };
  await writeBaiduPushState(db, next);
  return { sent: outcome.kind === 'accepted' ? urls.length : 0, outcome: outcome.kind };
}
