// The site a restore writes into, and whether it is empty: no database tables (SQLite file or
// PostgreSQL schema), no file in the data folder's site folders, no object in the media bucket.
// A forced restore empties it, after its backup.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BackupConfig } from '../backup-target.ts';
import { mediaBucket } from '../backup-target.ts';
import { ARCHIVED_FOLDERS, DERIVED_FOLDERS, listFiles } from '../site-files/data-folders.ts';
import { emptyPostgresSchema, postgresTarget, withPostgres } from '../databases/postgres-restore.ts';
import { deleteAllObjects, listObjects } from '../site-files/s3-media.ts';
import { sqliteFile } from '../databases/sqlite-snapshot.ts';

/** What the target holds, in words; empty when there is nothing. */
export async function describeContents(config: BackupConfig): Promise<string[]> {
  const found: string[] = [];
  if (config.DATABASE_URL) {
    const { schema, tables } = await withPostgres(config.DATABASE_URL, postgresTarget);
    if (tables.length > 0) found.push(`the PostgreSQL schema ${schema} holds ${tables.length} tables`);
  } else {
    const tables = sqliteTables(config.DATA_DIR);
    if (tables > 0) found.push(`${sqliteFile(config.DATA_DIR)} holds ${tables} tables`);
  }
  for (const folder of [...ARCHIVED_FOLDERS, ...DERIVED_FOLDERS]) {
    const files = await listFiles(path.join(config.DATA_DIR, folder));
    if (files.length > 0) found.push(`${path.join(config.DATA_DIR, folder)} holds ${files.length} files`);
  }
  const bucket = mediaBucket(config);
  if (bucket) {
    try {
      if ((await listObjects(bucket, 1)).length > 0)
        found.push(
          `the media bucket ${bucket.bucket}${bucket.prefix ? ` (${bucket.prefix})` : ''} holds objects`,
        );
    } finally {
      bucket.close();
    }
  }
  return found;
}

function sqliteTables(dataDir: string): number {
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) return 0;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (
      db
        .prepare(
          "select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'",
        )
        .get() as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

/** Removes the site's database file (or tables), data folders and media objects. */
export async function emptyTarget(config: BackupConfig): Promise<void> {
  if (config.DATABASE_URL) {
    await withPostgres(config.DATABASE_URL, async (client) => {
      const { schema } = await postgresTarget(client);
      await emptyPostgresSchema(client, schema);
    });
  } else {
    await removeSqliteFiles(config.DATA_DIR);
  }
  for (const folder of [...ARCHIVED_FOLDERS, ...DERIVED_FOLDERS])
    await rm(path.join(config.DATA_DIR, folder), { recursive: true, force: true });
  const bucket = mediaBucket(config);
  if (bucket) {
    try {
      await deleteAllObjects(bucket);
    } finally {
      bucket.close();
    }
  }
}

/** The SQLite file and its companions (an empty file a server start may have left, too). */
export async function removeSqliteFiles(dataDir: string): Promise<void> {
  const file = sqliteFile(dataDir);
  for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${file}${suffix}`, { force: true });
}
