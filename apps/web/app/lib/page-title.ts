import type { UiLanguage } from '@refit/contract';
import { config } from './config.ts';

/** "<site short name> - <screen name>" (SPEC section 2). */
export function pageTitle(lang: UiLanguage, screenName: string): string {
  return `${config.siteShortName[lang]} - ${screenName}`;
}
