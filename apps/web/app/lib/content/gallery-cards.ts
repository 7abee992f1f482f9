// Shapes gallery list items (getCarGalleryListByPage) for the cards.
import type { BrandGalleryItem, Paged, UiLanguage } from '@refit/contract';
import { imageUrl } from '../api/image-url.ts';
import { pickText } from '../i18n/pick-text.ts';
import type { GalleryCardView, GalleryPageView } from './gallery-types.ts';

export function galleryCard(lang: UiLanguage, item: BrandGalleryItem): GalleryCardView {
  return {
    id: item.id,
    name: pickText(lang, item.galleryName, item.galleryNameEn),
    carId: item.carId,
    carName: pickText(lang, item.carName, item.carNameEn),
    brandName: pickText(lang, item.brandName, item.brandNameEn),
    image: imageUrl(item.coverImgUrl),
  };
}

export function galleryPage(lang: UiLanguage, page: Paged<BrandGalleryItem>): GalleryPageView {
  const records = Array.isArray(page.records) ? page.records : [];
  return {
    items: records.map((item) => galleryCard(lang, item)),
    current: page.current,
    pages: page.pages,
    total: page.total,
  };
}

export const EMPTY_GALLERY_PAGE: GalleryPageView = { items: [], current: 1, pages: 0, total: 0 };
