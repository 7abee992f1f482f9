// Shapes the API's car detail and parts for the page (SPEC section 3): picks the language's
// fields, turns image paths into URLs, cleans the rich description, parses the JSON-string image lists and converts the video
// link. Pure, so server and tests share it.
import type { CarDetail, UiLanguage } from '@refit/contract';
import { richTextHtml, richTextPlain } from '@refit/contract/rich-text';
import { imageUrl, imageUrlList } from '../../lib/api/image-url.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { metaDescription } from '../../lib/meta-description.ts';
import { pickField } from '../../lib/i18n/pick-text.ts';
import type { CarView, GalleryView, ProductTab } from './car-types.ts';
import { programmeViewFrom } from './programme/programme-view.ts';
import { carVideoSource } from './video/video-url.ts';
import { pageSharing } from '../../lib/search-and-sharing.ts';

/** Characters a file name may not hold on common systems (control characters are dropped too). */
const UNSAFE_FILE_CHARACTERS = /[\\/:*?"<>|]+/g;

function withoutControlCharacters(text: string): string {
  return [...text].filter((character) => character.charCodeAt(0) >= 0x20).join('');
}

/** The brochure's file name: car name + type name + .pdf (SPEC section 9). */
export function brochureFileName(carName: string, typeName: string): string {
  const base = withoutControlCharacters(`${carName} ${typeName}`)
    .replace(UNSAFE_FILE_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'brochure'}.pdf`;
}

export function carViewFrom(lang: UiLanguage, car: CarDetail): CarView {
  const text = getMessages(lang).car;
  const name = pickField(lang, car, 'carName');
  const brandName = pickField(lang, car, 'brandName');

  const tabs: ProductTab[] = car.productInfoList.map((info) => {
    const typeName = pickField(lang, info, 'productTypeName');
    return {
      id: info.productTypeId,
      name: typeName,
      images: imageUrlList(info.slideshowJson).map((src, index) => ({
        src,
        alt: text.configuration.imageAlt(name, typeName, index + 1),
      })),
      pdfUrl: imageUrl(info.moMaUrl.trim()),
      pdfFileName: brochureFileName(name, typeName),
    };
  });

  const galleries: GalleryView[] = car.galleryList.map((gallery) => {
    const galleryName = pickField(lang, gallery, 'galleryName');
    const cover = imageUrl(gallery.coverImgUrl.trim());
    const sources = [...new Set([cover, ...imageUrlList(gallery.galleryJson)].filter((src) => src !== ''))];
    return {
      id: gallery.id,
      name: galleryName,
      cover: cover || sources[0] || '',
      images: sources.map((src, index) => ({ src, alt: `${galleryName} ${index + 1}` })),
    };
  });

  const title = pickField(lang, car, 'carTitles');
  const bodyText = richTextPlain(pickField(lang, car, 'carContents'));
  return {
    id: car.id,
    brandId: car.brandId,
    name,
    brandName,
    image: imageUrl(car.carImgUrl.trim()),
    title,
    bodyHtml: richTextHtml(pickField(lang, car, 'carContents')),
    bodyText,
    description: metaDescription(
      [title, bodyText].filter(Boolean).join(lang === 'en' ? ' ' : '') ||
        text.descriptionFallback(name, brandName),
    ),
    keywords: pickField(lang, car, 'keyword'),
    video: carVideoSource(car.isVideo, car.videoUrl),
    tabs,
    galleries,
    // The model's name kept on one line where the section's title wraps ("911 Turbo S").
    programme: programmeViewFrom(lang, car.programme, {
      id: car.id,
      name,
      fullName: `${brandName} ${name.replace(/ /g, '\u00a0')}`,
    }),
    sharing: pageSharing(lang, car.seo),
  };
}
