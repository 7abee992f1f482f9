// The key preview tokens are signed with: PREVIEW_SECRET when set, otherwise a random key made by
// the first process that needs one and kept in the database, so every process on the database
// signs and checks alike (and tokens outlive a restart).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../../db/connect.ts';

const KEY_SETTING = 'preview-key';

export function previewKeySource(db: Db, configured: string | undefined): () => Promise<string> {
  if (configured) return () => Promise.resolve(configured);
  let key: Promise<string> | undefined;
  return () => {
    key ??= loadKey(db);
    key.catch(() => (key = undefined));
    return key;
  };
}

async function loadKey(db: Db): Promise<string> {
  await db
    .insertInto('admin_setting')
    .values({ key: KEY_SETTING, value: JSON.stringify(randomBytes(32).toString('hex')) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('admin_setting')
    .select('value')
    .where('key', '=', KEY_SETTING)
    .executeTakeFirstOrThrow();
  const value: unknown = JSON.parse(row.value);
  if (typeof value !== 'string' || value.length < 32) throw new Error('stored preview key is unusable');
  return value;
}
