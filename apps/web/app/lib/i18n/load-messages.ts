// The browser's UI strings: one language per chunk, fetched when a page in that language is about
// to render (before hydration for the page's own, on a switch for the other).
import type { UiLanguage } from '@refit/contract';
import type { Messages } from './messages.ts';
import { hasMessages, provideMessages } from './messages.ts';

// One import per language, each an expression of its own: the bundler then preloads a language's
// dependencies with that language only (a shared expression made English pages fetch Chinese too).
const importers: Record<UiLanguage, () => Promise<Messages>> = {
  zh: () => import('../../locales/zh/index.ts').then((module) => module.zh),
  en: () => import('../../locales/en/index.ts').then((module) => module.en),
};

const loading = new Map<UiLanguage, Promise<void>>();

export function loadMessages(lang: UiLanguage): Promise<void> {
  if (hasMessages(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = importers[lang]().then(
      (messages) => provideMessages(lang, messages),
      (error: unknown) => {
        // A failed fetch (offline) may be tried again by the next switch.
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}
