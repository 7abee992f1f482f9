// Runs a paged query: one count and one page of rows, as { records, total, pages, current }.
import type { Paged } from '@refit/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.ts';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export async function paginate<DB extends Database, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { pageNo, pageSize }: PageRequest,
): Promise<Paged<O>> {
  const countRow = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  // PostgreSQL returns count(*) as a string (bigint); SQLite as a number.
  const total = Number((countRow as { count?: string | number } | undefined)?.count ?? 0);
  const records = await query
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return { records, total, pages: Math.ceil(total / pageSize), current: pageNo };
}
