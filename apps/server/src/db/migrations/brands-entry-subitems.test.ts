// Migration 0014: the menu items stored under the Brands entry (which now lists the brands
// themselves) go, with their drafts and history; a link to a brand page under another entry
// stays, and the content version is raised so caches drop the old menu.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { readContentVersion } from '../content-version.ts';
import { MENU_CATEGORY, MENU_ID } from '../seed/index.ts';
import { up } from './0015-brands-entry-subitems.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const child = (id: number, parentId: number, menuLink: string) => ({
  id,
  parentId,
  categoryCode: MENU_CATEGORY,
  name: `子菜单 ${id}`,
  nameEn: `Subitem ${id}`,
  menuLink,
  isShow: '1' as const,
  sortOrder: id,
  fileUrl: '',
});

describe('brands entry subitems migration', () => {
  it('removes what was stored under the Brands entry, and only that', async () => {
    const { db } = app;
    // As the seed of earlier versions stored them: one subitem per brand, in an order of their own.
    await db
      .insertInto('menu_item')
      .values([
        child(101, MENU_ID.brands, '/brand/2'),
        child(102, MENU_ID.brands, '/brand/1?from=menu'),
        child(103, MENU_ID.brands, '/car-list'),
        child(104, MENU_ID.about, '/brand/3'),
      ])
      .execute();
    const at = new Date().toISOString();
    for (const itemId of [101, 104]) {
      await db
        .insertInto('content_draft')
        .values({ type: 'menus', itemId, document: '{}', version: 1, publishedVersion: 1, updatedAt: at })
        .execute();
      await db
        .insertInto('content_revision')
        .values({ type: 'menus', itemId, version: 1, document: '{}', action: 'save', createdAt: at })
        .execute();
    }
    const version = await readContentVersion(db);

    await up(db as unknown as Kysely<unknown>);

    const left = await db.selectFrom('menu_item').select('id').where('id', '>', 100).execute();
    expect(left.map((row) => row.id)).toEqual([104]);
    const drafts = await db
      .selectFrom('content_draft')
      .select('itemId')
      .where('type', '=', 'menus')
      .execute();
    expect(drafts.map((row) => row.itemId)).toEqual([104]);
    const revisions = await db
      .selectFrom('content_revision')
      .select('itemId')
      .where('type', '=', 'menus')
      .execute();
    expect(revisions.map((row) => row.itemId)).toEqual([104]);
    expect(await readContentVersion(db)).toBe(version + 1);
    // The entry itself stays.
    const entry = await db.selectFrom('menu_item').select('id').where('id', '=', MENU_ID.brands).execute();
    expect(entry).toHaveLength(1);
  });
});
