// Admin settings, one JSON value per key.
import type { SecuritySettings } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';

const SECURITY_KEY = 'security';
const SECURITY_DEFAULTS: SecuritySettings = { requireTotpForOwners: false };

export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  const row = await db
    .selectFrom('admin_setting')
    .select('value')
    .where('key', '=', SECURITY_KEY)
    .executeTakeFirst();
  if (!row) return { ...SECURITY_DEFAULTS };
  try {
    return { ...SECURITY_DEFAULTS, ...(JSON.parse(row.value) as Partial<SecuritySettings>) };
  } catch {
    return { ...SECURITY_DEFAULTS };
  }
}

export async function writeSecuritySettings(db: Db, settings: SecuritySettings): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('admin_setting')
    .values({ key: SECURITY_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
