// Stored list positions: used only while computed at the database's content version, computed once
// however many readers find them out of date, by one of several processes at a time, and never read
// by a draft preview. Runs on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openSecondConnection } from '../../test/helpers/test-app.ts';
import type { TestApp } from '../../test/helpers/test-app.ts';
import { newsLists } from '../modules/news/repository.ts';
import type { Db } from './connect.ts';
import { bumpContentVersion, readContentVersion } from './content-version.ts';
import { computeListPositions, listPositionStats, readStoredPage } from './list-positions.ts';
import { withReadScope } from './read-scope.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const bump = (db: Db) => db.transaction().execute((trx) => bumpContentVersion(trx));

/** The published news, newest first: what the `all` list of the news family holds. */
async function newsIds(): Promise<number[]> {
  const rows = await app.db
    .selectFrom('news')
    .select('id')
    .where('publishStatus', '=', '1')
    .orderBy('publishDate', 'desc')
    .orderBy('sortOrder')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

async function computedVersion(): Promise<number | undefined> {
  const row = await app.db
    .selectFrom('list_position_state')
    .select('version')
    .where('family', '=', newsLists.name)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.version);
}

const page = (offset: number, limit: number) => readStoredPage(app.db, newsLists, 'all', { offset, limit });

describe('stored list positions', () => {
  it('answers nothing until computed at the current version, then pages and totals', async () => {
    await bump(app.db);
    expect(await page(0, 3)).toBeUndefined();
    await computeListPositions(app.db, newsLists);
    expect(await computedVersion()).toBe(await readContentVersion(app.db));
    const all = await newsIds();
    expect(all.length).toBeGreaterThan(4);
    expect(await page(0, 3)).toEqual({ ids: all.slice(0, 3), total: all.length });
    expect(await page(3, 100)).toEqual({ ids: all.slice(3), total: all.length });
    expect(await page(all.length, 5)).toEqual({ ids: [], total: all.length });
    expect(await readStoredPage(app.db, newsLists, 'brand:999999', { offset: 0, limit: 5 })).toEqual({
      ids: [],
      total: 0,
    });
  });

  it('a stale read starts computing by itself, and the next read after it uses the positions', async () => {
    await bump(app.db);
    expect(await page(0, 2)).toBeUndefined();
    // The read above started the computation; asking again joins it.
    await computeListPositions(app.db, newsLists);
    expect(await page(0, 2)).toEqual({ ids: (await newsIds()).slice(0, 2), total: (await newsIds()).length });
  });

  it('computing after a change waits for a run that may have read the version before it, then is current', async () => {
    await bump(app.db);
    // Starts a run at this version in the background…
    expect(await page(0, 1)).toBeUndefined();
    // …and the content changes again while it may still be going.
    await bump(app.db);
    await computeListPositions(app.db, newsLists);
    expect(await computedVersion()).toBe(await readContentVersion(app.db));
    expect(await page(0, 1)).toBeDefined();
  });

  it('follows a content change once the version is raised, not before', async () => {
    await computeListPositions(app.db, newsLists);
    const [first] = await newsIds();
    await app.db.updateTable('news').set({ publishStatus: '0' }).where('id', '=', first!).execute();
    try {
      // Without a raise the positions still count as current (as every cache keyed on the version).
      expect((await page(0, 1))?.ids).toEqual([first]);
      await bump(app.db);
      expect(await page(0, 1)).toBeUndefined();
      await computeListPositions(app.db, newsLists);
      const after = await page(0, 100);
      expect(after?.ids).not.toContain(first);
      expect(after?.ids).toEqual(await newsIds());
    } finally {
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('news').set({ publishStatus: '1' }).where('id', '=', first!).execute();
        await bumpContentVersion(trx);
      });
    }
  });

  it('computes once for many readers in a process, and once among processes', async () => {
    await bump(app.db);
    const computedBefore = listPositionStats(app.db).computed;
    await Promise.all(Array.from({ length: 5 }, () => computeListPositions(app.db, newsLists)));
    expect(listPositionStats(app.db).computed).toBe(computedBefore + 1);
    const other = openSecondConnection(app);
    try {
      await bump(other);
      const bothBefore = listPositionStats(app.db).computed + listPositionStats(other).computed;
      await Promise.all([computeListPositions(app.db, newsLists), computeListPositions(other, newsLists)]);
      // One wrote them; the other waited on the family's row and found them current.
      expect(listPositionStats(app.db).computed + listPositionStats(other).computed).toBe(bothBefore + 1);
      expect(await computedVersion()).toBe(await readContentVersion(app.db));
      const all = await newsIds();
      expect(await readStoredPage(other, newsLists, 'all', { offset: 0, limit: 1000 })).toEqual({
        ids: all,
        total: all.length,
      });
      const stored = await app.db
        .selectFrom('list_position')
        .select('position')
        .where('family', '=', 'news')
        .where('list', '=', 'all')
        .execute();
      expect(stored.length).toBe(all.length);
    } finally {
      await other.destroy();
    }
  });

  it('is never read by a draft preview, whose content no positions were computed for', async () => {
    await computeListPositions(app.db, newsLists);
    expect(await page(0, 1)).toBeDefined();
    expect(await withReadScope(app.db, () => page(0, 1))).toBeUndefined();
  });
});
