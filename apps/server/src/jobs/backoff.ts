// The one rule for waiting after failures, for a job's failed runs (runner.ts) and for the items of
// a queue that keep their own next-attempt time (the enquiry notices, the Baidu push addresses):
// the n-th failure in a row waits the n-th wait of a list, the last one repeated; an item is given
// up after a set number of failures (a job never is: it keeps its schedule).
export interface Backoff {
  /** Waits after the 1st, 2nd, … failure in a row (ms); the last one repeats. */
  readonly waitsMs: readonly number[];
  /** Failures after which an item is given up; none: tried for ever. */
  readonly giveUpAfter?: number;
}

/** Waits that double from `firstMs` until they reach `longestMs`. */
export function doubling(firstMs: number, longestMs: number): number[] {
  const waits: number[] = [];
  for (let wait = firstMs; wait < longestMs; wait *= 2) waits.push(wait);
  return [...waits, longestMs];
}

/** The wait after `failures` failures in a row (1 or more). */
export function waitAfter(backoff: Backoff, failures: number): number {
  const { waitsMs } = backoff;
  return waitsMs[Math.min(Math.max(1, failures), waitsMs.length) - 1] ?? 0;
}

/** When to try again after `failures` failures in a row, or null to give up. */
export function nextAttemptAt(backoff: Backoff, failures: number, now: number): number | null {
  if (backoff.giveUpAfter !== undefined && failures >= backoff.giveUpAfter) return null;
  return now + waitAfter(backoff, failures);
}
