// When the root loader (and with it the shell's menu, brands and footer) runs again in the
// browser: on a revalidation (a language switch saved in the cookie calls one) and on a
// navigation that lands in another language, never on an ordinary page change.
import type { UiLanguage } from '@refit/contract';
import { resolveLanguage } from '../../lib/i18n/language.ts';

export interface ShellRevalidationArgs {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}

export function shouldReloadShell(
  { currentUrl, nextUrl, defaultShouldRevalidate }: ShellRevalidationArgs,
  renderedLanguage: UiLanguage,
  cookieHeader: string,
): boolean {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return resolveLanguage(nextUrl, cookieHeader) !== renderedLanguage;
}

/** The language the page on screen was rendered in, read from `<html lang>`. */
export function documentLanguage(doc: Document): UiLanguage {
  return doc.documentElement.lang.toLowerCase().startsWith('en') ? 'en' : 'zh';
}
