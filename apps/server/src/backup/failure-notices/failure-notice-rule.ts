// When a failed backup is told to people through the notice channels (failure-notice.ts), so that
// a backup failing for days is told, not shouted: an owner's ask that fails is told each time (it
// is not tried again, and an owner asked). A scheduled backup is tried again after the job's
// waits (5, 15, then every 60 minutes, until it succeeds or the next day's is due): of the
// failures of one day's backup, the first is told ("failed, will try again at …") and the one that
// ends the wave of shorter waits ("failed again, N times; tries every hour from now"), then no
// more until the next day's. At most two notices a day however long it keeps failing.
import type { Backoff } from '../../jobs/backoff.ts';
import { waitAfter } from '../../jobs/backoff.ts';

/** The failures in a row of one day's scheduled backup, kept between runs (admin_setting). */
export interface ScheduledFailures {
  /** The scheduled moment (ISO) whose backup is failing. */
  due: string;
  failures: number;
}

export type FailureNotice =
  { kind: 'first'; retryAt: number } | { kind: 'again'; failures: number; retryAt: number; everyMs: number };

export function scheduledFailureNotice(
  previous: ScheduledFailures | undefined,
  due: string,
  retry: Backoff,
  now: number,
): { record: ScheduledFailures; notice: FailureNotice | undefined } {
  const failures = previous?.due === due ? previous.failures + 1 : 1;
  const record = { due, failures };
  const retryAt = now + waitAfter(retry, failures);
  if (failures === 1) return { record, notice: { kind: 'first', retryAt } };
  // From this failure on, the wait is the last of the list, repeated.
  if (failures === retry.waitsMs.length)
    return { record, notice: { kind: 'again', failures, retryAt, everyMs: waitAfter(retry, failures) } };
  return { record, notice: undefined };
}
