// The one runner of the site's scheduled and retried work (decision 0044). Every process runs one;
// the jobs' schedule and last runs live in job_state, shared by all, and a lease (lease.ts) lets
// one process at a time run a job, so several processes on one database do each run once. A
// failed run is recorded and tried again after the job's backoff; while the database cannot be
// reached, nothing is run and that is logged once; runs resume when it answers again.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { isDatabaseAway } from '../db/database-unreachable.ts';
import type { Job } from './job.ts';
import { runJob } from './run-job.ts';
import type { JobLog } from './run-job.ts';

/** While the database is away, each job looks again this often. */
export const DATABASE_RETRY_MS = 5_000;
/** A job asked to run soon while another process runs it looks again this often. */
const WANTED_RETRY_MS = 1_000;
/** Stopping waits this long at most for the runs under way. */
export const STOP_WAIT_MS = 3_000;

export interface JobRunner {
  readonly jobs: readonly Job[];
  /** Starts looking at each job, the first time `firstAfterMs` from now. */
  start(): void;
  /** Runs the job as soon as its lease allows, before its time (new work arrived). */
  runSoon(name: string): void;
  /** Settles when no run of this process is under way. */
  idle(): Promise<void>;
  /** Stops looking; waits STOP_WAIT_MS at most for the runs under way. */
  stop(): Promise<void>;
}

interface Slot {
  job: Job;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  /** The latest wish for a run (runSoon) that no run started since has covered; `at` is its time. */
  wish?: { at: number };
}

export function createJobRunner({
  db,
  jobs,
  log,
  holder = randomUUID(),
}: {
  db: Db;
  jobs: readonly Job[];
  log: JobLog;
  /** Who holds the leases: unique per process. */
  holder?: string;
}): JobRunner {
  const slots = new Map(jobs.map((job) => [job.name, { job } as Slot]));
  if (slots.size !== jobs.length) throw new Error('two jobs share a name');
  const stopping = new AbortController();
  let started = false;
  let databaseAway = false;

  function lookIn(slot: Slot, ms: number): void {
    clearTimeout(slot.timer);
    if (stopping.signal.aborted) return;
    slot.timer = setTimeout(() => look(slot), Math.max(0, ms));
    slot.timer.unref();
  }

  function look(slot: Slot): void {
    slot.timer = undefined;
    // A run under way looks again when it ends.
    if (slot.running || stopping.signal.aborted) return;
    slot.running = attempt(slot).finally(() => {
      slot.running = undefined;
    });
  }

  async function attempt(slot: Slot): Promise<void> {
    const { job } = slot;
    const wish = slot.wish;
    try {
      const run = await runJob(db, job, {
        holder,
        log,
        due: wish === undefined,
        signal: stopping.signal,
      });
      if (databaseAway) {
        databaseAway = false;
        log.info('database reachable again: jobs resume');
      }
      if (run.ran) {
        // A wish made during the run asks for another run at once.
        if (slot.wish === wish) slot.wish = undefined;
        lookIn(slot, slot.wish === undefined ? run.nextRunAt - Date.now() : 0);
        return;
      }
      const state = await db
        .selectFrom('job_state')
        .select(['leaseUntil', 'nextRunAt', 'lastStartedAt'])
        .where('name', '=', job.name)
        .executeTakeFirstOrThrow();
      // Another process's run that started after the wish does what was wished.
      if (wish !== undefined && slot.wish === wish && (state.lastStartedAt ?? 0) >= wish.at)
        slot.wish = undefined;
      const now = Date.now();
      // Held by another: look again when the lease ends (renewed, released, or lapsed); free but
      // not due: at its time. Never later than an interval, whatever another process decided.
      const until = Number(state.leaseUntil) > now ? Number(state.leaseUntil) : Number(state.nextRunAt);
      lookIn(slot, slot.wish === undefined ? Math.min(until - now, job.everyMs) : WANTED_RETRY_MS);
    } catch (error) {
      if (stopping.signal.aborted) return;
      if (isDatabaseAway(error)) {
        if (!databaseAway) {
          databaseAway = true;
          log.warn(
            { reason: (error as Error).message },
            `database unreachable: jobs wait, looking again every ${DATABASE_RETRY_MS / 1000} s`,
          );
        }
      } else {
        log.error({ err: error, job: job.name }, 'job could not be started or recorded');
      }
      lookIn(slot, DATABASE_RETRY_MS);
    }
  }

  return {
    jobs,
    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      for (const slot of slots.values()) {
        lookIn(slot, slot.wish === undefined ? (slot.job.firstAfterMs ?? slot.job.everyMs) : 0);
      }
    },
    runSoon(name) {
      const slot = slots.get(name);
      if (!slot) throw new Error(`no job named ${name}`);
      // The latest wish stands for the earlier ones: a run started after it covers them all.
      slot.wish = { at: Date.now() };
      if (started && !slot.running) lookIn(slot, 0);
    },
    async idle() {
      await Promise.all([...slots.values()].map((slot) => slot.running));
    },
    async stop() {
      stopping.abort();
      for (const slot of slots.values()) clearTimeout(slot.timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...slots.values()].map((slot) => slot.running)),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS);
          waited.unref();
        }),
      ]);
      clearTimeout(waited);
    },
  };
}
