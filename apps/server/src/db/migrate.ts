// Brings the schema up to date at start-up. Migrations are listed here, in order,
// so they ship with the code and need no folder scanning.
import { PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Migration } from 'kysely/migration';
import type { Db } from './connect.ts';
import * as initial from './migrations/0001-initial.ts';
import * as contentVersion from './migrations/0002-content-version.ts';
import * as sharedLimits from './migrations/0003-shared-limits.ts';
import * as adminAccounts from './migrations/0004-admin-accounts.ts';
import * as enquiryInboxAndAnalytics from './migrations/0005-enquiry-inbox-and-analytics.ts';
import * as scaleIndexes from './migrations/0006-scale-indexes.ts';
import * as contentDrafts from './migrations/0007-content-drafts.ts';
import * as mediaLibrary from './migrations/0008-media-library.ts';
import * as mediaVariantProgress from './migrations/0009-media-variant-progress.ts';
import * as baiduPush from './migrations/0010-baidu-push.ts';
import * as pagingIndexes from './migrations/0011-paging-indexes.ts';
import * as listPositions from './migrations/0012-list-positions.ts';
import * as jobState from './migrations/0013-job-state.ts';
import * as locations from './migrations/0014-locations.ts';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-content-version': contentVersion,
  '0003-shared-limits': sharedLimits,
  '0004-admin-accounts': adminAccounts,
  '0005-enquiry-inbox-and-analytics': enquiryInboxAndAnalytics,
  '0006-scale-indexes': scaleIndexes,
  '0007-content-drafts': contentDrafts,
  '0008-media-library': mediaLibrary,
  '0009-media-variant-progress': mediaVariantProgress,
  '0010-baidu-push': baiduPush,
  '0011-paging-indexes': pagingIndexes,
  '0012-list-positions': listPositions,
  '0013-job-state': jobState,
  '0014-locations': locations,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
