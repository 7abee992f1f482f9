// `npm run restore -- ARCHIVE`: the archive is read whole and every checksum checked before
// anything is written; then it must suit this code (schema not newer) and this site (same kind of
// database, and the target empty unless forced, a forced restore backing up what is there first).
// Files are written to a staging folder inside DATA_DIR and moved into place once all are in; the
// database is brought to this code's schema; the SQLite file is moved in last, so that a server
// started meanwhile finds no half-restored site.
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BACKUP_LABELS } from '@refit/contract/admin/backup-names';
import { openDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { extractArchive, verifyArchive } from '../archive-file/archive-reader.ts';
import { BackupError } from '../backup-error.ts';
import type { BackupConfig } from '../backup-target.ts';
import { databaseKind, mediaBucket } from '../backup-target.ts';
import type { BackupResult } from '../making/create-backup.ts';
import { createBackup } from '../making/create-backup.ts';
import { ARCHIVED_FOLDERS, DERIVED_FOLDERS, listFiles } from '../site-files/data-folders.ts';
import type { Manifest } from '../archive-file/manifest.ts';
import { DATA_PREFIX, DATABASE_ENTRY } from '../archive-file/manifest.ts';
import { readPostgresFacts } from '../databases/postgres-dump.ts';
import { postgresTarget, restorePostgres, withPostgres } from '../databases/postgres-restore.ts';
import { markRestored } from './restored-marker.ts';
import { describeContents, emptyTarget, removeSqliteFiles } from './restore-target.ts';
import { uploadObject } from '../site-files/s3-media.ts';
import type { SchemaComparison } from './schema-version.ts';
import { compareSchema } from './schema-version.ts';
import { readSqliteFacts, sqliteFile } from '../databases/sqlite-snapshot.ts';

export interface RestoreOptions {
  /** Restore over a site that is not empty, after backing it up. */
  force?: boolean;
  /** Told of each step, for the command line. */
  progress?: (message: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  schema: SchemaComparison;
  /** Rows per table once restored and migrated. */
  tables: Record<string, number>;
  files: number;
  bytes: number;
  /** The backup of what a forced restore replaced. */
  replaced?: BackupResult;
  ms: number;
}

export async function restoreBackup(
  config: BackupConfig,
  archive: string,
  { force = false, progress = () => undefined }: RestoreOptions = {},
): Promise<RestoreResult> {
  const started = performance.now();
  progress(`Checking ${archive}…`);
  const manifest = await verifyArchive(archive);
  const kind = databaseKind(config);
  if (manifest.database.kind !== kind)
    throw new BackupError(
      `the archive holds a ${label(manifest.database.kind)} database and this site uses ${label(kind)}` +
        `${kind === 'postgres' ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)'}; a restore does not convert between them`,
    );
  const schema = await compareSchema(manifest.migrations.names);
  if (config.DATABASE_URL) {
    const target = await withPostgres(config.DATABASE_URL, postgresTarget);
    if (target.schema !== manifest.database.schema)
      throw new BackupError(
        `the archive holds the PostgreSQL schema "${manifest.database.schema}" and DATABASE_URL uses "${target.schema}": ` +
          `restore into a database whose schema has the archive's name (set search_path in DATABASE_URL's options)`,
      );
  }
  const contents = await describeContents(config);
  let replaced: BackupResult | undefined;
  if (contents.length > 0) {
    if (!force)
      throw new BackupError(
        `the site is not empty: ${contents.join('; ')}. Restore into an empty DATA_DIR and database, ` +
          `or add --force to replace it (what is there is backed up to BACKUP_DIR first)`,
      );
    progress('Backing up what is there before replacing it…');
    replaced = await createBackup(config, { toDir: config.BACKUP_DIR, label: BACKUP_LABELS.restore });
    progress(`  ${replaced.file}`);
    await emptyTarget(config);
  }

  await mkdir(config.DATA_DIR, { recursive: true });
  const staging = await mkdtemp(path.join(config.DATA_DIR, '.restore-'));
  try {
    progress('Writing the files…');
    const databaseEntry = DATABASE_ENTRY[kind];
    const databaseCopy = path.join(staging, path.basename(databaseEntry));
    await extractArchive(archive, manifest, (name) => {
      if (name === databaseEntry) return databaseCopy;
      if (!name.startsWith(DATA_PREFIX)) return undefined;
      const relative = name.slice(DATA_PREFIX.length);
      const folder = relative.split('/')[0];
      return ARCHIVED_FOLDERS.some((known) => known === folder)
        ? path.join(staging, 'data', ...relative.split('/'))
        : undefined;
    });

    let tables: Record<string, number>;
    if (config.DATABASE_URL) {
      progress('Restoring the database with pg_restore…');
      await restorePostgres(
        config.DATABASE_URL,
        config.PG_RESTORE,
        databaseCopy,
        path.join(staging, 'toc.list'),
      );
      await migrate(config, config.DATA_DIR, manifest);
      tables = await withPostgres(
        config.DATABASE_URL,
        async (client) => (await readPostgresFacts(client, (await postgresTarget(client)).schema)).tables,
      );
    } else {
      // Migrated where it stands (staging/site.db), before it is moved in.
      await migrate(config, staging, manifest);
      const db = new SQLite(databaseCopy, { fileMustExist: true });
      try {
        tables = readSqliteFacts(db).tables;
      } finally {
        db.close();
      }
    }

    progress('Moving the files into place…');
    const bucket = mediaBucket(config);
    try {
      for (const folder of ARCHIVED_FOLDERS) {
        const from = path.join(staging, 'data', folder);
        if (folder === 'media' && bucket) {
          for (const key of await listFiles(from)) await uploadObject(bucket, key, path.join(from, key));
          continue;
        }
        await placeFolder(from, path.join(config.DATA_DIR, folder));
      }
    } finally {
      bucket?.close();
    }
    for (const folder of DERIVED_FOLDERS)
      await rm(path.join(config.DATA_DIR, folder), { recursive: true, force: true });
    if (!config.DATABASE_URL) {
      await removeSqliteFiles(config.DATA_DIR);
      await rename(databaseCopy, sqliteFile(config.DATA_DIR));
    }
    const files = manifest.files.filter((record) => record.path.startsWith(DATA_PREFIX));
    return {
      manifest,
      schema,
      tables,
      files: files.length,
      bytes: files.reduce((sum, record) => sum + record.size, 0),
      ...(replaced ? { replaced } : {}),
      ms: performance.now() - started,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function label(kind: 'sqlite' | 'postgres'): string {
  return kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
}

/**
 * Brings the restored database to this code's schema (SQLite: the staged site.db in `dataDir`) and
 * marks it restored, so that no start seeds the demo over it.
 */
async function migrate(config: BackupConfig, dataDir: string, manifest: Manifest): Promise<void> {
  const db = openDatabase({ dataDir, databaseUrl: config.DATABASE_URL });
  try {
    await migrateToLatest(db);
    await markRestored(db, manifest.createdAt);
  } finally {
    await db.destroy();
  }
}

/** Moves a staged folder to its place; an empty folder already there (a server start's) gives way. */
async function placeFolder(from: string, to: string): Promise<void> {
  let staged: string[];
  try {
    staged = await readdir(from);
  } catch {
    return;
  }
  if (staged.length === 0) return;
  await rm(to, { recursive: true, force: true });
  await rename(from, to);
}
