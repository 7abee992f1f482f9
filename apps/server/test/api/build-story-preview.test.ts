// A gallery's build story in a draft preview (decisions 0028, 0067): the preview renders the saved
// draft's story, parts and before/after pair through the galleries adapter's live tables, while
// visitors keep the published gallery without them.
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from '../helpers/admin.ts';
import { contentApi, expectOk } from '../helpers/content.ts';
import type { ContentApi } from '../helpers/content.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createWebTestApp } from '../helpers/web-build.ts';

/** The demo's 911 Turbo S gallery on a rainy night: no story. */
const RAINY_NIGHT = 12;

let app: TestApp;
let editor: ContentApi;

beforeAll(async () => {
  app = await createWebTestApp({ CONTENT_VERSION_POLL_MS: '60000' });
  editor = contentApi(app, (await signedIn(app, 'editor')).cookie);
});
afterAll(() => app.close());

async function pageHtml(url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  expect(response.statusCode).toBe(200);
  return response.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(response.rawPayload).toString('utf8')
    : response.body;
}

it('shows the draft story, parts and pair in the preview, and visitors the published gallery', async () => {
  const [part] = await app.db
    .selectFrom('product')
    .select(['id', 'nameEn'])
    .where('carId', '=', 7)
    .orderBy('id')
    .limit(1)
    .execute();
  const item = expectOk(await editor.get('galleries', RAINY_NIGHT));
  expectOk(
    await editor.save('galleries', RAINY_NIGHT, item.version, {
      ...item.document,
      storyEn: '<p>A draft story of the <strong>rainy night</strong>.</p>',
      parts: [{ productId: part!.id }],
      beforeImgUrl: 'gallery/porsche-1-2.jpg',
      afterImgUrl: 'car/porsche-1.jpg',
    }),
  );
  const { url } = expectOk(await editor.preview('galleries', RAINY_NIGHT, 'en')) as { url: string };
  const preview = await pageHtml(url);
  expect(preview).toContain('A draft story of the <strong>rainy night</strong>.');
  expect(preview).toContain(part!.nameEn);
  expect(preview).toContain('type="range"');

  const live = await pageHtml(`/gallery/${RAINY_NIGHT}?l=en`);
  expect(live).not.toContain('A draft story');
  expect(live).not.toContain('type="range"');
  expect(
    await app.db.selectFrom('gallery_part').select('id').where('galleryId', '=', RAINY_NIGHT).execute(),
  ).toEqual([]);
});
