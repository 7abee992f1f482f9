// The menu's Brands entry lists the brands themselves. A top-level menu item that links to a brand
// page (/brand, /brand/1, /brand/porsche) is that entry: its subitems are the listed brands, in the
// brand order (db/brand-order.ts), named and pictured as the brands are, and its own link goes to
// the first of them. So the header follows every change of the brands (order, publishing, "Show in
// the menu", a new brand) as the sidebar does; the entry has no stored subitems of its own (the
// admin refuses them).
import type { MenuItem } from '@refit/contract';
import { fillAddress, ITEM_ADDRESSES } from '@refit/contract/content-types/addresses';
import type { MenuBrand } from '@refit/contract/in-process';
import { FLAG_ON } from '@refit/contract/rules';

const BRAND_PAGE_PATH = /^\/brand(\/[^/]+)?$/;

/** Whether a menu link goes to a brand page: its path is /brand or /brand/<id or name>. */
export function isBrandPageLink(link: string): boolean {
  const path = (link.trim().split(/[?#]/, 1)[0] ?? '').replace(/(.)\/+$/, '$1');
  return BRAND_PAGE_PATH.test(path);
}

/** Whether a menu item is the Brands entry: a top-level item linking to a brand page. */
export function isBrandsEntry(item: { parentId: number | null; menuLink: string }): boolean {
  return item.parentId === null && isBrandPageLink(item.menuLink);
}

/**
 * The Brands entry with the brands as its subitems, given in the brand order. A subitem is the
 * brand (its id, names, icon and page); its sortOrder is its place, so a client that sorts the
 * subitems again keeps the brand order.
 */
export function withBrandSubitems(entry: MenuItem, brands: readonly MenuBrand[]): MenuItem {
  const pages = brands.map((brand) => fillAddress(ITEM_ADDRESSES.brands, brand.id));
  return {
    ...entry,
    menuLink: pages[0] ?? entry.menuLink,
    childList: brands.map((brand, index) => ({
      id: brand.id,
      name: brand.brandName,
      nameEn: brand.brandNameEn,
      menuLink: pages[index]!,
      isShow: FLAG_ON,
      sortOrder: index + 1,
      fileUrl: brand.brandIconUrl,
      childList: [],
    })),
  };
}
