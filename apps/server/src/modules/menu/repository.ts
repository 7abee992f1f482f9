import { FLAG_ON } from '@refit/contract/rules';
import type { MenuItem } from '@refit/contract';
import type { Db } from '../../db/connect.ts';
import { rowIsPublished } from '../../db/visibility.ts';
import { listMenuBrands } from '../brand/repository.ts';
import { isBrandsEntry, withBrandSubitems } from './brands-entry.ts';

/**
 * The visible menu tree of a category: items and subitems need isShow "1", sorted by sortOrder;
 * the Brands entry lists the brands (brands-entry.ts).
 */
export async function getMenuTree(db: Db, categoryCode: string, withChildren: boolean): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('menu_item')
    .select(['id', 'parentId', 'name', 'nameEn', 'menuLink', 'isShow', 'sortOrder', 'fileUrl'])
    .where('categoryCode', '=', categoryCode)
    .where('isShow', '=', FLAG_ON)
    .where(rowIsPublished('menu_item'))
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();

  const nodes = new Map<number, MenuItem>();
  for (const { parentId: _parentId, ...item } of rows) nodes.set(item.id, { ...item, childList: [] });

  const roots: MenuItem[] = [];
  const brandsEntries = new Set<number>();
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (isBrandsEntry(row)) brandsEntries.add(row.id);
    if (row.parentId === null) roots.push(node);
    // A child of a hidden parent finds no parent here, so it is hidden with it.
    else if (withChildren) nodes.get(row.parentId)?.childList.push(node);
  }
  if (brandsEntries.size === 0) return roots;

  const brands = await listMenuBrands(db);
  return roots.map((root) => {
    if (!brandsEntries.has(root.id)) return root;
    const entry = withBrandSubitems(root, brands);
    return withChildren ? entry : { ...entry, childList: [] };
  });
}
