import type { UiLanguage } from '@refit/contract';
import { en } from '../../locales/en.ts';
import type { Messages } from '../../locales/en.ts';
import { zh } from '../../locales/zh.ts';

export type { Messages };

export function getMessages(lang: UiLanguage): Messages {
  return lang === 'en' ? en : zh;
}
