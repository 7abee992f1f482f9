// While a draft preview's page renders, the site's own writes go on (an enquiry, an edit): on
// SQLite the draft is written into temporary copies of its type's tables (db/shadow-tables.ts), so
// the file's one write lock is never taken for it; on PostgreSQL each transaction has its own
// connection. Every content type, each with the draft of one of its demo items; the live rows are
// as they were afterwards. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
import { CONTENT_TYPES } from '@refit/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSideConnection } from '../../../../src/db/connect.ts';
import type { Db, SideConnection } from '../../../../src/db/connect.ts';
import { adapterOf } from '../../../../src/modules/admin/content/adapters/index.ts';
import { renderWithDraft } from '../../../../src/modules/admin/content/preview/preview-service.ts';
import { createTestApp, openSecondConnection } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

/** A write that meets a held SQLite write lock gives up after this long (SQLITE_LOCK_WAIT_MS). */
const LOCK_WAIT_MS = 300;

let app: TestApp;
let db: Db;
let side: SideConnection;
beforeAll(async () => {
  app = await createTestApp({ SQLITE_LOCK_WAIT_MS: String(LOCK_WAIT_MS) });
  db = openSecondConnection(app);
  side = openSideConnection(db);
});
afterAll(async () => {
  await side.close();
  await db.destroy();
  await app.close();
});

/** One write of the kind the site makes while an editor previews: a setting, stored at once. */
async function writeElsewhere(key: string): Promise<number> {
  const started = performance.now();
  await db.insertInto('admin_setting').values({ key, value: '{}' }).execute();
  return performance.now() - started;
}

describe('a draft preview leaves the site’s writes going on', () => {
  it.each(CONTENT_TYPES)('%s', async (type) => {
    const adapter = adapterOf(type);
    const [row] = await adapter.listRows(db, undefined);
    expect(row, `a demo ${type} item`).toBeDefined();
    const id = row?.id ?? 0;
    const live = await adapter.readLive(db, id);
    expect(live).toBeDefined();
    const document = live?.document ?? {};
    const opening = {
      ok: true as const,
      claims: { type, id, version: 1, lang: 'zh' as const, expiresAt: Date.now() + 60_000 },
      adapter,
      document,
    };

    const took = await renderWithDraft(side, opening, () => writeElsewhere(`preview-probe-${type}`));
    // Far below the lock wait: the write did not queue behind the preview's transaction.
    expect(took).toBeLessThan(LOCK_WAIT_MS);
    const probe = await db
      .selectFrom('admin_setting')
      .select('value')
      .where('key', '=', `preview-probe-${type}`)
      .executeTakeFirst();
    expect(probe?.value).toBe('{}');
    // The preview's writes went with its rollback.
    expect(await adapter.readLive(db, id)).toEqual(live);
  });
});
