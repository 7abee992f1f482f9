// How many rows a table holds: tests check that a refused request wrote nothing.
import type { Db } from '../../src/db/connect.ts';
import type { Database } from '../../src/db/schema.ts';

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
