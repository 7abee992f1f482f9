// Brings the schema up to date at start-up. Migrations are listed here, in order,
// so they ship with the code and need no folder scanning.
import { Migrator } from 'kysely/migration';
import type { Migration } from 'kysely/migration';
import type { Db } from './connect.ts';
import * as initial from './migrations/0001-initial.ts';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
