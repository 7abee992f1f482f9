// Meta tags every page carries (SPEC section 2, DESIGN "search engines"): the title,
// description and keywords, a canonical link, and hreflang alternates pointing at the ?l= URLs.
//
// Canonical and alternate links are absolute where an origin is known (lib/request-origin.ts), as
// search engines want them for hreflang; without one they stay site-relative.
import { PREVIEW_PARAM } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import type { MetaDescriptor } from 'react-router';
import { MISSING_PAGE_PARAM } from './navigation/redirects.ts';

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

/**
 * The page's address in one language: its path with every query except `l`, then `l`. A draft
 * preview's token is left out: the canonical and Open Graph addresses are what sharing tools and
 * crawlers copy, and the token must stay in the one link it was sent in.
 */
export function languageUrl(location: MetaLocation, lang: UiLanguage): string {
  const params = new URLSearchParams(location.search);
  params.delete('l');
  params.delete(PREVIEW_PARAM);
  // Home told of a missing page is still Home.
  params.delete(MISSING_PAGE_PARAM);
  params.set('l', lang);
  return `${location.pathname}?${params.toString()}`;
}

function absolute(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function pageMeta(page: PageMeta, location: MetaLocation, origin = ''): MetaDescriptor[] {
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
