// The analytics period in the URL: ?days=7|30|90 (ending today) or ?from=&to= (a custom range of
// at most 366 days, what the API accepts).
import { daysAgo, isoDate } from '../../lib/format.ts';

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export interface Period {
  from: string;
  to: string;
  /** The preset chosen, or null for a custom range. */
  preset: Preset | null;
  /** False when a custom range was asked for but is not usable (the preset of 30 days is shown). */
  valid: boolean;
}

function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function presetPeriod(days: Preset, now = new Date()): Period {
  return { from: daysAgo(days - 1, now), to: isoDate(now), preset: days, valid: true };
}

export function readPeriod(params: URLSearchParams, now = new Date()): Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (from || to) {
    const usable =
      DATE.test(from) && DATE.test(to) && spanDays(from, to) >= 1 && spanDays(from, to) <= MAX_DAYS;
    if (usable) return { from, to, preset: null, valid: true };
    return { ...presetPeriod(30, now), valid: false };
  }
  const days = Number(params.get('days'));
  const preset = (PRESETS as readonly number[]).includes(days) ? (days as Preset) : 7;
  return presetPeriod(preset, now);
}
