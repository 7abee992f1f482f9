// Dates and numbers as the admin shows them, in the admin's language and the browser's time zone.
import type { UiLanguage } from '@refit/contract';

const LOCALES: Readonly<Record<UiLanguage, string>> = { zh: 'zh-CN', en: 'en-GB' };

export function formatDateTime(iso: string | null | undefined, lang: UiLanguage): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, lang: UiLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

export function formatPercent(ratio: number, lang: UiLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 2 }).format(ratio);
}

/** A local calendar date as YYYY-MM-DD (what date inputs and the API use). */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function daysAgo(days: number, now = new Date()): string {
  const date = new Date(now);
  date.setDate(date.getDate() - days);
  return isoDate(date);
}

/** A wait in whole seconds, or minutes once it is longer than a minute and a half. */
export function waitText(
  seconds: number,
  waits: { seconds: (n: number) => string; minutes: (n: number) => string },
) {
  return seconds > 90 ? waits.minutes(Math.ceil(seconds / 60)) : waits.seconds(Math.max(1, seconds));
}
