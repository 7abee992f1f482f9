// The brands the site lists (menu, car list, filters). In-process, without their slideshows and
// keywords: the whole getBrandList answer grew with every brand on every page, and none of these
// places shows a slideshow. Over HTTP, the public call.
import type { MenuBrand } from '@refit/contract/in-process';
import type { Api } from './client.ts';

export function menuBrands(api: Api): Promise<MenuBrand[]> {
  return api.inProcess ? api.inProcess.menuBrands() : api.getBrandList();
}
