// On PostgreSQL a site's schema may share its database with others (other sites, a restore's
// scratch schema, parallel tests). Its start looks only at its own schema: it neither sees the
// others' tables nor fails when one of them is dropped while it migrates.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { createTestApp, databaseOf } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('a site beside other schemas of its PostgreSQL database', () => {
  let app: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    app = await createTestApp();
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  const otherSchema = () => `other_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

  it('sees only its own tables', async () => {
    const other = otherSchema();
    await admin.query(`create schema ${other}; create table ${other}.product (id integer)`);
    const tables = await app.db.introspection.getTables({ withInternalKyselyTables: true });
    const ownSchema = new URL(databaseOf(app).databaseUrl!).searchParams.get('options')!.split('=').at(-1);
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ownSchema]));
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['kysely_migration', 'product']),
    );
    await admin.query(`drop schema ${other} cascade`);
  });

  it('migrates while other schemas come and go', async () => {
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const other = otherSchema();
        await admin.query(
          `create schema ${other}; create table ${other}.a (id serial primary key, b text); create table ${other}.c (id serial)`,
        );
        await admin.query(`drop schema ${other} cascade`);
      }
    })();
    try {
      for (let round = 0; round < 40; round += 1) await migrateToLatest(app.db);
    } finally {
      churning = false;
      await churn;
    }
  });

  it('refuses to migrate when its search_path names no schema that exists, rather than public', async () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${otherSchema()}`);
    const db = openDatabase({ dataDir: '', databaseUrl: url.toString() });
    try {
      await expect(migrateToLatest(db)).rejects.toThrow(/names no schema that exists/);
    } finally {
      await db.destroy();
    }
  });
});
