// One page of the paged gallery list: every gallery, a brand's, or one model's.
import { BRAND_GALLERY_PAGE_SIZE } from '@refit/contract';
import type { UiLanguage } from '@refit/contract';
import type { Api } from '../api/client.ts';
import { galleryPage } from './gallery-cards.ts';
import type { GalleryPageView } from './gallery-types.ts';

export interface GalleryFilter {
  brandId?: number | null | undefined;
  carId?: number | null | undefined;
}

/** Throws when the call fails or is refused; callers decide whether that empties a list. */
export async function loadGalleryPage(
  api: Api,
  lang: UiLanguage,
  filter: GalleryFilter,
  pageNo: number,
): Promise<GalleryPageView> {
  const page = await api.getCarGalleryListByPage({
    pageNo,
    pageSize: BRAND_GALLERY_PAGE_SIZE,
    ...(typeof filter.brandId === 'number' ? { brandId: filter.brandId } : {}),
    ...(typeof filter.carId === 'number' ? { carId: filter.carId } : {}),
  });
  return galleryPage(lang, page);
}
