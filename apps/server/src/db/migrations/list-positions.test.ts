// Migration 0012: the stored list positions' tables exist on a migrated database, and going down
// removes them (on SQLite, or PostgreSQL when DATABASE_URL is set).
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { down, up } from './0012-list-positions.ts';

const TABLES = ['list_position', 'list_position_state'];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The database as migrations take it (they know no table types). */
const migrationDb = () => app.db as unknown as Kysely<unknown>;

/** The two tables, as far as they exist in this test's database (its own schema on PostgreSQL). */
async function tables(): Promise<string[]> {
  const { rows } =
    app.db.getExecutor().adapter instanceof PostgresAdapter
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`.execute(app.db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(app.db);
  return rows
    .map((row) => row.name)
    .filter((name) => TABLES.includes(name))
    .toSorted();
}

describe('list positions migration', () => {
  it('goes down without the two tables and up with them again', async () => {
    expect(await tables()).toEqual(TABLES);
    await down(migrationDb());
    expect(await tables()).toEqual([]);
    await up(migrationDb());
    expect(await tables()).toEqual(TABLES);
  });
});
