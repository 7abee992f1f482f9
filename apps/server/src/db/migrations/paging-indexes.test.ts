// Migration 0011: the paging index replaces the narrower one on a migrated database, and going
// down puts the narrower one back (on SQLite, or PostgreSQL when DATABASE_URL is set).
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { down, up } from './0011-paging-indexes.ts';

const ADDED = ['product_list_idx'];
const REPLACED = ['product_type_idx'];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The database as migrations take it (they know no table types). */
const migrationDb = () => app.db as unknown as Kysely<unknown>;

/** The indexes of the product and news tables, by name. */
async function indexes(): Promise<string[]> {
  const { rows } =
    app.db.getExecutor().adapter instanceof PostgresAdapter
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename in ('product', 'news')`.execute(app.db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name in ('product', 'news')`.execute(app.db);
  return rows.map((row) => row.name).toSorted();
}

describe('paging index', () => {
  it('replaces the narrower index on a migrated database', async () => {
    const names = await indexes();
    expect(names).toEqual(expect.arrayContaining(ADDED));
    for (const name of REPLACED) expect(names).not.toContain(name);
  });

  it('goes down to the narrower index and up again', async () => {
    await down(migrationDb());
    const downNames = await indexes();
    expect(downNames).toEqual(expect.arrayContaining(REPLACED));
    for (const name of ADDED) expect(downNames).not.toContain(name);
    await up(migrationDb());
    expect(await indexes()).toEqual(expect.arrayContaining(ADDED));
  });
});
