// The job runner with fake timers on a real SQLite file: runs on schedule, once per interval
// however many processes run it, waits its backoff after failures, runs one at a time, takes over
// a lease left by a killed process once it lapses, waits quietly while the database is away, and
// stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import type { Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Job } from './job.ts';
import { LEASE_MS } from './lease.ts';
import { createJobRunner, DATABASE_RETRY_MS, STOP_WAIT_MS } from './runner.ts';
import type { JobRunner } from './runner.ts';

const START = Date.parse('2026-03-02T03:00:00.000Z');

let dataDir: string;
let db: Db;
/** A second connection, as another process on the same database has. */
let other: Db;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-job-runner-'));
  db = openDatabase({ dataDir });
  other = openDatabase({ dataDir });
  await migrateToLatest(db);
});
afterAll(async () => {
  await other.destroy();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const runners: JobRunner[] = [];
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(START);
  for (const fn of Object.values(log)) fn.mockClear();
  await db.deleteFrom('job_state').execute();
});
afterEach(async () => {
  const stopping = Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await vi.advanceTimersByTimeAsync(STOP_WAIT_MS);
  await stopping;
  vi.useRealTimers();
});

/** A job that notes when each run started (ms after START) and how many ran at once. */
function testJob(overrides: Partial<Job> = {}, work: () => Promise<void> = async () => undefined) {
  const runs: number[] = [];
  let inside = 0;
  let mostAtOnce = 0;
  const job: Job = {
    name: 'test-job',
    everyMs: 1_000,
    retry: { waitsMs: [5_000, 10_000] },
    run: async () => {
      runs.push(Date.now() - START);
      inside += 1;
      mostAtOnce = Math.max(mostAtOnce, inside);
      try {
        await work();
      } finally {
        inside -= 1;
      }
    },
    ...overrides,
  };
  return { job, runs, mostAtOnce: () => mostAtOnce };
}

function runner(jobs: Job[], holder: string, database: Db = db): JobRunner {
  const made = createJobRunner({ db: database, jobs, log, holder });
  runners.push(made);
  return made;
}

const stateOf = (name = 'test-job') =>
  db.selectFrom('job_state').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

/** A promise the test settles itself. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('job runner', () => {
  it('runs a job on its schedule and records each run', async () => {
    const { job, runs } = testJob();
    runner([job], 'a').start();
    await vi.advanceTimersByTimeAsync(3_500);
    expect(runs).toEqual([1_000, 2_000, 3_000]);
    expect(await stateOf()).toMatchObject({
      holder: 'a',
      leaseUntil: 0,
      lastStartedAt: START + 3_000,
      lastEndedAt: START + 3_000,
      lastOutcome: 'ok',
      lastError: null,
      failures: 0,
      nextRunAt: START + 4_000,
    });
  });

  it('runs once per interval however many processes run it', async () => {
    const { job, runs, mostAtOnce } = testJob();
    runner([job], 'a').start();
    runner([job], 'b', other).start();
    await vi.advanceTimersByTimeAsync(5_500);
    expect(runs).toEqual([1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(mostAtOnce()).toBe(1);
  });

  it('waits its backoff after failed runs, then keeps its interval again', async () => {
    let failing = true;
    const { job, runs } = testJob({}, async () => {
      if (failing) throw new Error('boom');
    });
    runner([job], 'a').start();
    await vi.advanceTimersByTimeAsync(16_500);
    // First run, then 5 s, then 10 s (the last wait repeats).
    expect(runs).toEqual([1_000, 6_000, 16_000]);
    expect(await stateOf()).toMatchObject({
      lastOutcome: 'error',
      lastError: 'boom',
      failures: 3,
      nextRunAt: START + 26_000,
    });
    expect(log.error).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'test-job' }), 'job run failed');
    failing = false;
    await vi.advanceTimersByTimeAsync(11_000);
    expect(runs).toEqual([1_000, 6_000, 16_000, 26_000, 27_000]);
    expect(await stateOf()).toMatchObject({ lastOutcome: 'ok', lastError: null, failures: 0 });
  });

  it('runs one run at a time, in a process and among processes', async () => {
    const slow = gate();
    const { job, runs, mostAtOnce } = testJob({}, () => slow.opened);
    const a = runner([job], 'a');
    const b = runner([job], 'b', other);
    a.start();
    b.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual([1_000]);
    // Asked again in both processes while it runs, and time passes past renewals of its lease.
    a.runSoon('test-job');
    b.runSoon('test-job');
    await vi.advanceTimersByTimeAsync(2 * LEASE_MS);
    expect(runs).toEqual([1_000]);
    expect((await stateOf()).leaseUntil).toBeGreaterThan(Date.now());

    slow.open();
    await vi.advanceTimersByTimeAsync(500);
    // Wished for during the run: one more run at once, not two.
    expect(runs).toEqual([1_000, 1_000 + 2 * LEASE_MS]);
    expect(mostAtOnce()).toBe(1);
  });

  it("runs a wish of one process once another process's run that began before it ends", async () => {
    const slow = gate();
    const { job, runs } = testJob({ everyMs: 60_000, firstAfterMs: 0 }, async () => {
      if (runs.length === 1) await slow.opened;
    });
    const a = runner([job], 'a');
    const b = runner([job], 'b', other);
    a.start();
    await vi.advanceTimersByTimeAsync(0);
    b.start();
    await vi.advanceTimersByTimeAsync(500);
    // New work arrived in b while a's run, begun before it, still runs.
    b.runSoon('test-job');
    await vi.advanceTimersByTimeAsync(4_500);
    expect(runs).toEqual([0]);
    slow.open();
    await vi.advanceTimersByTimeAsync(1_000);
    // Not at a's next time (60 s) but at b's next look.
    expect(runs).toEqual([0, 5_500]);
  });

  it('takes over a lease left by a killed process once it lapses', async () => {
    // A process killed mid-run: its lease stays, and nobody renews it.
    await db
      .insertInto('job_state')
      .values({ name: 'test-job', holder: 'killed', leaseUntil: START + LEASE_MS })
      .execute();
    const { job, runs } = testJob();
    runner([job], 'a').start();
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([LEASE_MS]);
    expect((await stateOf()).holder).toBe('a');
  });

  it('runs a job asked for soon before its time', async () => {
    const { job, runs } = testJob({ everyMs: 60_000 });
    const a = runner([job], 'a');
    a.start();
    await vi.advanceTimersByTimeAsync(100);
    a.runSoon('test-job');
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toEqual([100]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual([100, 60_100]);
  });

  it('waits quietly while the database is away and resumes when it is back', async () => {
    let away = true;
    const flaky = db.withPlugin({
      transformQuery: ({ node }) => {
        if (away)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const { job, runs } = testJob();
    const first = runner([job], 'a', flaky);
    first.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();

    away = false;
    await vi.advanceTimersByTimeAsync(DATABASE_RETRY_MS);
    // Looked at every DATABASE_RETRY_MS from the first second on: the first look after the return runs it.
    expect(runs[0]).toBe(61_000);
    expect(log.info).toHaveBeenCalledWith('database reachable again: jobs resume');
    await first.stop();

    // Gone in the middle of a run: the run fails, nothing can be recorded, still one warning per outage.
    const { job: cut, runs: cutRuns } = testJob({ name: 'cut-job' }, async () => {
      away = true;
      throw Object.assign(new Error('Connection terminated unexpectedly'), {});
    });
    runner([cut], 'a', flaky).start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(cutRuns).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('stops: no run after, and a run under way is waited for a bounded time', async () => {
    const never = gate();
    let told = false;
    const { job, runs } = testJob({}, async () => {
      await never.opened;
    });
    const { job: polite } = testJob({ name: 'polite-job' });
    polite.run = ({ signal }) =>
      new Promise<void>((resolve) => signal.addEventListener('abort', () => ((told = true), resolve())));
    const a = createJobRunner({ db, jobs: [job, polite], log, holder: 'a' });
    a.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual([1_000]);
    let stopped = false;
    const stopping = a.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(STOP_WAIT_MS - 1);
    expect(told).toBe(true);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(stopped).toBe(true);
    never.open();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual([1_000]);
  });
});
