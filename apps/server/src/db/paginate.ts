// Runs a paged query: one count and one page of rows, as { records, total, pages, current }.
import type { Paged } from '@refit/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { StoredPage } from './list-positions.ts';
import type { Database } from './schema.ts';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** How a page is read by id: see paginate. */
export interface ById<O> {
  /** The whole rows of a page's ids, in any order. */
  rowsOf: (ids: number[]) => Promise<O[]>;
  /**
   * The page's ids in the list's order, when a query of its own finds them more cheaply than the
   * counted query with an offset (the default, also when this answers undefined).
   */
  pageIds?: (offset: number, limit: number) => Promise<number[] | undefined>;
  /**
   * The page's ids and the list's total from stored positions (db/list-positions.ts), read before
   * anything else: when it answers, nothing is counted; when it answers undefined, the query runs.
   */
  stored?: (offset: number, limit: number) => Promise<StoredPage | undefined>;
}

/**
 * With `byId`, `query` selects the ids of the rows only (a "deferred join"): the count and the
 * walk past the offset read index entries instead of whole joined rows, and only the page's rows
 * are then read in full, by id, and put back in the page's order. Without it, `query` reads the rows.
 */
export async function paginate<DB extends Database, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
): Promise<Paged<O>>;
export async function paginate<DB extends Database, TB extends keyof DB, O extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, { id: number }>,
  page: PageRequest,
  byId: ById<O>,
): Promise<Paged<O>>;
export async function paginate<DB extends Database, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { pageNo, pageSize }: PageRequest,
  byId?: ById<O & { id: number }>,
): Promise<Paged<O>> {
  const offset = (pageNo - 1) * pageSize;
  const stored = await byId?.stored?.(offset, pageSize);
  if (byId && stored)
    return paged(await inOrder(stored.ids, byId.rowsOf), stored.total, { pageNo, pageSize });
  const countRow = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  // PostgreSQL returns count(*) as a string (bigint); SQLite as a number.
  const total = Number((countRow as { count?: string | number } | undefined)?.count ?? 0);
  let records: O[];
  if (!byId) records = await query.limit(pageSize).offset(offset).execute();
  else {
    // The overloads tie `byId` to a query of ids.
    const ids =
      (await byId.pageIds?.(offset, pageSize)) ??
      (await query.limit(pageSize).offset(offset).execute()).map(
        (row) => (row as unknown as { id: number }).id,
      );
    records = await inOrder(ids, byId.rowsOf);
  }
  return paged(records, total, { pageNo, pageSize });
}

function paged<O>(records: O[], total: number, { pageNo, pageSize }: PageRequest): Paged<O> {
  return { records, total, pages: Math.ceil(total / pageSize), current: pageNo };
}

/** The rows of `ids`, in the order of `ids` (a row gone meanwhile is left out). */
export async function inOrder<O extends { id: number }>(
  ids: number[],
  rowsOf: ById<O>['rowsOf'],
): Promise<O[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await rowsOf(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
