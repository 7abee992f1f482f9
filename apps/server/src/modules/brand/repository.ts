import type { Brand } from '@refit/contract';
import type { Db } from '../../db/connect.ts';

/** Brands shown to visitors: in the menu and published, by sortOrder (SPEC section 5). */
export function listVisibleBrands(db: Db): Promise<Brand[]> {
  return db
    .selectFrom('brand')
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
    ])
    .where('isShowMenu', '=', '1')
    .where('publishStatus', '=', '1')
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}
