// The backups' entries in admin_setting, one JSON text a key, seen by every process of the site:
// the last backup (backup-record.ts) and an owner's open wish for one (backup-wish.ts).
import type { Db } from '../../db/connect.ts';

export async function readBackupSetting(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('admin_setting').select('value').where('key', '=', key).executeTakeFirst())
    ?.value;
}

export async function writeBackupSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('admin_setting')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Writes `value` only when the key has none, in one statement, so that of several processes
 * adding at once exactly one succeeds; answers whether this one did.
 */
export async function addBackupSetting(db: Db, key: string, value: string): Promise<boolean> {
  const added = await db
    .insertInto('admin_setting')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return added !== undefined;
}

export async function removeBackupSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('admin_setting').where('key', '=', key).execute();
}
