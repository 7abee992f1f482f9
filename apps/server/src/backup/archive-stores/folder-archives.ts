// Archives in a folder of this machine: regular files of an archive's name only, never the
// `.partial` file or work folder of a backup under way or killed (making/leftovers.ts), nor a link
// that could lead out of the folder.
import { createReadStream } from 'node:fs';
import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArchiveName } from '../archive-file/archive-names.ts';
import type { ArchiveStore, StoredArchive } from './archive-store.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function folderArchives(folder: string): ArchiveStore {
  async function find(name: string): Promise<StoredArchive | undefined> {
    if (!parseArchiveName(name)) return undefined;
    try {
      const stats = await lstat(path.join(folder, name));
      return stats.isFile() ? { name, bytes: stats.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
  return {
    location: { kind: 'folder', folder },
    async list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const found: StoredArchive[] = [];
      for (const name of names) {
        // Deleted since the listing (the keep rule) or not an archive: left out.
        const archive = await find(name);
        if (archive) found.push(archive);
      }
      return found;
    },
    find,
    async read(name) {
      const archive = await find(name);
      return archive && { ...archive, stream: createReadStream(path.join(folder, name)) };
    },
    async remove(name) {
      if (parseArchiveName(name)) await rm(path.join(folder, name), { force: true });
    },
    close: () => undefined,
  };
}
