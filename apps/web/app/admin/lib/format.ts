// Dates and numbers as the admin shows them, in the admin's language. Times and days are China
// Standard Time (UTC+8, no daylight saving), as the server's filters and analytics days are: the
// company's working day, whatever the browser's or the server's own zone.
import type { UiLanguage } from '@refit/contract';

const LOCALES: Readonly<Record<UiLanguage, string>> = { zh: 'zh-CN', en: 'en-GB' };

export function formatDateTime(iso: string | null | undefined, lang: UiLanguage): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(date);
}

/** A compact date and time for tables: 2026/11/25 05:15. */
export function formatShortDateTime(iso: string, lang: UiLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(date);
}

/** A day: 29 Nov 2026, 2026年11月29日. */
export function formatDate(iso: string, lang: UiLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(
    date,
  );
}

export function formatNumber(value: number, lang: UiLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** A file's size: 820 B, 96 KB, 12.4 MB, 3.2 GB (archives are as large as the media library). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

export function formatPercent(ratio: number, lang: UiLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 2 }).format(ratio);
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China calendar day of a moment, as YYYY-MM-DD (what date inputs and the API use). */
export function isoDate(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function daysAgo(days: number, now = new Date()): string {
  return isoDate(new Date(now.getTime() - days * DAY_MS));
}

/** A wait in whole seconds, or minutes once it is longer than a minute and a half. */
export function waitText(
  seconds: number,
  waits: { seconds: (n: number) => string; minutes: (n: number) => string },
) {
  return seconds > 90 ? waits.minutes(Math.ceil(seconds / 60)) : waits.seconds(Math.max(1, seconds));
}
