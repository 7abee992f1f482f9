// An item's own words and picture for search engines and chat apps (the admin's "search and
// sharing" fields, content-types/search-and-sharing.ts), in the page's language: what `pageMeta`
// puts first, the content's own words and picture standing in for whatever is empty.
import type { SearchAndSharing, UiLanguage } from '@refit/contract';
import { richTextPlain } from '@refit/contract/rich-text';
import { imageUrl } from './api/image-url.ts';

export interface PageSharing {
  /** Empty strings: the content's own. */
  title: string;
  description: string;
  image: string;
}

/**
 * The page's language only: an English page without English words of its own takes the English
 * content rather than the Chinese search title. Words alone (another backend may send markup).
 */
export function pageSharing(lang: UiLanguage, seo: SearchAndSharing | undefined): PageSharing | undefined {
  if (!seo) return undefined;
  const sharing = {
    title: richTextPlain(lang === 'en' ? seo.seoTitleEn : seo.seoTitle),
    description: richTextPlain(lang === 'en' ? seo.seoDescriptionEn : seo.seoDescription),
    image: imageUrl(seo.shareImgUrl.trim()),
  };
  return sharing.title || sharing.description || sharing.image ? sharing : undefined;
}
