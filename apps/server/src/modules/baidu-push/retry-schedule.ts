// When a failed submission is tried again: 1 min, 5 min, then 30 min after the failures; after
// MAX_PUSH_ATTEMPTS the address is given up (kept in the queue, marked failed, shown in the admin).
// Baidu's daily quota restarts at midnight in China (UTC+8, no daylight saving).
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;
export const MAX_PUSH_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The time of the next attempt after `attempts` failed ones (1 or more), or null to give up. */
export function nextAttemptAt(attempts: number, now: number): Date | null {
  if (attempts >= MAX_PUSH_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(0, attempts - 1), RETRY_DELAYS_MS.length - 1)] ?? 0;
  return new Date(now + delay);
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The next midnight in China after `now`: when a spent daily quota is back. */
export function nextQuotaDay(now: number): Date {
  return new Date((Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - CHINA_OFFSET_MS);
}

/** The day in China `now` falls on (YYYY-MM-DD): a remaining quota Baidu told of holds that day only. */
export function quotaDay(now: number): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
