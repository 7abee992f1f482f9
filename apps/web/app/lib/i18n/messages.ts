// The UI strings of the languages this process holds. The server holds both
// (messages-both.server.ts); the browser holds only the page's language and loads the other when
// the visitor switches (load-messages.ts), so a page ships one language's strings, not two.
import type { UiLanguage } from '@refit/contract';
import type { Messages } from '../../locales/en/index.ts';

export type { Messages };

const held: Partial<Record<UiLanguage, Messages>> = {};

export function provideMessages(lang: UiLanguage, messages: Messages): void {
  held[lang] = messages;
}

export function hasMessages(lang: UiLanguage): boolean {
  return held[lang] !== undefined;
}

export function getMessages(lang: UiLanguage): Messages {
  // In the browser the page's language is loaded before the first render, and a switch loads the
  // new one before the data that names it is shown; a page whose root data is missing (the error
  // page) asks for the default and gets the language that is there.
  const messages = held[lang] ?? held.zh ?? held.en;
  if (!messages) throw new Error('no UI strings loaded');
  return messages;
}
