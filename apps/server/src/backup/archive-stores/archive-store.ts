// Where complete archives are kept, behind one face for the backup panel, the keep rule, a
// backup's free name and a restore's download: a folder of this machine (folder-archives.ts) or a
// prefix of a bucket (s3-archives.ts). Only names of the archive pattern are ever listed or read.
import type { Readable } from 'node:stream';
import type { BackupConfig } from '../backup-target.ts';
import type { BackupLocation } from '../backup-location.ts';
import { folderArchives } from './folder-archives.ts';
import { s3Archives } from './s3-archives.ts';

export interface StoredArchive {
  name: string;
  bytes: number;
}

export interface ArchiveStore {
  readonly location: BackupLocation;
  /** The complete archives, in no order (a missing folder or empty prefix: none). */
  list(): Promise<StoredArchive[]>;
  /** The archive of that name, when there is one; names outside the pattern never are. */
  find(name: string): Promise<StoredArchive | undefined>;
  /** Its bytes, streamed, when there is one. */
  read(name: string): Promise<(StoredArchive & { stream: Readable }) | undefined>;
  remove(name: string): Promise<void>;
  /** Releases the store's connections. */
  close(): void;
}

export function archiveStore(config: BackupConfig, location: BackupLocation): ArchiveStore {
  return location.kind === 'folder' ? folderArchives(location.folder) : s3Archives(config, location);
}

/** Opens the store, runs `use` and closes it whatever happens. */
export async function withArchiveStore<T>(
  config: BackupConfig,
  location: BackupLocation,
  use: (store: ArchiveStore) => Promise<T>,
): Promise<T> {
  const store = archiveStore(config, location);
  try {
    return await use(store);
  } finally {
    store.close();
  }
}
