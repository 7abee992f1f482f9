// The last backup the site made (scheduled or asked for by an owner), kept in admin_setting so that
// every process sees it: its time, result, archive and size; and the last scheduled one that
// succeeded, which says whether the day's backup is still due.
import type { Db } from '../db/connect.ts';

export interface BackupRecord {
  startedAt: string;
  endedAt: string;
  ok: boolean;
  trigger: 'schedule' | 'owner';
  file?: string;
  bytes?: number;
  error?: string;
}

const LAST = 'backup.last';
const LAST_SCHEDULED_OK = 'backup.lastScheduledOk';

async function read(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('admin_setting').select('value').where('key', '=', key).executeTakeFirst())
    ?.value;
}

async function write(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('admin_setting')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

export async function lastBackup(db: Db): Promise<BackupRecord | undefined> {
  const text = await read(db, LAST);
  return text === undefined ? undefined : (JSON.parse(text) as BackupRecord);
}

export async function recordBackup(db: Db, record: BackupRecord): Promise<void> {
  await write(db, LAST, JSON.stringify(record));
  if (record.ok && record.trigger === 'schedule') await write(db, LAST_SCHEDULED_OK, record.startedAt);
}

/** When the last scheduled backup that succeeded started (ms), or 0. */
export async function lastScheduledSuccess(db: Db): Promise<number> {
  const text = await read(db, LAST_SCHEDULED_OK);
  return text === undefined ? 0 : Date.parse(text);
}
