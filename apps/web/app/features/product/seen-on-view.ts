// "Seen on these builds" on a product page (decision 0067), shaped on the server: the galleries
// whose parts include the product, as the gallery cards show them, and the section's words in the
// page's language (not among the UI strings every page loads). Null when no build lists it.
import type { BrandGalleryItem, UiLanguage } from '@refit/contract';
import { galleryCard } from '../../lib/content/gallery-cards.ts';
import type { GalleryCardView } from '../../lib/content/gallery-types.ts';
import { buildStory as wordsEn } from '../../locales/en/build-story.ts';
import { buildStory as wordsZh } from '../../locales/zh/build-story.ts';

export interface SeenOnView {
  words: { eyebrow: string; title: string; open: string };
  builds: GalleryCardView[];
}

export function seenOnView(
  lang: UiLanguage,
  builds: readonly BrandGalleryItem[] | undefined,
): SeenOnView | null {
  if (!builds || builds.length === 0) return null;
  const words = lang === 'zh' ? wordsZh : wordsEn;
  return {
    words: { eyebrow: words.seenOnEyebrow, title: words.seenOnTitle, open: words.seenOnOpen },
    builds: builds.map((build) => galleryCard(lang, build)),
  };
}
