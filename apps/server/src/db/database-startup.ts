// Getting the database ready at start: migrate, seed. When the database cannot be reached (the
// PostgreSQL server is down or still starting), the process does not exit: it tries again with
// backoff, saying so in the log, while the server already listens (`/healthz` 200, `/readyz`,
// pages and API calls 503). Any other failure (a migration that is wrong) stops the start.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isDatabaseUnreachable } from './database-unreachable.ts';

const FIRST_RETRY_MS = 1_000;
// Short enough that the site is ready within a few seconds of the database coming back.
const MAX_RETRY_MS = 3_000;

export interface DatabaseStartup {
  /** Settles once the database is migrated and seeded; fails only for a failure that is not an outage. */
  readonly ready: Promise<void>;
  /** Whether `ready` has settled successfully. */
  readonly prepared: boolean;
  /** Stops trying (the server is closing). */
  stop(): void;
}

export function startDatabase(
  prepare: () => Promise<void>,
  { log, sleep = defaultSleep }: { log: FastifyBaseLogger; sleep?: (ms: number, signal: AbortSignal) => Promise<void> },
): DatabaseStartup {
  const stopping = new AbortController();
  let prepared = false;

  async function run(): Promise<void> {
    for (let attempt = 1, wait = FIRST_RETRY_MS; ; attempt += 1, wait = Math.min(MAX_RETRY_MS, wait * 2)) {
      try {
        await prepare();
        if (attempt > 1) log.info(`database reached after ${attempt} attempts; the site is ready`);
        prepared = true;
        return;
      } catch (error) {
        if (!isDatabaseUnreachable(error) || stopping.signal.aborted) throw error;
        log.warn(
          { reason: (error as Error).message },
          `database unreachable at start (attempt ${attempt}); trying again in ${wait / 1000} s`,
        );
        await sleep(wait, stopping.signal);
        if (stopping.signal.aborted) throw new Error('stopped before the database was reached', { cause: error });
      }
    }
  }

  const ready = run();
  // Whoever awaits it sees the failure; the process never fails for want of a listener.
  ready.catch(() => undefined);
  return {
    ready,
    get prepared() {
      return prepared;
    },
    stop: () => stopping.abort(),
  };
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
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
