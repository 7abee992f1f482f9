// Admin settings, one JSON value per key: the security settings and the booking form's settings
// (its contact rule and workshop booking) here, and what other modules keep out of public reach
// (the Baidu push and WeChat sharing settings). A missing or unreadable value is its defaults.
import { CONTACT_RULES, DEFAULT_CONTACT_RULE } from '@refit/contract/rules';
import type { ContactSettings, SecuritySettings } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';

const SECURITY_KEY = 'security';
const SECURITY_DEFAULTS: SecuritySettings = { requireTotpForOwners: false };
const CONTACT_KEY = 'contact';
const CONTACT_DEFAULTS: ContactSettings = { contactRule: DEFAULT_CONTACT_RULE, workshopBooking: false };

/** The JSON object stored under `key`; empty when there is none or it is unreadable. */
export async function readSetting(db: Db, key: string): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('admin_setting').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return {};
  try {
    const value: unknown = JSON.parse(row.value);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function writeSetting(db: Db, key: string, settings: object): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('admin_setting')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  return { ...SECURITY_DEFAULTS, ...((await readSetting(db, SECURITY_KEY)) as Partial<SecuritySettings>) };
}

export async function writeSecuritySettings(db: Db, settings: SecuritySettings): Promise<void> {
  await writeSetting(db, SECURITY_KEY, settings);
}

export async function readContactSettings(db: Db): Promise<ContactSettings> {
  const { contactRule, workshopBooking } = await readSetting(db, CONTACT_KEY);
  // A value no version of the contract knows (an edit by hand) is the default, not a failure.
  return {
    contactRule: (CONTACT_RULES as readonly unknown[]).includes(contactRule)
      ? (contactRule as ContactSettings['contactRule'])
      : CONTACT_DEFAULTS.contactRule,
    workshopBooking: workshopBooking === true,
  };
}

export async function writeContactSettings(db: Db, settings: ContactSettings): Promise<void> {
  await writeSetting(db, CONTACT_KEY, settings);
}
