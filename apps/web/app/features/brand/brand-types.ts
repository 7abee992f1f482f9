// What the brand page renders, already in the visitor's language and with full image URLs.
import type { GalleryPageView } from '../../lib/content/gallery-types.ts';
import type { NewsCardView } from '../../lib/content/news-types.ts';

export interface BrandSlideView {
  image: string;
  title: string;
  content: string;
  /** Empty when the slide links nowhere; http(s) links open in a new tab. */
  link: string;
}

export interface BrandView {
  id: number;
  name: string;
  icon: string;
  keywords: string;
  slides: BrandSlideView[];
}

export interface CarChipView {
  id: number;
  name: string;
  /** The car's icon, or its picture when it has no icon ('' when it has neither). */
  icon: string;
  /** Whether `icon` is the car's picture (a photograph, cropped to the chip) rather than its icon. */
  picture: boolean;
}

/** The brand itself, from the brand list: known before the rest of the page loads. */
export type BrandHead = { status: 'failed' } | { status: 'empty' } | { status: 'found'; brand: BrandView };

/** Models, the first model's galleries and the news: loaded once the brand is known. */
export type BrandContent =
  | { status: 'failed' }
  | {
      status: 'loaded';
      cars: CarChipView[];
      /** The model whose galleries `gallery` holds (the first one); null without models. */
      activeCarId: number | null;
      gallery: GalleryPageView;
      news: NewsCardView[];
    };

export type LoadedBrandContent = Extract<BrandContent, { status: 'loaded' }>;
