// The link picker's calls and the link rule on save: items of every type with a public address
// found by their Chinese or English title, for every admin role and nobody else; the item an
// address names; and a document whose link names no page, or an item there is not, refused beside
// the link, while a link to a draft is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk, newsCase } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let cookies: Record<'owner' | 'editor' | 'sales', string>;
let editor: ContentApi;
/** A story only this file makes, as a draft: titles no seeded item shares. */
let story: { id: number; version: number };
const MARK = `${Date.now().toString(36)}`;
const STORY = { title: `链接探针新闻${MARK}`, titleEn: `Link Probe Story ${MARK}` };

beforeAll(async () => {
  app = await createTestApp();
  cookies = {
    owner: (await signedIn(app, 'owner')).cookie,
    editor: (await signedIn(app, 'editor')).cookie,
    sales: (await signedIn(app, 'sales')).cookie,
  };
  editor = contentApi(app, cookies.editor);
  story = expectOk(await editor.create('news', { ...newsCase.document(1), ...STORY }));
});
afterAll(() => app.close());

/** As the editor, unless another role's cookie is given; `null`: signed out. */
const search = (query: Record<string, string>, cookie: string | null = cookies.editor) =>
  call(app, 'GET', `/links?${new URLSearchParams(query)}`, { cookie: cookie ?? undefined });
const target = (type: string, id: number | string, cookie: string | null = cookies.editor) =>
  call(app, 'GET', `/links/${type}/${id}`, { cookie: cookie ?? undefined });

describe('who may look for link targets', () => {
  it.each(['owner', 'editor', 'sales'] as const)('a signed-in %s may search and look up', async (role) => {
    expect((await search({ q: MARK }, cookies[role])).status).toBe(200);
    expect((await target('cars', 1, cookies[role])).status).toBe(200);
  });

  it('nobody signed out may', async () => {
    for (const answer of [await search({ q: MARK }, null), await target('cars', 1, null)]) {
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe('searchLinkTargets', () => {
  const expected = () => ({
    type: 'news',
    id: story.id,
    ...STORY,
    address: `/news/info/${story.id}`,
    published: false,
  });

  it('finds an item by part of its Chinese title, a draft marked as not published', async () => {
    const answer = await search({ q: `探针新闻${MARK}` });
    expect(answer.body.success).toBe(true);
    expect(answer.body.result).toEqual({ records: [expected()], more: [] });
  });

  it('finds it by part of its English title in any case', async () => {
    const answer = await search({ q: `probe STORY ${MARK}` });
    expect(answer.body.result.records).toEqual([expected()]);
  });

  it('finds an item by its id, among items of every linked type', async () => {
    const { records } = (await search({ q: String(story.id), limit: '50' })).body.result;
    expect(records).toContainEqual(expected());
  });

  it('lists published items first, at most `limit` a type, and names the types that have more', async () => {
    const { records, more } = (await search({ q: '', type: 'cars', limit: '2' })).body.result;
    expect(records).toHaveLength(2);
    expect(records.every((record: { type: string; published: boolean }) => record.type === 'cars')).toBe(
      true,
    );
    expect(records[0]).toMatchObject({ published: true, address: `/car/${records[0].id}` });
    expect(more).toEqual(['cars']);
  });

  it('gives each type the address a link to its items takes', async () => {
    const { records } = (await search({ q: '', limit: '1' })).body.result;
    const byType = new Map<string, { id: number; address: string }>(
      records.map((record: { type: string; id: number; address: string }) => [record.type, record]),
    );
    expect([...byType.keys()]).toEqual([
      'brands',
      'cars',
      'product-types',
      'products',
      'galleries',
      'news',
      'locations',
    ]);
    expect(byType.get('brands')!.address).toBe(`/brand/${byType.get('brands')!.id}`);
    expect(byType.get('product-types')!.address).toMatch(
      new RegExp(`^/(aerodynamic-kits|wheels|peripherals)/${byType.get('product-types')!.id}$`),
    );
    expect(byType.get('products')!.address).toBe(`/product/info/${byType.get('products')!.id}`);
    expect(byType.get('galleries')!.address).toBe(`/gallery/${byType.get('galleries')!.id}`);
    expect(byType.get('locations')!.address).toBe(`/locations#location-${byType.get('locations')!.id}`);
  });

  it('takes % and _ as themselves', async () => {
    expect((await search({ q: '%' })).body.result.records).toEqual([]);
    expect((await search({ q: '_' })).body.result.records).toEqual([]);
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '51' }, 'limit'],
    [{ limit: 'many' }, 'limit'],
    [{ type: 'menus' }, 'type'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('refuses %j beside the parameter', async (query, field) => {
    const answer = await search(query);
    expect(answer.status).toBe(400);
    expect(answer.body.result.issues.map((issue: { path: string[] }) => issue.path.at(-1))).toEqual([field]);
  });
});

describe('getLinkTarget', () => {
  it('names a published item with its titles in both languages', async () => {
    const { target: car } = expectOk(await target('cars', 1));
    expect(car).toMatchObject({ type: 'cars', id: 1, address: '/car/1', published: true });
    expect(car.title).not.toBe('');
    expect(car.titleEn).not.toBe('');
  });

  it('answers null for an id that names no item, and refuses a type without addresses', async () => {
    expect(expectOk(await target('news', 999_999))).toEqual({ target: null });
    expect((await target('menus', 1)).status).toBe(400);
    expect((await target('news', 'abc')).status).toBe(400);
  });
});

describe('links on save', () => {
  const menu = (menuLink: string) => ({ name: `链接${MARK}`, nameEn: 'Link', menuLink, fileUrl: '' });
  const issuesOf = (answer: { body: { result: { issues: unknown[] } } }) => answer.body.result.issues;

  it('refuses a link to a page the site does not have, or to an item there is not', async () => {
    const notAPage = await editor.create('menus', menu('/careers'));
    expect(notAPage.status).toBe(400);
    expect(issuesOf(notAPage)).toEqual([
      { path: ['document', 'menuLink'], message: 'is not a page of this site' },
    ]);

    const noStory = await editor.create('menus', menu('/news/info/999999'));
    expect(noStory.status).toBe(400);
    expect(issuesOf(noStory)).toEqual([{ path: ['document', 'menuLink'], message: 'no such news (999999)' }]);
  });

  it('keeps a link to a draft, and to pages, files and other sites', async () => {
    for (const link of [
      `/news/info/${story.id}`,
      '/wheels/single-piece',
      '/media/3/a.pdf',
      'https://example.com/x',
    ]) {
      expect((await editor.create('menus', menu(link))).status, link).toBe(200);
    }
  });

  it('checks the links inside lists and rich text, naming the place of each', async () => {
    const settings = expectOk(await editor.get('settings', 1));
    const heroBanner = structuredClone(settings.document.heroBanner);
    heroBanner.cn[0].link = '/car/999998';
    const refused = await editor.save('settings', 1, settings.version, { ...settings.document, heroBanner });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      { path: ['document', 'heroBanner', 'cn', '0', 'link'], message: 'no such cars (999998)' },
    ]);

    const linked = (href: string) => ({
      ...newsCase.document(2),
      contentDoc: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: '看', marks: [{ type: 'link', attrs: { href } }] }],
          },
        ],
      },
    });
    const missing = await editor.create('news', linked('/product/info/999997'));
    expect(missing.status).toBe(400);
    expect(issuesOf(missing)).toEqual([
      {
        path: ['document', 'contentDoc', 'content', '0', 'content', '0', 'marks', '0', 'attrs', 'href'],
        message: 'no such products (999997)',
      },
    ]);
    expect((await editor.create('news', linked(`/news/${story.id}`))).status).toBe(200);
  });

  it('says once a draft is published that visitors can open it', async () => {
    expectOk(await editor.publish('news', story.id, story.version));
    expect(expectOk(await target('news', story.id)).target).toMatchObject({ published: true });
  });
});
