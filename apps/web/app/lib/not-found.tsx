// The one way a public page answers an address that names nothing (an unknown or malformed id):
// its loader throws `notFound(lang)`, a 404 that React Router renders with the route's
// ErrorBoundary made by `notFoundBoundary` (the page's own panel and ways on, in the page's
// language), and its meta, without loader data, is `notFoundMeta` (a clear title, noindex).
// Failures of the content API are not this: they answer 503 with the page's own notice.
import type { UiLanguage } from '@refit/contract';
import type { ReactNode } from 'react';
import { data, isRouteErrorResponse } from 'react-router';
import type { MetaDescriptor } from 'react-router';
import { isUiLanguage } from './i18n/language.ts';
import { getMessages } from './i18n/messages.ts';
import { useLanguage } from './i18n/use-language.ts';
import { pageTitle } from './page-title.ts';

/** Ends a loader with a 404. */
export function notFound(lang: UiLanguage): never {
  throw data({ lang }, { status: 404 });
}

/** The route's ErrorBoundary: the panel for a 404, anything else on to the root's boundary. */
export function notFoundBoundary(Panel: (props: { lang: UiLanguage }) => ReactNode) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    const lang = useLanguage();
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    return <Panel lang={lang} />;
  };
}

/** The language of the page from the root route's data, for pages whose own loader failed. */
export function rootLanguage(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): UiLanguage {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const lang = root && typeof root === 'object' && 'lang' in root ? root.lang : undefined;
  return isUiLanguage(lang) ? lang : 'zh';
}

/** Meta of a page that is not there: a clear title, and no place in search results. */
export function notFoundMeta(lang: UiLanguage): MetaDescriptor[] {
  return [
    { title: pageTitle(lang, getMessages(lang).error.notFoundTitle) },
    { name: 'robots', content: 'noindex' },
  ];
}
