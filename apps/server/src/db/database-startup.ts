// Getting the database ready at start: migrate, seed. When the database cannot be reached (the
// PostgreSQL server is down or still starting) or, on SQLite, another process holds its write lock
// past SQLITE_LOCK_WAIT_MS (a backup, a migration of another server), the process does not exit: it tries again with
// backoff, saying so in the log, while the server already listens (`/healthz` 200, `/readyz`,
// pages and API calls 503). Any other failure (a migration that is wrong) stops the start.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isDatabaseAway } from './database-unreachable.ts';

const FIRST_RETRY_MS = 1_000;
// Short enough that the site is ready within a few seconds of the database coming back.
const MAX_RETRY_MS = 3_000;

export interface DatabaseStartup {
  /** Adds a step (before `start`): steps run in order, each once, retried from where they stopped. */
  addStep(step: () => Promise<void>): void;
  /** Runs the steps, retrying while the database cannot be reached. */
  start(): void;
  /** Settles once every step has run; fails only for a failure that is not an outage. */
  readonly ready: Promise<void>;
  /** Whether every step has run. */
  readonly prepared: boolean;
  /** Stops trying (the server is closing). */
  stop(): void;
}

export function createDatabaseStartup({
  log,
  sleep = defaultSleep,
}: {
  log: FastifyBaseLogger;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}): DatabaseStartup {
  const stopping = new AbortController();
  const steps: (() => Promise<void>)[] = [];
  let done = 0;
  let prepared = false;
  let begin!: () => void;
  const started = new Promise<void>((resolve) => (begin = resolve));

  async function run(): Promise<void> {
    await started;
    for (let attempt = 1, wait = FIRST_RETRY_MS; ; attempt += 1, wait = Math.min(MAX_RETRY_MS, wait * 2)) {
      try {
        for (; done < steps.length; done += 1) await steps[done]!();
        if (attempt > 1) log.info(`database reached after ${attempt} attempts; the site is ready`);
        prepared = true;
        return;
      } catch (error) {
        if (!isDatabaseAway(error) || stopping.signal.aborted) throw error;
        log.warn(
          { reason: (error as Error).message },
          `database unreachable or locked by another process at start (attempt ${attempt}); trying again in ${wait / 1000} s`,
        );
        await sleep(wait, stopping.signal);
        if (stopping.signal.aborted)
          throw new Error('stopped before the database was reached', { cause: error });
      }
    }
  }

  const ready = run();
  // Whoever awaits it sees the failure; the process never fails for want of a listener.
  ready.catch(() => undefined);
  return {
    addStep: (step) => {
      steps.push(step);
    },
    start: () => begin(),
    ready,
    get prepared() {
      return prepared;
    },
    stop: () => {
      stopping.abort();
      begin();
    },
  };
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Starts a process's background work (timers, sweeps) once the server is ready and the database
 * prepared; never before, when its tables may not exist yet, and never once the server closes.
 */
export function startWhenDatabaseReady(app: FastifyInstance, start: () => void): void {
  let closing = false;
  app.addHook('onReady', async () => {
    app.databaseStartup.ready.then(
      () => {
        if (!closing) start();
      },
      () => undefined,
    );
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
}
