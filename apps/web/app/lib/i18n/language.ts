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

export function resolveLanguage(url: URL | string, cookieHeader: string | null | undefined): UiLanguage {
  const fromQuery = new URL(url, 'http://localhost').searchParams.get('l');
  if (isUiLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieHeader, LANGUAGE_STORAGE_KEY);
  if (isUiLanguage(fromCookie)) return fromCookie;
  return DEFAULT_LANGUAGE;
}

export function requestLanguage(request: Request): UiLanguage {
  return resolveLanguage(request.url, request.headers.get('cookie'));
}

/** The API names the languages cn and en (tracking, booking form, common-data branches). */
export function contentLanguage(lang: UiLanguage): ContentLanguage {
  return lang === 'en' ? 'en' : 'cn';
}
