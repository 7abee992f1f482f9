// Loads one gallery (getCarGalleryById) for its page, with its build story when it has one. An id
// that is not a positive whole number, or that the API does not know, is "not found" (the page
// answers 404).
import type { GalleryDetail, UiLanguage } from '@refit/contract';
import { parsePositiveId } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { isNotFound } from '../../lib/api/errors.ts';
import { imageUrlList } from '../../lib/api/image-url.ts';
import { pageSharing } from '../../lib/search-and-sharing.ts';
import type { PageSharing } from '../../lib/search-and-sharing.ts';
import { galleryCard } from '../../lib/content/gallery-cards.ts';
import type { GalleryCardView } from '../../lib/content/gallery-types.ts';
import { metaDescription } from '../../lib/meta-description.ts';
import { buildStoryView } from './story/build-story-view.ts';
import type { BuildStoryView } from './story/build-story-view.ts';

export interface GalleryDetailView extends GalleryCardView {
  brandId: number;
  /** Every picture of the gallery, cover first when the list does not hold it already. */
  images: string[];
  /** The gallery's own words and picture for search engines and chat apps, when an editor wrote any. */
  sharing?: PageSharing | undefined;
  /** The build story's section, shaped on the server; null when the gallery has none. */
  story: BuildStoryView | null;
  /** The page's description from the story's words; null without a written story. */
  storyDescription: string | null;
}

export function galleryDetailView(lang: UiLanguage, gallery: GalleryDetail): GalleryDetailView {
  const card = galleryCard(lang, gallery);
  const images = imageUrlList(gallery.galleryJson);
  const story = buildStoryView(lang, gallery.buildStory, card);
  return {
    ...card,
    brandId: gallery.brandId,
    images: card.image && !images.includes(card.image) ? [card.image, ...images] : images,
    sharing: pageSharing(lang, gallery.seo),
    story,
    storyDescription: story?.storyText ? metaDescription(story.storyText) : null,
  };
}

export async function loadGalleryDetail(
  api: Api,
  lang: UiLanguage,
  idParam: string | undefined,
): Promise<GalleryDetailView | null> {
  const id = parsePositiveId(idParam);
  if (id === null) return null;
  try {
    return galleryDetailView(lang, await api.getCarGalleryById({ id }));
  } catch (error) {
    if (isNotFound(error, [404, 400])) return null;
    throw error;
  }
}
