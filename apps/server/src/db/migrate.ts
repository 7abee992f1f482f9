// Brings the schema up to date at start-up. Every `NNNN-name.ts` file of migrations/ is one
// migration, applied in the order of its name (Kysely's own folder provider); the folder's tests
// are not migrations. A new migration is a new file there and nothing else.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PostgresAdapter, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './connect.ts';

const MIGRATION_FILE = /^\d{4}-[a-z0-9-]+\.ts$/;

const migrationFiles = new FileMigrationProvider({
  fs: { readdir: async (folder) => (await readdir(folder)).filter((name) => MIGRATION_FILE.test(name)) },
  path,
  migrationFolder: path.join(import.meta.dirname, 'migrations'),
});

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationFiles,
    // Kysely looks for its bookkeeping tables in every schema; name ours so that
    // databases sharing a PostgreSQL server (one schema each) stay apart.
    ...(db.getExecutor().adapter instanceof PostgresAdapter
      ? { migrationTableSchema: await currentSchema(db) }
      : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  // Another schema (public) would be migrated instead, perhaps beside another site's tables.
  if (!schema)
    throw new Error("DATABASE_URL's search_path names no schema that exists: create the schema first");
  return schema;
}

/** The migrations this code knows, in the order they apply (a restore compares an archive's with them). */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationFiles.getMigrations()).sort();
}
