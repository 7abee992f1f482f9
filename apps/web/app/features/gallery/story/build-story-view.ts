// Shapes a gallery's build story for its page on the server (decision 0067): the story as cleaned
// HTML and as plain words (for the page's description), the parts with their pictures and
// addresses (the product page leads back to the gallery), the before/after pair with its labels,
// and the section's words in the page's language, so the browser gets it ready to draw and no UI
// strings reach every page's bundle. Null when there is nothing to show.
import type { BuildPicture, BuildStory, UiLanguage } from '@refit/contract';
import { richTextHtml, richTextPlain } from '@refit/contract/rich-text';
import { imageUrl } from '../../../lib/api/image-url.ts';
import { pickField } from '../../../lib/i18n/pick-text.ts';
import { paths } from '../../../lib/paths.ts';
import { buildStory as wordsEn } from '../../../locales/en/build-story.ts';
import type { BuildStoryWords } from '../../../locales/en/build-story.ts';
import { buildStory as wordsZh } from '../../../locales/zh/build-story.ts';

export interface BuildPartView {
  id: number;
  name: string;
  image: string;
  href: string;
}

export interface ComparisonSide {
  src: string;
  /** 改装前 / Before, or 改装后 / After. */
  label: string;
  /** The editors' line about the picture; empty when they wrote none. */
  caption: string;
  alt: string;
}

export interface ComparisonView {
  before: ComparisonSide;
  after: ComparisonSide;
  /** The slider's accessible name and the line of help under it, with keys where there is a keyboard. */
  sliderLabel: string;
  hint: string;
  keysHint: string;
}

export interface BuildStoryView {
  words: {
    storyEyebrow: string;
    storyTitle: string;
    partsEyebrow: string;
    partsTitle: string;
    partsCount: string;
    compareEyebrow: string;
    compareTitle: string;
  };
  /** Cleaned HTML; empty when the story is not written in either language. */
  storyHtml: string;
  /** The story's words alone, on one line: what a page description is made from. */
  storyText: string;
  parts: BuildPartView[];
  comparison: ComparisonView | null;
}

const WORDS: Record<UiLanguage, BuildStoryWords> = { zh: wordsZh, en: wordsEn };

interface GalleryContext {
  id: number;
  name: string;
  carName: string;
}

function side(lang: UiLanguage, picture: BuildPicture, label: string, gallery: string): ComparisonSide {
  const caption = pickField(lang, picture, 'caption').trim();
  return {
    src: imageUrl(picture.imgUrl),
    label,
    caption,
    alt: `${label}${lang === 'zh' ? '：' : ': '}${caption || gallery}`,
  };
}

export function buildStoryView(
  lang: UiLanguage,
  story: BuildStory | undefined,
  gallery: GalleryContext,
): BuildStoryView | null {
  if (!story) return null;
  const words = WORDS[lang];
  const html = pickField(lang, story, 'story');
  // A product page opened from here leads back to this gallery (SPEC section 2's from parameters).
  const back = new URLSearchParams({
    from: 'gallery',
    fromPath: paths.galleryItem(gallery.id),
    fromName: gallery.name,
  }).toString();
  const view: BuildStoryView = {
    words: {
      storyEyebrow: words.storyEyebrow,
      // The car's name never breaks across lines ("AMG G / 63" on a phone).
      storyTitle: words.storyTitle(gallery.carName.replace(/ /g, '\u00a0')),
      partsEyebrow: words.partsEyebrow,
      partsTitle: words.partsTitle,
      partsCount: words.partsCount(story.parts.length),
      compareEyebrow: words.compareEyebrow,
      compareTitle: words.compareTitle,
    },
    storyHtml: richTextHtml(html),
    storyText: richTextPlain(html),
    parts: story.parts.map((part) => ({
      id: part.id,
      name: pickField(lang, part, 'name'),
      image: imageUrl(part.productImgFileUrl.trim()),
      href: `${paths.product(part.id)}?${back}`,
    })),
    comparison: story.beforeAfter && {
      before: side(lang, story.beforeAfter.before, words.before, gallery.name),
      after: side(lang, story.beforeAfter.after, words.after, gallery.name),
      sliderLabel: words.sliderLabel,
      hint: words.sliderHint,
      keysHint: words.sliderKeysHint,
    },
  };
  return view.storyHtml !== '' || view.parts.length > 0 || view.comparison ? view : null;
}
