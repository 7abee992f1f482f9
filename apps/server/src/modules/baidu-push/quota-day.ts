// Baidu's daily quota restarts at midnight in China (UTC+8, no daylight saving).
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
