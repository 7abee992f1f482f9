// `npm run backup`, scheduled backups and a forced restore's safety copy: one archive holding the
// database (copied consistent to one moment while the site runs), the data folder's files the
// site needs, the media library (from its bucket when it has one) and a manifest with a
// checksum of each. The database is copied first, then the files: a file uploaded meanwhile is
// in the archive without a row, which is harmless.
import { access, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from '../backup-error.ts';
import { describeLocation, parseBackupLocation } from '../backup-location.ts';
import { s3Archives } from '../archive-stores/s3-archives.ts';
import type { BackupConfig } from '../backup-target.ts';
import { databaseKind, mediaBucket } from '../backup-target.ts';
import { openArchiveWriter } from '../archive-file/archive-writer.ts';
import { archiveName } from '../archive-file/archive-names.ts';
import { ARCHIVED_FOLDERS, listFiles } from '../site-files/data-folders.ts';
import { removeLeftovers, WORK_PREFIX } from './leftovers.ts';
import type { DatabaseFacts } from '../databases/database-facts.ts';
import type { FileRecord, Manifest } from '../archive-file/manifest.ts';
import { ARCHIVE_FORMAT, DATA_PREFIX, DATABASE_ENTRY, FORMAT_VERSION } from '../archive-file/manifest.ts';
import { dumpPostgres } from '../databases/postgres-dump.ts';
import { downloadObject, listObjects } from '../site-files/s3-media.ts';
import { copySqlite } from '../databases/sqlite-snapshot.ts';

export interface BackupResult {
  /** The archive's path, or its `s3://bucket/prefix/name` in a bucket. */
  file: string;
  /** The archive's size. */
  bytes: number;
  ms: number;
  manifest: Manifest;
}

export interface BackupOptions {
  /** Where the archive goes: a folder, or `s3://bucket/prefix` (backup-location.ts). */
  toDir: string;
  /** A word after the time in the archive's name (`scheduled`, `before-restore`). */
  label?: string;
}

const NOT_INCLUDED = [
  'image-cache: variants of the content images, made again on demand',
  "the demo photographs' cache outside the data folder (DEMO_PHOTO_CACHE_DIR), made again on demand",
  'the configuration: environment variables and secrets (CAPTCHA_HMAC_KEY, PREVIEW_SECRET, SMTP and S3 keys)',
  'the built web app, made by npm run build',
];

/** Work files of backups bound for a bucket, in DATA_DIR (never archived: not one of ARCHIVED_FOLDERS). */
export const S3_WORK_FOLDER = 'backup-work';

export async function createBackup(config: BackupConfig, options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const kind = databaseKind(config);
  const location = parseBackupLocation(options.toDir);
  // In a bucket, the archive is made on this machine's disk first, then uploaded whole.
  const local = location.kind === 'folder' ? location.folder : path.join(config.DATA_DIR, S3_WORK_FOLDER);
  await mkdir(local, { recursive: true });
  const store = location.kind === 's3' ? s3Archives(config, location) : undefined;
  const name = await archiveName(
    (candidate) =>
      store
        ? store.find(candidate).then(Boolean)
        : access(path.join(local, candidate)).then(
            () => true,
            () => false,
          ),
    new Date(),
    options.label,
  );
  const finalPath = path.join(local, name);
  // The database's copy waits beside the archive, where there is room for the archive too.
  await removeLeftovers(local);
  const work = await mkdtemp(path.join(local, WORK_PREFIX));
  const bucket = mediaBucket(config);
  try {
    const copy = path.join(work, path.basename(DATABASE_ENTRY[kind]));
    let facts: DatabaseFacts & { schema?: string; serverVersion?: string };
    if (config.DATABASE_URL) facts = await dumpPostgres(config.DATABASE_URL, config.PG_DUMP, copy);
    else facts = await copySqlite(config.DATA_DIR, copy);

    const writer = await openArchiveWriter(finalPath);
    try {
      const files: FileRecord[] = [await writer.addFile(DATABASE_ENTRY[kind], copy)];
      await rm(copy, { force: true });
      for (const folder of ARCHIVED_FOLDERS) {
        if (folder === 'media' && bucket) continue;
        const root = path.join(config.DATA_DIR, folder);
        for (const relative of await listFiles(root)) {
          const record = await addIfPresent(() =>
            writer.addFile(`${DATA_PREFIX}${folder}/${relative}`, path.join(root, relative)),
          );
          if (record) files.push(record);
        }
      }
      if (bucket) {
        for (const { key } of await listObjects(bucket)) {
          const object = await downloadObject(bucket, key);
          // Deleted since the listing: not part of the library any more.
          if (!object) continue;
          files.push(await writer.addStream(`${DATA_PREFIX}media/${key}`, object.size, object.stream));
        }
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        createdBy: `refit-showcase, Node ${process.version}`,
        database: {
          kind,
          ...(facts.schema ? { schema: facts.schema } : {}),
          ...(facts.serverVersion ? { serverVersion: facts.serverVersion } : {}),
        },
        migrations: {
          count: facts.migrations.length,
          latest: facts.migrations.at(-1) ?? null,
          names: facts.migrations,
        },
        tables: facts.tables,
        media: bucket
          ? { storage: 's3', bucket: bucket.bucket, prefix: bucket.prefix }
          : { storage: 'local' },
        notIncluded: NOT_INCLUDED,
        files,
      };
      const { bytes } = await writer.finish(
        manifest,
        store && (async (file) => void (await store.upload(file, name))),
      );
      const file = store ? `${describeLocation(location)}/${name}` : finalPath;
      return { file, bytes, ms: performance.now() - started, manifest };
    } catch (error) {
      await writer.abort();
      throw error;
    }
  } finally {
    bucket?.close();
    store?.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** A file deleted between the listing and its copy (a media item removed meanwhile) is skipped. */
async function addIfPresent(add: () => Promise<FileRecord>): Promise<FileRecord | undefined> {
  try {
    return await add();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Checks that the folder an archive goes to can be written, in words. */
export async function assertWritableFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    if (!(await stat(folder)).isDirectory()) throw new Error('not a folder');
  } catch (error) {
    throw new BackupError(`cannot write backups to ${folder}: ${(error as Error).message}`);
  }
}
