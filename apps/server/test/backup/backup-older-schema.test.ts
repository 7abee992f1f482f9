// An archive of an older version of the site (fewer migrations than this code knows) is restored
// and then migrated to this code's schema. SQLite by default; PostgreSQL under with-postgres.sh.
import { readdir } from 'node:fs/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PostgresAdapter, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/making/create-backup.ts';
import { restoreBackup } from '../../src/backup/restoring/restore-backup.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { knownMigrations } from '../../src/db/migrate.ts';
import { emptySiteLike } from '../helpers/backup.ts';
import type { EmptySite } from '../helpers/backup.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

const migrationFolder = path.resolve(import.meta.dirname, '../../src/db/migrations');

let app: TestApp;
let backupDir: string;
const sites: EmptySite[] = [];

beforeAll(async () => {
  // Only its settings are used: each site below has a database of its own.
  app = await createTestApp();
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-backups-'));
});
afterAll(async () => {
  for (const site of sites) await site.remove();
  await app?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

it('restores an archive of an older schema and migrates it', async () => {
  const older = await emptySiteLike(app, backupDir);
  const target = await emptySiteLike(app, backupDir);
  sites.push(older, target);
  const known = await knownMigrations();
  const previous = known.at(-2)!;

  const db = openDatabase({ dataDir: older.config.DATA_DIR, databaseUrl: older.config.DATABASE_URL });
  try {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const schema = postgres
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema
      : undefined;
    const migrator = new Migrator({
      db,
      provider: new FileMigrationProvider({
        fs: {
          readdir: async (folder) => (await readdir(folder)).filter((name) => /^\d{4}-.*\.ts$/.test(name)),
        },
        path,
        migrationFolder,
      }),
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await migrator.migrateTo(previous);
    expect(error).toBeUndefined();
  } finally {
    await db.destroy();
  }

  const backup = await createBackup(older.config, { toDir: backupDir });
  expect(backup.manifest.migrations).toMatchObject({ count: known.length - 1, latest: previous });
  const result = await restoreBackup(target.config, backup.file);
  expect(result.schema).toEqual({ archived: known.length - 1, known: known.length });
  expect(result.tables.kysely_migration).toBe(known.length);
  const restored = await target.start();
  const applied = await restored.db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute();
  expect(applied.map((row) => (row as { name: string }).name)).toEqual(known);
  // A site without a brand, restored: started, it is not seeded with the demo catalogue.
  expect(await restored.db.selectFrom('brand').select('id').execute()).toEqual([]);
}, 120_000);
