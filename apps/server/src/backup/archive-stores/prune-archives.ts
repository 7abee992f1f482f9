// BACKUP_KEEP: after a scheduled backup, only the newest scheduled archives are kept where backups
// go (a folder or a bucket's prefix). Archives made by hand, asked for by an owner or made before a
// restore have other labels and are never deleted here.
import { BACKUP_LABELS } from '@refit/contract/admin/backup-names';
import { parseArchiveName } from '../archive-file/archive-names.ts';
import type { ArchiveStore } from './archive-store.ts';

export const SCHEDULED_LABEL = BACKUP_LABELS.schedule;

/** Deletes the scheduled archives beyond the newest `keep`; answers the names deleted. */
export async function pruneScheduledArchives(store: ArchiveStore, keep: number): Promise<string[]> {
  const scheduled = (await store.list())
    .map(({ name }) => ({ name, parsed: parseArchiveName(name) }))
    .filter((archive) => archive.parsed?.label === SCHEDULED_LABEL)
    // Oldest first: by the time in the name, then by the number of those made in the same second
    // (`…-scheduled-2` comes after `…-scheduled`, which plain name order would not say).
    .sort((a, b) => a.parsed!.madeAt.getTime() - b.parsed!.madeAt.getTime() || a.parsed!.n - b.parsed!.n)
    .map((archive) => archive.name);
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of old) await store.remove(name);
  return old;
}
