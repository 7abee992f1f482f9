// An owner's wish for a backup now, kept in admin_setting rather than in the asking process: any
// process of the site may hold the backup job's lease (decision 0044), and the one that does makes
// the backup (backup-job.ts). The wish stays open from the ask until that backup has ended, so a
// second ask meanwhile (a double click, another owner, another process) joins it: one backup,
// not two. A process that dies while making it leaves the wish open for the next holder.
import type { Db } from '../../db/connect.ts';
import {
  addBackupSetting,
  readBackupSetting,
  removeBackupSetting,
  writeBackupSetting,
} from './backup-settings.ts';

export interface BackupWish {
  askedAt: string;
  /** The owner who asked (admin_user id); a later ask that joins the wish does not change it. */
  askedBy: number;
  /** When a process began making it. */
  startedAt?: string;
}

const WISH = 'backup.wish';

export async function openBackupWish(db: Db): Promise<BackupWish | undefined> {
  const text = await readBackupSetting(db, WISH);
  return text === undefined ? undefined : (JSON.parse(text) as BackupWish);
}

/** Opens a wish unless one is open; answers the open wish and whether this ask opened it. */
export async function askForBackup(
  db: Db,
  askedBy: number,
  at = new Date(),
): Promise<{ opened: boolean; wish: BackupWish }> {
  const wish: BackupWish = { askedAt: at.toISOString(), askedBy };
  // Twice at most: the open wish may close between the add that found it and the read.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await addBackupSetting(db, WISH, JSON.stringify(wish))) return { opened: true, wish };
    const open = await openBackupWish(db);
    if (open) return { opened: false, wish: open };
  }
  throw new Error('the wish for a backup could not be recorded');
}

/** Notes that the lease holder has begun making the wished backup. */
export async function startBackupWish(db: Db, wish: BackupWish, startedAt: string): Promise<void> {
  await writeBackupSetting(db, WISH, JSON.stringify({ ...wish, startedAt } satisfies BackupWish));
}

/** The wished backup has ended, made or failed: the next ask opens a new wish. */
export async function closeBackupWish(db: Db): Promise<void> {
  await removeBackupSetting(db, WISH);
}
