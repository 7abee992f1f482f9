// The complete archives in a backup folder, for the owners' panel and its downloads: regular files
// with an archive's name only, never the `.partial` file or work folder of a backup under way or
// killed (leftovers.ts), nor a link that could lead out of the folder.
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BackupArchive, BackupMaker } from '@refit/contract/admin';
import { BACKUP_LABELS } from '@refit/contract/admin/backup-names';
import { parseArchiveName } from './archive-names.ts';

/** Who made an archive, by its label; one without a label (or with one this code does not know) was made by hand. */
const MAKERS: ReadonlyMap<string | undefined, BackupMaker> = new Map([
  [BACKUP_LABELS.schedule, 'schedule'],
  [BACKUP_LABELS.owner, 'owner'],
  [BACKUP_LABELS.restore, 'restore'],
]);

/** The archives in `folder`, newest first; none when the folder does not exist yet. */
export async function listArchives(folder: string): Promise<BackupArchive[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const archives: (BackupArchive & { n: number })[] = [];
  for (const name of names) {
    const named = parseArchiveName(name);
    const found = named && (await findArchive(folder, name));
    // Not an archive, or deleted since the listing (the keep rule).
    if (!named || !found) continue;
    archives.push({
      name,
      madeAt: named.madeAt.toISOString(),
      bytes: found.bytes,
      madeBy: MAKERS.get(named.label) ?? 'command',
      n: named.n,
    });
  }
  // Two archives of one second: the one named later (`…-2`) first.
  archives.sort((a, b) => b.madeAt.localeCompare(a.madeAt) || b.n - a.n);
  return archives.map(({ n: _n, ...archive }) => archive);
}

/** The archive `name` in `folder`, when it is one there: a regular file (not a link) of an archive's name. */
export async function findArchive(
  folder: string,
  name: string,
): Promise<{ file: string; bytes: number } | undefined> {
  if (!parseArchiveName(name)) return undefined;
  const file = path.join(folder, name);
  try {
    const stats = await lstat(file);
    return stats.isFile() ? { file, bytes: stats.size } : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
