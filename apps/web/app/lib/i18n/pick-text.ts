// Content carries a Chinese field and an `...En` twin; English pages show the twin unless the
// editors left it empty, in which case the Chinese text is better than a blank.
import type { UiLanguage } from '@refit/contract';

export function pickText(
  lang: UiLanguage,
  zh: string | null | undefined,
  en: string | null | undefined,
): string {
  if (lang === 'en' && en && en.trim() !== '') return en;
  return zh ?? '';
}

type TextKey<T> = {
  [K in keyof T & string]: `${K}En` extends keyof T ? (T[K] extends string ? K : never) : never;
}[keyof T & string];

/** `pickField(lang, car, 'carName')` reads `carName` or `carNameEn`. */
export function pickField<T extends object, K extends TextKey<T>>(lang: UiLanguage, item: T, key: K): string {
  const record = item as Record<string, unknown>;
  const zh = record[key];
  const en = record[`${key}En`];
  return pickText(lang, typeof zh === 'string' ? zh : '', typeof en === 'string' ? en : '');
}
