// What a backup or restore works on, taken from the server's configuration: the database
// (SQLite in DATA_DIR, or PostgreSQL through DATABASE_URL), the data folder, the media library's
// bucket when it has one, and PostgreSQL's tools.
import type { Config } from '../config.ts';
import { createS3Client } from '../modules/media/storage/s3-storage.ts';
import { mediaS3Options } from '../modules/media/media-library.ts';
import type { MediaConfig } from '../modules/media/media-library.ts';
import type { DatabaseKind } from './archive-file/manifest.ts';
import type { Bucket } from './site-files/s3-media.ts';

export type BackupConfig = MediaConfig &
  Pick<Config, 'DATABASE_URL' | 'PG_DUMP' | 'PG_RESTORE' | 'BACKUP_DIR'>;

/** The settings a backup reads, and no others (they go to a child process; the site's other secrets stay behind). */
export function backupConfigOf(config: BackupConfig): BackupConfig {
  return {
    DATA_DIR: config.DATA_DIR,
    DATABASE_URL: config.DATABASE_URL,
    PG_DUMP: config.PG_DUMP,
    PG_RESTORE: config.PG_RESTORE,
    BACKUP_DIR: config.BACKUP_DIR,
    DEMO_PHOTO_CACHE_DIR: config.DEMO_PHOTO_CACHE_DIR,
    MEDIA_S3_BUCKET: config.MEDIA_S3_BUCKET,
    MEDIA_S3_ENDPOINT: config.MEDIA_S3_ENDPOINT,
    MEDIA_S3_REGION: config.MEDIA_S3_REGION,
    MEDIA_S3_ACCESS_KEY_ID: config.MEDIA_S3_ACCESS_KEY_ID,
    MEDIA_S3_SECRET_ACCESS_KEY: config.MEDIA_S3_SECRET_ACCESS_KEY,
    MEDIA_S3_FORCE_PATH_STYLE: config.MEDIA_S3_FORCE_PATH_STYLE,
    MEDIA_S3_PREFIX: config.MEDIA_S3_PREFIX,
  };
}

export function databaseKind(config: BackupConfig): DatabaseKind {
  return config.DATABASE_URL ? 'postgres' : 'sqlite';
}

/** The media library's bucket, when it is in one; `close` releases the client's connections. */
export function mediaBucket(config: BackupConfig): (Bucket & { close(): void }) | undefined {
  const options = mediaS3Options(config);
  if (!options) return undefined;
  const client = createS3Client(options);
  return { client, bucket: options.bucket, prefix: options.prefix, close: () => client.destroy() };
}
