import type { Brand } from '@refit/contract';
import type { MenuBrand } from '@refit/contract/in-process';
import type { Db } from '../../db/connect.ts';
import { visibleBrands } from '../../db/visibility.ts';

/** Brands shown to visitors: in the menu and published, by sortOrder (SPEC section 5). */
export function listVisibleBrands(db: Db): Promise<Brand[]> {
  return visibleBrands(db)
    .select([
      'id',
      'brandName',
      'brandNameEn',
      'brandIconUrl',
      'isShowMenu',
      'publishStatus',
      'sortOrder',
      'keyword',
      'keywordEn',
      'slideshowJson',
      'slug',
    ])
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

/** The same brands with only what the site's menu shows (no slideshows): read in-process by the web app. */
export function listMenuBrands(db: Db): Promise<MenuBrand[]> {
  return visibleBrands(db)
    .select([
      'id',
      'brandName',
      'brandNameEn',
      'brandIconUrl',
      'isShowMenu',
      'publishStatus',
      'sortOrder',
      'slug',
    ])
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}
