// The site's own pictures in the media library: the demo's seeded pictures are listed with where
// they are used, and so is any picture content names from the static folder on a site whose
// content was not seeded by the demo; they are registered once, served where they are, kept while
// used, and their focal point reaches the pages.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carId } from '../../../../src/db/seed/index.ts';
import { listFocalPoints } from '../../../../src/modules/media/repository.ts';
import { call, signedIn } from '../../../helpers/admin.ts';
import { photo } from '../../../helpers/media.ts';
import { createTestApp, createTwinApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let editor: string;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  editor = (await signedIn(app, 'editor')).cookie;
});
afterAll(() => app.close());

interface Listed {
  id: number;
  url: string;
  sitePath: string | null;
  name: string;
  kind: string;
  width: number | null;
  variants: { url: string }[];
  variantsTotal: number;
}

async function siteFile(sitePath: string): Promise<Listed | undefined> {
  const found = await call(app, 'GET', `/media?pageSize=100&q=${encodeURIComponent(sitePath)}`, {
    cookie: editor,
  });
  expect(found.status).toBe(200);
  return (found.body.result.records as Listed[]).find((record) => record.sitePath === sitePath);
}

describe("the demo's pictures", () => {
  it('are in the library from the start, each served where the site serves it', async () => {
    const all = await call(app, 'GET', '/media?pageSize=1', { cookie: editor });
    expect(all.body.result.total).toBeGreaterThan(100);
    const photoRecord = await siteFile('car/mclaren-1.jpg');
    expect(photoRecord).toMatchObject({
      url: '/api/static/car/mclaren-1.jpg',
      name: 'car/mclaren-1.jpg',
      kind: 'image',
      variantsTotal: 0,
    });
    expect(photoRecord!.width).toBeGreaterThan(0);
    expect(photoRecord!.variants[0]?.url).toMatch(/^\/api\/image\/\d+\.avif\/car\/mclaren-1\.jpg$/);
    expect((await app.inject({ method: 'GET', url: photoRecord!.url })).statusCode).toBe(200);
    // The library's own address is for uploads only.
    expect(
      (await app.inject({ method: 'GET', url: `/media/${photoRecord!.id}/mclaren-1.jpg` })).statusCode,
    ).toBe(404);
    expect(await siteFile('car/mclaren-1-icon.svg')).toMatchObject({ kind: 'svg' });
  });

  it('tell where they are used: image fields, lists and rich text', async () => {
    const car = await siteFile('car/mclaren-1.jpg');
    const detail = await call(app, 'GET', `/media/${car!.id}`, { cookie: editor });
    expect(detail.body.result.usedBy).toContainEqual(
      expect.objectContaining({ type: 'cars', id: carId('mclaren', 1) }),
    );
    const inline = await siteFile('news/news-3.jpg');
    const news = await app.db
      .selectFrom('news')
      .select('id')
      .where('content', 'like', '%news/news-3.jpg%')
      .execute();
    expect(news.length).toBeGreaterThan(0);
    const used = await call(app, 'GET', `/media/${inline!.id}`, { cookie: editor });
    const newsIds = (used.body.result.usedBy as { type: string; id: number }[])
      .filter((usage) => usage.type === 'news')
      .map((usage) => usage.id);
    for (const { id } of news) expect(newsIds).toContain(id);
  });

  it('is refused deletion while used, like any file', async () => {
    const car = await siteFile('car/mclaren-1.jpg');
    const refused = await call(app, 'DELETE', `/media/${car!.id}`, { cookie: editor });
    expect(refused.status).toBe(409);
    expect((await app.inject({ method: 'GET', url: car!.url })).statusCode).toBe(200);
  });
});

describe('a site whose content was not seeded by the demo', () => {
  it('finds the pictures its content names at the next start, once each, and lets an unused one go', async () => {
    const staticDir = path.join(app.config.DATA_DIR, 'static');
    await mkdir(path.join(staticDir, 'uploads'), { recursive: true });
    await writeFile(path.join(staticDir, 'uploads/old-badge.png'), await photo(120, 80, 'png'));
    await writeFile(path.join(staticDir, 'uploads/story_inline.jpg'), await photo(160, 90, 'jpeg'));
    const brand = await app.db
      .selectFrom('brand')
      .select(['id', 'brandIconUrl'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const story = await app.db
      .selectFrom('news')
      .select(['id', 'content'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('brand')
      .set({ brandIconUrl: '/uploads/old-badge.png' })
      .where('id', '=', brand.id)
      .execute();
    await app.db
      .updateTable('news')
      .set({ content: `${story.content}<p><img src="/api/static/uploads/story_inline.jpg" alt=""></p>` })
      .where('id', '=', story.id)
      .execute();
    // Named by content but not on disk: nothing to list.
    await app.db
      .updateTable('news')
      .set({ coverImgUrl: 'uploads/never-copied.jpg' })
      .where('id', '=', story.id)
      .execute();
    const before = (await call(app, 'GET', '/media?pageSize=1', { cookie: editor })).body.result
      .total as number;

    const restarted = await createTwinApp(app);
    await restarted.close();
    const again = await createTwinApp(app);
    await again.close();

    const after = (await call(app, 'GET', '/media?pageSize=1', { cookie: editor })).body.result
      .total as number;
    expect(after).toBe(before + 2);
    const badge = await siteFile('uploads/old-badge.png');
    expect(badge).toMatchObject({ kind: 'image', width: 120, url: '/api/static/uploads/old-badge.png' });
    const badgeDetail = await call(app, 'GET', `/media/${badge!.id}`, { cookie: editor });
    expect(badgeDetail.body.result.usedBy).toEqual([
      { type: 'brands', id: brand.id, title: expect.any(String), draft: false },
    ]);
    const inline = await siteFile('uploads/story_inline.jpg');
    const inlineDetail = await call(app, 'GET', `/media/${inline!.id}`, { cookie: editor });
    expect(inlineDetail.body.result.usedBy).toEqual([
      { type: 'news', id: story.id, title: expect.any(String), draft: false },
    ]);
    expect(await siteFile('uploads/never-copied.jpg')).toBeUndefined();

    // A focal point moved in the library reaches the pages by the file's address.
    await call(app, 'PATCH', `/media/${badge!.id}`, { cookie: editor, body: { focalX: 0.2, focalY: 0.8 } });
    expect(await listFocalPoints(app.db)).toMatchObject({ '/api/static/uploads/old-badge.png': '20% 80%' });

    // No longer used: deleting it removes the file from the site too.
    await app.db
      .updateTable('brand')
      .set({ brandIconUrl: brand.brandIconUrl })
      .where('id', '=', brand.id)
      .execute();
    const deleted = await call(app, 'DELETE', `/media/${badge!.id}`, { cookie: editor });
    expect(deleted.status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/static/uploads/old-badge.png' })).statusCode).toBe(
      404,
    );
    expect(await siteFile('uploads/old-badge.png')).toBeUndefined();
  });
});
