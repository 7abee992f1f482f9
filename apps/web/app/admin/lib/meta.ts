// The head of every admin page: never indexed, titled in the admin's language.
import type { UiLanguage } from '@refit/contract';
import type { AdminMessages } from '../locales/en.ts';
import { adminMessages } from './i18n.ts';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

function matchLanguage(matches: ReadonlyArray<MetaMatch | undefined>): UiLanguage {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  return data && typeof data === 'object' && 'lang' in data && data.lang === 'en' ? 'en' : 'zh';
}

export function adminMeta(
  matches: ReadonlyArray<MetaMatch | undefined>,
  title?: (t: AdminMessages) => string,
) {
  const t = adminMessages(matchLanguage(matches));
  return [
    { title: title ? `${title(t)} · ${t.htmlTitle}` : `${t.htmlTitle} · ${t.brand}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
