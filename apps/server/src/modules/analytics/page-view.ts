// Which responses count as a page view: a public page (GET, 200, HTML) served to a browser, or the
// data of a page the browser moved to without reloading (React Router fetches `/car/2.data`, or
// `/_root.data` for the home page). Not the API, not assets, not the admin, not prefetches, not
// crawlers or scripts (see user-agent.ts).
import type { ContentLanguage } from '@refit/contract';
import { LANGUAGE_STORAGE_KEY, PREVIEW_PARAM } from '@refit/contract';
import { isCrawler } from './user-agent.ts';

export interface ResponseFacts {
  method: string;
  /** The request's URL as received (path and query). */
  url: string;
  status: number;
  contentType: string | undefined;
  userAgent: string | undefined;
  /** Sec-Purpose / Purpose: browsers mark prefetches so. */
  purpose: string | undefined;
}

const DATA_SUFFIX = '.data';
const ROOT_DATA = '/_root.data';
const NOT_PAGES = /^\/(api|admin|assets)(\/|$)/;

/** The page's path when the response is a page view, otherwise undefined. */
export function pageViewPath(facts: ResponseFacts): string | undefined {
  if (facts.method !== 'GET' || facts.status !== 200) return undefined;
  if (facts.purpose && /prefetch|prerender/i.test(facts.purpose)) return undefined;
  if (isCrawler(facts.userAgent)) return undefined;
  // A draft preview is an editor at work, not a visit.
  if (new URLSearchParams(facts.url.split('?')[1] ?? '').has(PREVIEW_PARAM)) return undefined;
  let path = facts.url.split('?')[0] ?? '/';
  if (path.endsWith(DATA_SUFFIX)) {
    if (!facts.contentType?.startsWith('text/x-script')) return undefined;
    path = path === ROOT_DATA ? '/' : path.slice(0, -DATA_SUFFIX.length);
  } else if (!facts.contentType?.startsWith('text/html')) {
    return undefined;
  }
  if (NOT_PAGES.test(path) || path.length > 300) return undefined;
  return path;
}

/**
 * The page's language as the web app decides it (apps/web/app/lib/i18n/language.ts): `?l=`
 * first, then the saved preference cookie, then Chinese.
 */
export function pageLanguage(url: string, cookieHeader: string | undefined): ContentLanguage {
  const query = new URL(url, 'http://localhost').searchParams.get('l');
  if (query === 'en') return 'en';
  if (query === 'zh') return 'cn';
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_STORAGE_KEY}=`));
  return cookie?.slice(LANGUAGE_STORAGE_KEY.length + 1) === 'en' ? 'en' : 'cn';
}
