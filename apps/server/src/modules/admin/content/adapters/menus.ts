// Menu items: one live row each, in a tree (parentId); an item with children cannot be deleted.
// The Brands entry (a top-level item linking to a brand page) lists the brands themselves, so it
// takes no subitems of its own (modules/menu/brands-entry.ts).
import type { AdminIssue, MenuDocument } from '@refit/contract/admin';
import type { Db } from '../../../../db/connect.ts';
import { isBrandsEntry } from '../../../menu/brands-entry.ts';
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
    if (issues.length > 0) return issues;
    if (document.parentId === null) return isBrandsEntry(document) ? brandsEntryIssues(db, id) : [];
    // Menus are two levels deep: a parent must itself be at the top.
    const parent = await db
      .selectFrom('menu_item')
      .select(['parentId', 'menuLink'])
      .where('id', '=', document.parentId)
      .executeTakeFirst();
    if (parent?.parentId !== null)
      return [{ path: ['document', 'parentId'], message: 'must be a top-level item' }];
    if (isBrandsEntry(parent))
      return [{ path: ['document', 'parentId'], message: BRANDS_ENTRY_LISTS_BRANDS }];
    return [];
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

const BRANDS_ENTRY_LISTS_BRANDS =
  'is the Brands entry, which lists the brands themselves (order them in Brands): it takes no subitems';

/** A top-level item becoming the Brands entry must have no subitems: the brands take their place. */
async function brandsEntryIssues(db: Db, id: number | null): Promise<AdminIssue[]> {
  if (id === null) return [];
  const child = await db.selectFrom('menu_item').select('id').where('parentId', '=', id).executeTakeFirst();
  if (!child) return [];
  const message =
    'links to a brand page, which makes it the Brands entry (it lists the brands): move or delete its subitems first';
  return [{ path: ['document', 'menuLink'], message }];
}
