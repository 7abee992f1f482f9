// The brands the gallery list can be filtered to: those the site lists, in their order, named in
// the page's language. None when the list cannot be fetched (the filter is then left out).
import type { UiLanguage } from '@refit/contract';
import { byListOrder, isBrandListed } from '@refit/contract/rules';
import type { Api } from '../../lib/api/client.ts';
import { menuBrands } from '../../lib/api/menu-brands.server.ts';
import { settle } from '../../lib/api/settle.ts';
import { pickText } from '../../lib/i18n/pick-text.ts';
import type { GalleryBrandOption } from './gallery-brand-filter.tsx';

export async function loadGalleryBrands(api: Api, lang: UiLanguage): Promise<GalleryBrandOption[]> {
  const brands = await settle(api.log, 'gallery: brands', () => menuBrands(api), []);
  return brands
    .filter(isBrandListed)
    .sort(byListOrder)
    .map((brand) => ({ id: brand.id, name: pickText(lang, brand.brandName, brand.brandNameEn) }));
}
