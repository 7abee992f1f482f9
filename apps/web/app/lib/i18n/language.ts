// Which language a request is served in (SPEC section 4): `?l=zh|en` wins, then the saved
// `cms-language` preference (a cookie, so the server can read it), then Chinese.
import { LANGUAGE_STORAGE_KEY, UI_LANGUAGES } from '@refit/contract';
import type { ContentLanguage, UiLanguage } from '@refit/contract';

export const DEFAULT_LANGUAGE: UiLanguage = 'zh';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The language asked for by `?l=`; anything but zh or en is ignored. */
export function queryLanguage(url: URL | string): UiLanguage | undefined {
  const fromQuery = new URL(url, 'http://localhost').searchParams.get('l');
  return isUiLanguage(fromQuery) ? fromQuery : undefined;
}

/** The saved preference in a Cookie header (or `document.cookie`), when valid. */
export function cookieLanguage(cookieHeader: string | null | undefined): UiLanguage | undefined {
  const fromCookie = readCookie(cookieHeader, LANGUAGE_STORAGE_KEY);
  return isUiLanguage(fromCookie) ? fromCookie : undefined;
}

export function resolveLanguage(url: URL | string, cookieHeader: string | null | undefined): UiLanguage {
  return queryLanguage(url) ?? cookieLanguage(cookieHeader) ?? DEFAULT_LANGUAGE;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The preference cookie, as a Set-Cookie value and as `document.cookie` input alike. Not
 * HttpOnly: the browser writes it too when the visitor switches. `secure` on a site served over
 * https: the browser then never sends it over plain http, where anyone on the way could read it
 * or answer with one of their own that the https pages would go on using.
 */
export function languageCookie(lang: UiLanguage, secure = false): string {
  const cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  return secure ? `${cookie}; Secure` : cookie;
}

export function requestLanguage(request: Request): UiLanguage {
  return resolveLanguage(request.url, request.headers.get('cookie'));
}

/** The API names the languages cn and en (tracking, booking form, common-data branches). */
export function contentLanguage(lang: UiLanguage): ContentLanguage {
  return lang === 'en' ? 'en' : 'cn';
}
