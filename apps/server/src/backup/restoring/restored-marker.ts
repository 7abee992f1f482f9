// A restored database is marked as such, so that a server start never seeds the demo catalogue
// over it, even when the site it came from had no brand (the seed looks for a brand otherwise).
import type { Db } from '../../db/connect.ts';
import { RESTORED_SETTING } from '../../db/seed/index.ts';

export async function markRestored(db: Db, archiveCreatedAt: string): Promise<void> {
  await db
    .insertInto('admin_setting')
    .values({ key: RESTORED_SETTING, value: archiveCreatedAt })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: archiveCreatedAt }))
    .execute();
}
