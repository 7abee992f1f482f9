// Public pages crop media library pictures around their focal point: a news cover and a gallery
// cover taken from the library carry it as object-position in the page's HTML, a moved point
// reaches the (cached) pages, and a centred one leaves the layout's own position. Runs on the
// built web app, on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpContentVersion } from '../../../src/db/content-version.ts';
import { call, signedIn } from '../../helpers/admin.ts';
import { photo, upload } from '../../helpers/media.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createWebTestApp } from '../../helpers/web-build.ts';

let app: TestApp;
let editor: string;
let media: { id: number; url: string };
let newsId: number;
let galleryId: number;

beforeAll(async () => {
  app = await createWebTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  editor = (await signedIn(app, 'editor')).cookie;
  const answer = await upload(app, editor, [{ name: 'cover.jpg', data: await photo(1200, 800) }]);
  media = answer.body.result.records[0];
  const news = await app.db.selectFrom('news').select('id').orderBy('id').executeTakeFirstOrThrow();
  const gallery = await app.db.selectFrom('car_gallery').select('id').orderBy('id').executeTakeFirstOrThrow();
  newsId = news.id;
  galleryId = gallery.id;
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('news').set({ coverImgUrl: media.url }).where('id', '=', newsId).execute();
    await trx
      .updateTable('car_gallery')
      .set({ coverImgUrl: media.url })
      .where('id', '=', galleryId)
      .execute();
    await bumpContentVersion(trx);
  });
  await app.contentVersion.invalidate();
}, 60_000);
afterAll(() => app.close());

/** The `<img>` tags of a page that show the media file. */
async function mediaImages(url: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return [...response.body.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`src="${media.url}"`));
}

const moveFocal = (focalX: number, focalY: number) =>
  call(app, 'PATCH', `/media/${media.id}`, { cookie: editor, body: { focalX, focalY } });

describe('focal point on public pages', () => {
  it('leaves a centred picture to the layout’s own position', async () => {
    for (const page of [`/news/info/${newsId}`, '/gallery']) {
      const images = await mediaImages(page);
      expect(images.length, page).toBeGreaterThan(0);
      expect(images.every((tag) => !tag.includes('object-position'))).toBe(true);
    }
  });

  it('crops a news cover and a gallery cover around the focal point set in the library', async () => {
    expect((await moveFocal(0.3, 0.8)).status).toBe(200);
    // The move renews cached pages through the content version (polled, or notified on PostgreSQL).
    await vi.waitFor(
      async () => {
        const images = await mediaImages(`/news/info/${newsId}`);
        expect(images.length).toBeGreaterThan(0);
        expect(images.every((tag) => tag.includes('object-position:30% 80%'))).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    for (const page of ['/gallery', `/gallery/${galleryId}`]) {
      const images = await mediaImages(page);
      expect(images.length, page).toBeGreaterThan(0);
      expect(
        images.every((tag) => tag.includes('object-position:30% 80%')),
        page,
      ).toBe(true);
    }
    // The page's data carries the point, so the browser's render matches the server's.
    const html = (await app.inject({ method: 'GET', url: '/gallery' })).body;
    const data = html.slice(html.indexOf('focalPoints'));
    expect(data).toContain('\\"30% 80%\\"');
  });

  it('follows a point moved again', async () => {
    expect((await moveFocal(0.655, 0.1)).status).toBe(200);
    await vi.waitFor(
      async () => {
        const images = await mediaImages('/gallery');
        expect(images.every((tag) => tag.includes('object-position:65.5% 10%'))).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
