// The folders of DATA_DIR a backup holds, and listing their files. The site needs `static` (the
// content files), `media` (the media library, when it is on local disk) and `enquiry-journal`
// (enquiries taken while the database was away and not stored yet). `image-cache` is left out:
// its variants are made again on demand. The SQLite file is copied through SQLite, never as a file.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const ARCHIVED_FOLDERS = ['static', 'media', 'enquiry-journal'] as const;
export type ArchivedFolder = (typeof ARCHIVED_FOLDERS)[number];
/** Derived files, removed by a restore so that no variant of the old content is served. */
export const DERIVED_FOLDERS = ['image-cache'] as const;

/** A media file still being written (storage/local-storage.ts) is not part of the library yet. */
const IN_PROGRESS = /\.partial$/;

/** Every regular file below `root`, as sorted relative paths with forward slashes; none when absent. */
export async function listFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !IN_PROGRESS.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
