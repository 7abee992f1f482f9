// Meta tags every page carries (SPEC section 2, DESIGN "search engines"): the title,
// description and keywords, a canonical link, hreflang alternates pointing at the ?l= URLs, and
// the share card (Open Graph, read by WeChat, Baidu and most chat apps; Twitter's card type).
//
// Canonical and alternate links are absolute where an origin is known (lib/request-origin.ts), as
// search engines want them for hreflang; without one they stay site-relative.
import { PREVIEW_PARAM } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import { variantUrl } from '@refit/contract/image-variants';
import type { MetaDescriptor } from 'react-router';
import { config } from './config.ts';
import { MISSING_PAGE_PARAM } from './navigation/redirects.ts';
import { pageTitle } from './page-title.ts';
import type { PageSharing } from './search-and-sharing.ts';

export interface PageMeta {
  lang: UiLanguage;
  title: string;
  /**
   * The share card's title when it should say more than the page title: a story or a gallery keeps
   * the screen's name in `<title>` (SPEC section 2) and shows its own name in a chat.
   */
  shareTitle?: string | undefined;
  /** Plain words, already shortened (lib/meta-description.ts, on the server, for content). */
  description?: string | undefined;
  keywords?: string | undefined;
  /** Absolute or site-relative image for Open Graph. */
  image?: string | undefined;
  /** Open Graph type: `article` for a news story, `website` (the default) for everything else. */
  type?: 'website' | 'article' | undefined;
  /**
   * The item's own words and picture, written by an editor for search engines and chat apps: each
   * one given takes the place of the title (in `<title>` as well, as the editor asked), the
   * description or the picture above.
   */
  sharing?: PageSharing | undefined;
}

/** Share pictures are this wide: sharp in a chat bubble or a search result, and light to fetch. */
export const SHARE_IMAGE_WIDTH = 960;

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

function withSharing(page: PageMeta): PageMeta {
  const own = page.sharing;
  if (!own) return page;
  const title = own.title ? pageTitle(page.lang, own.title) : undefined;
  return {
    ...page,
    title: title ?? page.title,
    shareTitle: title ?? page.shareTitle,
    description: own.description || page.description,
    image: own.image || page.image,
  };
}

function absolute(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function pageMeta(content: PageMeta, location: MetaLocation, origin = ''): MetaDescriptor[] {
  const page = withSharing(content);
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
    { property: 'og:title', content: page.shareTitle ?? page.title },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: config.siteShortName[page.lang] },
    { property: 'og:locale', content: page.lang === 'en' ? 'en_US' : 'zh_CN' },
    { property: 'og:locale:alternate', content: page.lang === 'en' ? 'zh_CN' : 'en_US' },
  );
  if (page.description) tags.push({ property: 'og:description', content: page.description });
  if (page.image) {
    // The image service's JPEG of the picture: WeChat reads neither AVIF nor WebP, and an original
    // may be a PNG or a large upload. A picture the service does not handle (another host) stays.
    const jpeg = variantUrl(page.image, SHARE_IMAGE_WIDTH, 'jpeg');
    tags.push({ property: 'og:image', content: absolute(origin, jpeg ?? page.image) });
    if (jpeg) tags.push({ property: 'og:image:type', content: 'image/jpeg' });
  }
  // Twitter reads the Open Graph tags for the rest; the card type is its own.
  tags.push({ name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' });
  return tags;
}
