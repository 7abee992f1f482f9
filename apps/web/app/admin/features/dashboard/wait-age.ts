// How long something has waited, in the largest whole unit: "3 hours", "2 days".
import type { DashboardMessages } from '../../locales/dashboard-en.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function waitAge(sinceIso: string, now: number, words: DashboardMessages['age']): string {
  const waited = Math.max(0, now - Date.parse(sinceIso));
  if (waited >= DAY_MS) return words.days(Math.floor(waited / DAY_MS));
  if (waited >= HOUR_MS) return words.hours(Math.floor(waited / HOUR_MS));
  if (waited >= MINUTE_MS) return words.minutes(Math.floor(waited / MINUTE_MS));
  return words.underAMinute;
}
