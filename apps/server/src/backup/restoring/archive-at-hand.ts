// `npm run restore` takes an archive on disk or in a bucket (`s3://bucket/prefix/<archive>`): one in a
// bucket is downloaded first into DATA_DIR's backup work folder, its length and SHA-256 checked
// (archive-stores/s3-archives.ts), and then restored as a file is, every entry checked before
// anything is written.
// The download is removed afterwards, whatever happened.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from '../backup-error.ts';
import { describeLocation, splitS3Archive } from '../backup-location.ts';
import type { BackupConfig } from '../backup-target.ts';
import { S3_WORK_FOLDER } from '../making/create-backup.ts';
import { WORK_PREFIX } from '../making/leftovers.ts';
import { s3Archives } from '../archive-stores/s3-archives.ts';

export async function withArchiveAtHand<T>(
  config: BackupConfig,
  archive: string,
  use: (file: string) => Promise<T>,
  progress: (message: string) => void = () => undefined,
): Promise<T> {
  const inBucket = splitS3Archive(archive);
  if (!inBucket) return use(path.resolve(archive));
  const { location, name } = inBucket;
  const folder = path.join(config.DATA_DIR, S3_WORK_FOLDER);
  await mkdir(folder, { recursive: true });
  const work = await mkdtemp(path.join(folder, WORK_PREFIX));
  const store = s3Archives(config, location);
  try {
    const file = path.join(work, name);
    progress(`Downloading ${archive}…`);
    if (!(await store.download(name, file)))
      throw new BackupError(`there is no archive ${name} in ${describeLocation(location)}`);
    return await use(file);
  } finally {
    store.close();
    await rm(work, { recursive: true, force: true });
  }
}
