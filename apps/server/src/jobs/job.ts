// A job as the runner (runner.ts) takes it: everything about one piece of scheduled work is
// declared in one object, next to the code it runs.
import type { Backoff } from './backoff.ts';

export interface JobContext {
  /** Aborted when the process stops or the run's lease was lost: a run between items should end. */
  signal: AbortSignal;
}

export interface Job<Result = unknown> {
  /** Its key in job_state: unique, stable across releases. */
  readonly name: string;
  /** Time from one run's start to the next one's, site-wide. */
  readonly everyMs: number;
  /** Time from a process's start to its first look at the job (default: `everyMs`). */
  readonly firstAfterMs?: number;
  /** Waits after failed runs, instead of `everyMs`. */
  readonly retry: Backoff;
  run(context: JobContext): Promise<Result>;
}
