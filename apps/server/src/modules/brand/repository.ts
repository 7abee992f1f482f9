import type { Brand } from '@refit/contract';
import type { MenuBrand } from '@refit/contract/in-process';
import { brandOrder } from '../../db/brand-order.ts';
import type { Db } from '../../db/connect.ts';
import { visibleBrands } from '../../db/visibility.ts';

/** What the site's menu shows of a brand (no slideshow). */
const MENU_BRAND_COLUMNS = [
  'id',
  'brandName',
  'brandNameEn',
  'brandIconUrl',
  'isShowMenu',
  'publishStatus',
  'sortOrder',
  'slug',
] as const;

/** A brand's fields as getBrandList answers them. */
const BRAND_COLUMNS = [...MENU_BRAND_COLUMNS, 'keyword', 'keywordEn', 'slideshowJson'] as const;

/** Brands shown to visitors: in the menu and published, in the brand order (SPEC section 5). */
export function listVisibleBrands(db: Db): Promise<Brand[]> {
  return visibleBrands(db).select(BRAND_COLUMNS).orderBy(brandOrder()).execute();
}

/** One brand as getBrandList answers it, when visitors see it: read in-process by the brand page. */
export function findVisibleBrand(db: Db, id: number): Promise<Brand | undefined> {
  return visibleBrands(db).select(BRAND_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The same brands with only what the site's menu shows (no slideshows): read in-process by the web app. */
export function listMenuBrands(db: Db): Promise<MenuBrand[]> {
  return visibleBrands(db).select(MENU_BRAND_COLUMNS).orderBy(brandOrder()).execute();
}
