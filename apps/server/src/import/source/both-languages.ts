// The API takes the visitor's language; a backend may answer the two differently. Each answer is
// read in both and merged: the English fields (`…En`, an `en` branch) from the English answer,
// everything else from the Chinese one. Our own server answers both alike, so nothing changes.
import type { UiLanguage } from '@refit/contract';

const isEnglishKey = (key: string) => key === 'en' || /[a-z]En$/.test(key);

export function mergeLanguages(zh: unknown, en: unknown): unknown {
  if (Array.isArray(zh) && Array.isArray(en) && zh.length === en.length)
    return zh.map((item, index) => mergeLanguages(item, en[index]));
  if (isObject(zh) && isObject(en)) {
    return Object.fromEntries(
      Object.entries(zh).map(([key, value]) => [
        key,
        key in en ? (isEnglishKey(key) ? en[key] : mergeLanguages(value, en[key])) : value,
      ]),
    );
  }
  return zh;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Reads one call in both languages and merges them. */
export async function readBoth(read: (lang: UiLanguage) => Promise<unknown>): Promise<unknown> {
  const [zh, en] = await Promise.all([read('zh'), read('en')]);
  return mergeLanguages(zh, en);
}
