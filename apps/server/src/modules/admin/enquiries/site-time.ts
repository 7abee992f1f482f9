// Times as the company reads them: a wall-clock time in the site's time zone (SITE_TIME_ZONE, an
// IANA name) followed by that zone's offset at that instant, so a spreadsheet opened anywhere
// says which clock it is: `2026-11-28 18:05 (UTC+08:00)`.

import type { UiLanguage } from '@refit/contract';

/**
 * A moment in words, in the site's time zone with the zone named, for mail and notices that may be
 * read abroad; with the year when it may not be this one.
 */
export function siteTimeInWords(
  at: number | Date,
  timeZone: string,
  lang: UiLanguage,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    ...(withYear ? { year: 'numeric' } : {}),
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

/** An IANA zone name (`Asia/Shanghai`, `Europe/Berlin`, `UTC`) that this runtime knows. */
export function isIanaTimeZone(name: string): boolean {
  // Intl also takes bare offsets (`+08:00`): those are not zone names, and know no summer time.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `2026-11-28 18:05 (UTC+08:00)`; an empty or unreadable time stays empty. */
export function siteTime(iso: string | null | undefined, timeZone: string): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  // longOffset reads `GMT+08:00`, or bare `GMT` for UTC itself.
  const offset = (parts.timeZoneName ?? 'GMT').replace(/^GMT/, '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (UTC${offset})`;
}
