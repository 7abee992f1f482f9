// Runs a paged query: one count and one page of rows, as { records, total, pages, current }.
import type { Paged } from '@refit/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.ts';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** Fetches the whole rows of a page's ids, in any order. */
export type RowsOf<O> = (ids: number[]) => Promise<O[]>;

/**
 * With `rowsOf`, `query` selects the ids of the rows only (a "deferred join"): the count and the
 * walk past `offset` read index entries instead of whole joined rows, and only the page's rows are
 * then read in full, by id, and put back in the page's order. Without it, `query` reads the rows.
 */
export async function paginate<DB extends Database, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
): Promise<Paged<O>>;
export async function paginate<DB extends Database, TB extends keyof DB, O extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, { id: number }>,
  page: PageRequest,
  rowsOf: RowsOf<O>,
): Promise<Paged<O>>;
export async function paginate<DB extends Database, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { pageNo, pageSize }: PageRequest,
  rowsOf?: RowsOf<O & { id: number }>,
): Promise<Paged<O>> {
  const countRow = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  // PostgreSQL returns count(*) as a string (bigint); SQLite as a number.
  const total = Number((countRow as { count?: string | number } | undefined)?.count ?? 0);
  const rows = await query
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  // The overloads tie `rowsOf` to a query of ids.
  const records = rowsOf ? await inOrder(rows as unknown as { id: number }[], rowsOf) : rows;
  return { records, total, pages: Math.ceil(total / pageSize), current: pageNo };
}

/** The rows of `keys`, in the order of `keys` (a row gone meanwhile is left out). */
async function inOrder<O extends { id: number }>(keys: { id: number }[], rowsOf: RowsOf<O>): Promise<O[]> {
  if (keys.length === 0) return [];
  const byId = new Map((await rowsOf(keys.map((key) => key.id))).map((row) => [row.id, row]));
  return keys.flatMap((key) => byId.get(key.id) ?? []);
}
