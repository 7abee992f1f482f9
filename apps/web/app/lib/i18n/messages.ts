import type { UiLanguage } from '@refit/contract';
import { en } from '../../locales/en/index.ts';
import type { Messages } from '../../locales/en/index.ts';
import { zh } from '../../locales/zh/index.ts';

export type { Messages };

export function getMessages(lang: UiLanguage): Messages {
  return lang === 'en' ? en : zh;
}
