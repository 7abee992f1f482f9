// Loads the captcha widget (the `altcha` web component) in the browser only: it needs `window`,
// and its module (about 35 kB compressed) is of no use before the visitor reaches the form.
import { UI_LANGUAGES } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { getMessages } from '../../lib/i18n/messages.ts';

/** The widget's language codes for the site's two languages. */
export const ALTCHA_LANGUAGE: Readonly<Record<UiLanguage, string>> = { zh: 'zh-cn', en: 'en' };

let loading: Promise<void> | undefined;

export function loadAltcha(): Promise<void> {
  loading ??= import('altcha').then(registerStrings);
  // A failed download (a flaky connection) may be retried by the next caller.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The widget speaks in our words, in both languages, so a language switch needs no reload. */
function registerStrings(): void {
  const { i18n } = globalThis.$altcha;
  // The library's English strings fill the keys we do not use (code challenges, attribution).
  const fallback = i18n.get('en') ?? {};
  for (const lang of UI_LANGUAGES) {
    i18n.set(ALTCHA_LANGUAGE[lang], { ...fallback, ...getMessages(lang).booking.captcha });
  }
}
