// The complete archives where backups go, for the owners' panel: newest first, with when each was
// made, its size and who made it (by its name's label).
import type { BackupArchive, BackupMaker } from '@refit/contract/admin';
import { BACKUP_LABELS } from '@refit/contract/admin/backup-names';
import { parseArchiveName } from '../archive-file/archive-names.ts';
import type { ArchiveStore } from './archive-store.ts';

/** Who made an archive, by its label; one without a label (or with one this code does not know) was made by hand. */
const MAKERS: ReadonlyMap<string | undefined, BackupMaker> = new Map([
  [BACKUP_LABELS.schedule, 'schedule'],
  [BACKUP_LABELS.owner, 'owner'],
  [BACKUP_LABELS.restore, 'restore'],
]);

/** The store's archives, newest first. */
export async function listArchives(store: ArchiveStore): Promise<BackupArchive[]> {
  const archives: (BackupArchive & { n: number })[] = [];
  for (const { name, bytes } of await store.list()) {
    const named = parseArchiveName(name);
    if (!named) continue;
    archives.push({
      name,
      madeAt: named.madeAt.toISOString(),
      bytes,
      madeBy: MAKERS.get(named.label) ?? 'command',
      n: named.n,
    });
  }
  // Two archives of one second: the one named later (`…-2`) first.
  archives.sort((a, b) => b.madeAt.localeCompare(a.madeAt) || b.n - a.n);
  return archives.map(({ n: _n, ...archive }) => archive);
}
