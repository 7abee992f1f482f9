// BACKUP_KEEP: after a scheduled backup, only the newest scheduled archives are kept in BACKUP_DIR.
// Archives made by hand or before a restore have other names and are never deleted here.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_PREFIX, ARCHIVE_SUFFIX } from './archive-names.ts';

export const SCHEDULED_LABEL = 'scheduled';

const SCHEDULED = new RegExp(
  `^${ARCHIVE_PREFIX}\\d{8}-\\d{6}Z-${SCHEDULED_LABEL}(-\\d+)?\\${ARCHIVE_SUFFIX}$`,
);

/** Deletes the scheduled archives beyond the newest `keep`; answers the names deleted. */
export async function pruneScheduledArchives(folder: string, keep: number): Promise<string[]> {
  // Names sort by time: the UTC time is in them, with a fixed width.
  const scheduled = (await readdir(folder)).filter((name) => SCHEDULED.test(name)).sort();
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of old) await rm(path.join(folder, name), { force: true });
  return old;
}
