// Checks that a document's references name existing items, and the titles lists show for them.
import type { AdminIssue } from '@refit/contract/admin';
import type { Db } from '../../../../db/connect.ts';

type Referenced = 'brand' | 'car' | 'product_type' | 'menu_item';
const titleColumn = {
  brand: 'brandName',
  car: 'carName',
  product_type: 'typeName',
  menu_item: 'name',
} as const;

/** An issue at `document.<field>` when `id` (not null) names no row of `table`. */
export async function mustExist(
  db: Db,
  table: Referenced,
  id: number | null,
  field: string,
): Promise<AdminIssue[]> {
  if (id === null) return [];
  const row = await (db as unknown as Db)
    .selectFrom(table as 'brand')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? [] : [{ path: ['document', field], message: `no such ${table.replace('_', ' ')} (${id})` }];
}

/** Titles of rows of `table` by id. */
export async function titlesOf(db: Db, table: Referenced, ids: number[]): Promise<Map<number, string>> {
  const rows = (await db
    .selectFrom(table as 'brand')
    .select(['id', `${titleColumn[table]} as title` as 'brandName as title'])
    .where('id', 'in', ids)
    .execute()) as { id: number; title: string }[];
  return new Map(rows.map((row) => [Number(row.id), row.title]));
}
