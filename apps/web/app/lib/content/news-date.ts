// Publication dates in the visitor's language. Written out by hand rather than with Intl, so the
// server and the browser cannot disagree on the text (a hydration mismatch).
import type { UiLanguage } from '@refit/contract';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2025-04-25" becomes "2025年4月25日" or "25 April 2025"; anything else is shown as given. */
export function formatNewsDate(lang: UiLanguage, isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const monthIndex = Number(month) - 1;
  const monthName = MONTHS_EN[monthIndex];
  if (monthName === undefined) return isoDate;
  if (lang === 'en') return `${Number(day)} ${monthName} ${year}`;
  return `${year}年${Number(month)}月${Number(day)}日`;
}
