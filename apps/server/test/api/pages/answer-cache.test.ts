// The API answer cache seen from outside: junk parameters share one entry, and a write by
// another connection (another process, the admin, an SQL fix) reaches the answers once it
// raises the content version, within the poll interval. Runs on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../../../src/db/content-version.ts';
import { openSecondConnection, createTestApp, get } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const POLL_MS = 50;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CONTENT_VERSION_POLL_MS: String(POLL_MS) });
});
afterAll(() => app.close());

const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('API answer cache', () => {
  it('files answers by call and validated query, so junk parameters share one entry', async () => {
    app.answerCache.clear();
    const plain = await get(app, 'getCarList', { brandId: '1' });
    const junk = await get(app, 'getCarList', { brandId: '1', utm_source: 'x', _: String(Date.now()) });
    const reordered = await app.inject({ method: 'GET', url: '/api/cmst/index/getCarList?zzz=1&brandId=1' });
    expect(junk.body).toEqual(plain.body);
    expect(reordered.headers.etag).toBe(plain.headers.etag);
    expect(app.answerCache.size.entries).toBe(1);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(app, 'getBrandList');
    const again = await app.inject({
      method: 'GET',
      url: '/api/cmst/index/getBrandList',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a write through another connection shows once the version is raised', async () => {
    const before = await get(app, 'getBrandList');
    const name = before.body.result[0].brandNameEn as string;
    const other = openSecondConnection(app);
    try {
      // An SQL fix without a bump is not seen: the cache is keyed on the version.
      await other
        .updateTable('brand')
        .set({ brandNameEn: `${name} Fixed` })
        .where('brandNameEn', '=', name)
        .execute();
      await until(POLL_MS * 3);
      expect((await get(app, 'getBrandList')).body.result[0].brandNameEn).toBe(name);

      await other.transaction().execute((trx) => bumpContentVersion(trx));
      await until(POLL_MS * 3);
      const after = await get(app, 'getBrandList');
      expect(after.body.result[0].brandNameEn).toBe(`${name} Fixed`);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await other
        .updateTable('brand')
        .set({ brandNameEn: name })
        .where('brandNameEn', '=', `${name} Fixed`)
        .execute();
      await other.destroy();
    }
  });

  it('enquiries and visit traces do not raise the version', async () => {
    const version = await app.contentVersion.current();
    await app.inject({
      method: 'POST',
      url: '/api/cmst/index/userTrace?browseType=menu&relatedId=1&deviceType=PC&languages=cn',
      headers: { 'content-type': 'application/json' },
    });
    app.contentVersion.invalidate();
    expect(await app.contentVersion.current()).toBe(version);
  });
});
