// An item page's own words and picture for search engines and chat apps (the form's "search and
// sharing" section): saved with the item by the admin, answered in the public record's `seo` only
// when written, and put first in the page's title, description and share card, each in its
// language, the content standing in for what is empty. Bad values are refused beside their field.
import zlib from 'node:zlib';
import { SEARCH_AND_SHARING_LIMITS, itemAddress } from '@refit/contract/content-types';
import type { ContentType } from '@refit/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { get } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { createWebTestApp } from '../../../helpers/web-build.ts';

let app: TestApp;
let editor: ContentApi;

beforeAll(async () => {
  app = await createWebTestApp();
  editor = contentApi(app, (await signedIn(app, 'editor')).cookie);
});
afterAll(() => app.close());

/** The public call of each type's detail and the name of its id parameter. */
const DETAIL_CALLS = {
  news: ['getNewsDetail', 'id'],
  cars: ['getRefitCarInfo', 'carId'],
  products: ['getProductInfo', 'id'],
  galleries: ['getCarGalleryById', 'id'],
} as const satisfies Partial<Record<ContentType, readonly [string, string]>>;
type SharedType = keyof typeof DETAIL_CALLS;

async function publicRecord(type: SharedType, id: number) {
  const [name, param] = DETAIL_CALLS[type];
  const { status, body } = await get(app, name, { [param]: String(id) });
  expect(status).toBe(200);
  return body.result as Record<string, unknown>;
}

async function pageHtml(url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(response.statusCode).toBe(200);
  return response.headers['content-encoding'] === 'gzip'
    ? zlib.gunzipSync(response.rawPayload).toString('utf8')
    : response.body;
}

const tagContent = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const titleOf = (html: string) => tagContent(html, /<title>([^<]*)<\/title>/);
const metaOf = (html: string, attribute: 'name' | 'property', key: string) =>
  tagContent(html, new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));

/** Saves the item with its search and sharing fields changed, and publishes it. */
async function publishWith(type: SharedType, id: number, fields: Record<string, string>) {
  const item = expectOk(await editor.get(type, id));
  const saved = expectOk(await editor.save(type, id, item.version, { ...item.document, ...fields }));
  expectOk(await editor.publish(type, id, saved.version));
}

describe('search and sharing fields', () => {
  it('are absent from a demo record that has none, which answers as before', async () => {
    for (const type of Object.keys(DETAIL_CALLS) as SharedType[]) {
      const record = await publicRecord(type, 2);
      expect(record).not.toHaveProperty('seo');
      expect(record).not.toHaveProperty('seoTitle');
    }
  });

  for (const type of Object.keys(DETAIL_CALLS) as SharedType[]) {
    it(`lead the ${type} page's title, description and share picture in Chinese`, async () => {
      const fields = {
        seoTitle: `搜索标题·${type}`,
        seoTitleEn: '',
        seoDescription: `为搜索引擎写的一句话·${type}`,
        seoDescriptionEn: '',
        shareImgUrl: 'car/bentley-1.jpg',
      };
      await publishWith(type, 1, fields);

      expect((await publicRecord(type, 1)).seo).toEqual(fields);
      const address = itemAddress(type, 1, expectOk(await editor.get(type, 1)).document);
      const zh = await pageHtml(`${address}?l=zh`);
      expect(titleOf(zh)).toMatch(new RegExp(` - 搜索标题·${type}$`));
      expect(metaOf(zh, 'property', 'og:title')).toBe(titleOf(zh));
      expect(metaOf(zh, 'name', 'description')).toBe(fields.seoDescription);
      expect(metaOf(zh, 'property', 'og:description')).toBe(fields.seoDescription);
      expect(metaOf(zh, 'property', 'og:image')).toContain('bentley-1');

      // English has no words of its own: its page keeps the English content's, not the Chinese.
      const en = await pageHtml(`${address}?l=en`);
      expect(titleOf(en)).not.toContain('搜索标题');
      expect(metaOf(en, 'name', 'description') ?? '').not.toContain('为搜索引擎写的');
      expect(metaOf(en, 'property', 'og:image')).toContain('bentley-1');
    });
  }

  it('give the English page its own title and description when written', async () => {
    await publishWith('news', 3, {
      seoTitle: '',
      seoTitleEn: 'A headline written for search',
      seoDescription: '',
      seoDescriptionEn: 'One sentence for the search result.',
      shareImgUrl: '',
    });
    const en = await pageHtml('/news/info/3?l=en');
    expect(titleOf(en)).toMatch(/ - A headline written for search$/);
    expect(metaOf(en, 'name', 'description')).toBe('One sentence for the search result.');
    const zh = await pageHtml('/news/info/3?l=zh');
    expect(titleOf(zh)).not.toContain('A headline');
  });

  it('refuse a title or description over their limits and a picture that is not a file, writing nothing', async () => {
    const item = expectOk(await editor.get('news', 4));
    const tries = [
      { seoTitle: '标'.repeat(SEARCH_AND_SHARING_LIMITS.title + 1) },
      { seoDescriptionEn: 'x'.repeat(SEARCH_AND_SHARING_LIMITS.description + 1) },
      { shareImgUrl: 'javascript:alert(1)' },
      { shareImgUrl: '\u0001/media/1/a.jpg' },
      { seoTitle: 42 },
    ];
    for (const change of tries) {
      const answer = await editor.save('news', 4, item.version, { ...item.document, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      const paths = (answer.body.result.issues as { path: string[] }[]).map((issue) => issue.path.join('.'));
      expect(paths).toContain(`document.${Object.keys(change)[0]}`);
    }
    expect(expectOk(await editor.get('news', 4)).version).toBe(item.version);
  });

  it('are kept with the draft and restored with a revision, like every field', async () => {
    const item = expectOk(await editor.get('galleries', 3));
    const first = expectOk(
      await editor.save('galleries', 3, item.version, { ...item.document, seoTitle: '第一版搜索标题' }),
    );
    expectOk(
      await editor.save('galleries', 3, first.version, { ...item.document, seoTitle: '第二版搜索标题' }),
    );
    expect(expectOk(await editor.get('galleries', 3)).document.seoTitle).toBe('第二版搜索标题');
    // Not published: visitors still get the record without it.
    expect(await publicRecord('galleries', 3)).not.toHaveProperty('seo');
    expectOk(await editor.restore('galleries', 3, first.version));
    expect(expectOk(await editor.get('galleries', 3)).document.seoTitle).toBe('第一版搜索标题');
  });
});
