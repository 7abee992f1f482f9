// When a failed notice is tried again: 30 s after the first failure, doubling each time up to an
// hour; after MAX_NOTICE_ATTEMPTS it is given up (and stays in the outbox, marked failed).
export const MAX_NOTICE_ATTEMPTS = 10;
const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 3_600_000;

/** The wait after `attempts` failed attempts (1 or more). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_MS);
}
