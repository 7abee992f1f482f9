import type { UiLanguage } from '@refit/contract';
import { config } from './config.ts';

/** "<site short name> - <screen name>" (SPEC section 2). */
export function pageTitle(lang: UiLanguage, screenName: string): string {
  return `${config.siteShortName[lang]} - ${screenName}`;
}

/** Car and brand pages: "<site tag> - <car or brand name>" once the name is known (SPEC section 2). */
export function taggedTitle(lang: UiLanguage, name: string): string {
  return `${config.siteTag[lang]} - ${name}`;
}
