// The push job's timing, run by the job runner with fake timers: a failing address is tried again 1, 5 and 30 minutes
// after its failures and then given up; a spent quota waits for midnight in China; the schedule's
// rules on their own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { nextAttemptAt } from '../../jobs/backoff.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { baiduPushJob, PUSH_BACKOFF } from './push-job.ts';
import type { BaiduPushJob } from './push-job.ts';
import { queueAddresses } from './push-queue.ts';
import { writeBaiduPushConfig, writeBaiduPushState } from './push-settings.ts';
import { nextQuotaDay, quotaDay } from './quota-day.ts';
import { useScratchDatabase } from '../../../test/helpers/scratch-database.ts';

const START = Date.parse('2026-03-02T03:00:00.000Z');
const EVERY = 30_000;

let db: Db;
useScratchDatabase('refit-baidu-push-', (opened) => (db = opened));

/** When the stand-in fetch was called (fake time, ms after START), and what it answers. */
let calls: number[];
let answer: () => Response;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(START);
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls.push(Date.now() - START);
      return answer();
    }),
  );
  await db.deleteFrom('baidu_push_queue').execute();
  await db.deleteFrom('job_state').execute();
  await writeBaiduPushState(db, { lastRun: null, pausedUntil: null, remain: null });
  await writeBaiduPushConfig(db, { enabled: true, site: 'https://www.example.cn', token: 'abc123' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const job = (): BaiduPushJob => ({ db, endpoint: 'http://baidu.test', timeoutMs: 1000, log });

/** This process's job runner with the push job alone. */
function startRunner(): JobRunner {
  const runner = createJobRunner({ db, jobs: [baiduPushJob(job(), EVERY)], log, holder: 'unit' });
  runner.start();
  return runner;
}

/** Lets fake time pass tick by tick, each run finishing before the next tick. */
async function pass(ms: number, runner: JobRunner) {
  for (let passed = 0; passed < ms; passed += EVERY) {
    await vi.advanceTimersByTimeAsync(EVERY);
    await runner.idle();
  }
}

const rowOf = (url: string) =>
  db.selectFrom('baidu_push_queue').selectAll().where('url', '=', url).executeTakeFirstOrThrow();

describe('retry schedule', () => {
  it('waits 1, 5 and 30 minutes, then gives up', () => {
    expect([1, 2, 3].map((attempts) => nextAttemptAt(PUSH_BACKOFF, attempts, 0))).toEqual([
      60_000, 300_000, 1_800_000,
    ]);
    expect(nextAttemptAt(PUSH_BACKOFF, 4, 0)).toBeNull();
  });

  it('knows when the daily quota is back: midnight in China', () => {
    expect(nextQuotaDay(Date.parse('2026-03-02T03:00:00Z')).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(nextQuotaDay(Date.parse('2026-03-02T16:00:00Z')).toISOString()).toBe('2026-03-03T16:00:00.000Z');
    expect(quotaDay(Date.parse('2026-03-02T15:59:59Z'))).toBe('2026-03-02');
    expect(quotaDay(Date.parse('2026-03-02T16:00:00Z'))).toBe('2026-03-03');
  });
});

describe('push job timing', () => {
  it('tries a failing address again after 1, 5 and 30 minutes, then marks it failed', async () => {
    answer = () => new Response('internal error', { status: 500 });
    const url = 'https://www.example.cn/news/info/1?l=zh';
    await queueAddresses(db, { type: 'news', itemId: 1 }, [url], new Date().toISOString());
    const runner = startRunner();
    await pass(60 * 60_000, runner);
    await runner.stop();
    // First tick, then each retry on the first tick at or after its time.
    expect(calls).toEqual([30_000, 90_000, 390_000, 2_190_000]);
    expect(await rowOf(url)).toMatchObject({ status: 'failed', attempts: 4, lastError: 'answered 500' });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ url, attempts: 4 }),
      'Baidu push gave up on an address',
    );
  });

  it('stops when the quota is spent and goes on after midnight in China', async () => {
    let remain = 0;
    answer = () => Response.json({ success: 1, remain, not_same_site: [], not_valid: [] });
    const first = 'https://www.example.cn/car/1?l=zh';
    const second = 'https://www.example.cn/car/2?l=zh';
    await queueAddresses(db, { type: 'cars', itemId: 1 }, [first], new Date().toISOString());
    const runner = startRunner();
    await pass(EVERY, runner);
    expect(calls).toEqual([30_000]);
    expect((await rowOf(first)).status).toBe('sent');

    // Quota spent (remain 0): what is published later waits for the next day.
    await queueAddresses(db, { type: 'cars', itemId: 2 }, [second], new Date().toISOString());
    remain = 10;
    const midnight = Date.parse('2026-03-02T16:00:00.000Z');
    await pass(midnight - Date.now() - EVERY, runner);
    expect(calls).toEqual([30_000]);
    expect((await rowOf(second)).status).toBe('pending');
    await pass(2 * EVERY, runner);
    await runner.stop();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBeGreaterThanOrEqual(midnight - START);
    expect((await rowOf(second)).status).toBe('sent');
  });
});
