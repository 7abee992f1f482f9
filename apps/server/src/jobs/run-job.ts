// One run of a job in this process: the job's lease taken (lease.ts) and kept while it runs, its
// outcome, failures in a row and next run time recorded in job_state. The runner (runner.ts) calls
// it on schedule; tests call it to play one process of several.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import { isDatabaseAway } from '../db/database-unreachable.ts';
import { waitAfter } from './backoff.ts';
import type { Job } from './job.ts';
import { keepLease, takeLease } from './lease.ts';

/** The longest error message kept in job_state. */
const MAX_ERROR_CHARS = 500;

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type JobRun<Result> =
  | { ran: false }
  | { ran: true; ok: true; result: Result; nextRunAt: number }
  | { ran: true; ok: false; error: string; nextRunAt: number };

/**
 * One run of `job` in this process, when its lease can be taken (`due`: and its time has come),
 * recorded in job_state. Fails only when the lease or the record cannot be written.
 */
export async function runJob<Result>(
  db: Db,
  job: Job<Result>,
  { holder, log, due = false, signal }: { holder: string; log: JobLog; due?: boolean; signal?: AbortSignal },
): Promise<JobRun<Result>> {
  const startedAt = Date.now();
  const taken = await takeLease(db, job.name, holder, startedAt, { onlyIfDue: due });
  if (!taken) return { ran: false };
  const stop = new AbortController();
  const onStop = () => stop.abort();
  signal?.addEventListener('abort', onStop, { once: true });
  const kept = keepLease(db, job.name, holder, () => {
    log.warn({ job: job.name }, 'job lease lost to another process: the run is told to stop');
    stop.abort();
  });
  let outcome: { ok: true; result: Result } | { ok: false; error: string };
  try {
    outcome = { ok: true, result: await job.run({ signal: stop.signal }) };
  } catch (error) {
    outcome = {
      ok: false,
      error: (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS),
    };
    // An outage is told once by the runner, a stop is no fault; anything else is worth each line.
    if (!isDatabaseAway(error) && !stop.signal.aborted)
      log.error({ err: error, job: job.name }, 'job run failed');
  } finally {
    kept.stop();
    signal?.removeEventListener('abort', onStop);
  }
  const endedAt = Date.now();
  const failures = outcome.ok ? 0 : taken.failures + 1;
  const onTime = startedAt + job.everyMs;
  // A run that outlasted its interval is not followed at once by another.
  const nextRunAt = outcome.ok
    ? onTime > endedAt
      ? onTime
      : endedAt + job.everyMs
    : endedAt + waitAfter(job.retry, failures);
  await db
    .updateTable('job_state')
    .set({
      leaseUntil: 0,
      lastEndedAt: endedAt,
      lastOutcome: outcome.ok ? 'ok' : 'error',
      lastError: outcome.ok ? null : outcome.error,
      failures,
      nextRunAt,
    })
    .where('name', '=', job.name)
    .where('holder', '=', holder)
    .execute();
  return { ran: true, ...outcome, nextRunAt };
}
