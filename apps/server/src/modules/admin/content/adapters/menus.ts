// Menu items: one live row each, in a tree (parentId); an item with children cannot be deleted.
import type { MenuDocument } from '@refit/contract/admin';
import { flag } from './adapter.ts';
import { itemTitles } from '../../../../db/content-tables.ts';
import { mustExist } from './references.ts';
import { singleTableAdapter } from './single-table.ts';

export const menusAdapter = singleTableAdapter<'menu_item', MenuDocument>({
  type: 'menus',
  table: 'menu_item',
  toDocument: (row) => ({
    parentId: row.parentId,
    categoryCode: row.categoryCode,
    name: row.name,
    nameEn: row.nameEn,
    menuLink: row.menuLink,
    fileUrl: row.fileUrl,
    shown: row.isShow === '1',
  }),
  toColumns: ({ shown, ...document }) => ({ ...document, isShow: flag(shown) }),
  list: (row) => ({ title: row.name, titleEn: row.nameEn, thumbnailUrl: row.fileUrl }),
  parent: { column: 'parentId', titles: (db, ids) => itemTitles(db, 'menus', ids) },
  async checkReferences(db, document, id) {
    if (document.parentId !== null && document.parentId === id) {
      return [{ path: ['document', 'parentId'], message: 'must not be the item itself' }];
    }
    const issues = await mustExist(db, 'menus', document.parentId, 'parentId');
    // Menus are two levels deep: a parent must itself be at the top.
    if (issues.length === 0 && document.parentId !== null) {
      const parent = await db
        .selectFrom('menu_item')
        .select('parentId')
        .where('id', '=', document.parentId)
        .executeTakeFirst();
      if (parent?.parentId !== null)
        return [{ path: ['document', 'parentId'], message: 'must be a top-level item' }];
    }
    return issues;
  },
  async dependents(db, id) {
    const children = await db
      .selectFrom('menu_item')
      .select(['id', 'name as title'])
      .where('parentId', '=', id)
      .orderBy('id')
      .execute();
    return children.map((row) => ({ type: 'menus' as const, ...row }));
  },
});
