// Meta tags every page carries (SPEC section 2, DESIGN "search engines"): the title,
// description and keywords, a canonical link, and hreflang alternates pointing at the ?l= URLs.
//
// Canonical and alternate links are absolute where an origin is known, as search engines want
// them for hreflang. The origin is, in order:
// 1. SITE_ORIGIN, set at build time (e.g. https://www.example.com): the public address wins over
//    whatever host a request came in by (a proxy, a bare IP, www or not);
// 2. the origin a page passes in: the request's, from its own loader or the root's (rootOrigin);
// 3. none: site-relative links, still valid for browsers and for Baidu.
import type { UiLanguage } from '@refit/contract';
import type { MetaDescriptor } from 'react-router';

export interface PageMeta {
  lang: UiLanguage;
  title: string;
  description?: string | undefined;
  keywords?: string | undefined;
  /** Absolute or site-relative image for Open Graph. */
  image?: string | undefined;
}

export interface MetaLocation {
  pathname: string;
  search: string;
}

/** An http(s) origin without a trailing slash, or '' for anything else. */
export function normaliseOrigin(value: string | boolean | undefined): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** The origin links are made absolute with (see the order above). */
export function metaOrigin(requestOrigin: string): string {
  return normaliseOrigin(import.meta.env.SITE_ORIGIN) || normaliseOrigin(requestOrigin);
}

/** The request origin the root loader recorded, for pages whose own loader does not know it. */
export function rootOrigin(matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>): string {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  if (typeof data !== 'object' || data === null || !('origin' in data)) return '';
  return typeof data.origin === 'string' ? data.origin : '';
}

/** The page's address in one language: its path with every query except `l`, then `l`. */
export function languageUrl(location: MetaLocation, lang: UiLanguage): string {
  const params = new URLSearchParams(location.search);
  params.delete('l');
  params.set('l', lang);
  return `${location.pathname}?${params.toString()}`;
}

function absolute(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function pageMeta(page: PageMeta, location: MetaLocation, requestOrigin = ''): MetaDescriptor[] {
  const origin = metaOrigin(requestOrigin);
  const canonical = origin + languageUrl(location, page.lang);
  const tags: MetaDescriptor[] = [{ title: page.title }];
  if (page.description) tags.push({ name: 'description', content: page.description });
  if (page.keywords) tags.push({ name: 'keywords', content: page.keywords });
  tags.push(
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: origin + languageUrl(location, 'zh') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + languageUrl(location, 'en') },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: origin + languageUrl(location, 'zh'),
    },
    { property: 'og:title', content: page.title },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: page.lang === 'en' ? 'en_US' : 'zh_CN' },
    { property: 'og:locale:alternate', content: page.lang === 'en' ? 'zh_CN' : 'en_US' },
  );
  if (page.description) tags.push({ property: 'og:description', content: page.description });
  if (page.image) tags.push({ property: 'og:image', content: absolute(origin, page.image) });
  return tags;
}
