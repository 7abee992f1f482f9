// The last backup the site made (scheduled or asked for by an owner), kept in admin_setting so that
// every process sees it: its time, result, archive and size, and who asked for it; and the last
// scheduled one that succeeded, which says whether the day's backup is still due.
import type { Db } from '../../db/connect.ts';
import { readBackupSetting, writeBackupSetting } from './backup-settings.ts';

export interface BackupRecord {
  startedAt: string;
  endedAt: string;
  ok: boolean;
  trigger: 'schedule' | 'owner';
  file?: string;
  bytes?: number;
  error?: string;
  /** The owner who asked for it (an admin_user id); absent for a scheduled one. */
  askedBy?: number;
}

const LAST = 'backup.last';
const LAST_SCHEDULED_OK = 'backup.lastScheduledOk';

export async function lastBackup(db: Db): Promise<BackupRecord | undefined> {
  const text = await readBackupSetting(db, LAST);
  return text === undefined ? undefined : (JSON.parse(text) as BackupRecord);
}

export async function recordBackup(db: Db, record: BackupRecord): Promise<void> {
  await writeBackupSetting(db, LAST, JSON.stringify(record));
  if (record.ok && record.trigger === 'schedule')
    await writeBackupSetting(db, LAST_SCHEDULED_OK, record.startedAt);
}

/** When the last scheduled backup that succeeded started (ms), or 0. */
export async function lastScheduledSuccess(db: Db): Promise<number> {
  const text = await readBackupSetting(db, LAST_SCHEDULED_OK);
  return text === undefined ? 0 : Date.parse(text);
}
