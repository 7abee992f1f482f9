// Analytics days are calendar days in China Standard Time (UTC+8, no daylight saving): the
// company's working day, the same for every process whatever its time zone.
const OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) a moment falls on. */
export function dayOf(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** The first moment of a day, in ms since 1970. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;
}

/** The day after or before, `count` days on. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A day's bounds as the ISO strings rows are stamped with: start included, end excluded. */
export function dayBounds(day: string): { start: string; end: string } {
  return {
    start: new Date(dayStart(day)).toISOString(),
    end: new Date(dayStart(addDays(day, 1))).toISOString(),
  };
}
