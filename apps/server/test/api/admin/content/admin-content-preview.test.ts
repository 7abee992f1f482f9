// Draft previews (decision 0028): the signed address an owner or editor asks for, and the public
// page it opens, rendered from the saved draft while the live rows, the caches and the public page
// stay as they were; tampered, expired, stale and misplaced tokens get a clear page, never a 5xx.
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk, newsCase } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { buildApp } from '../../../../src/app.ts';
import { createTestApp, createTwinApp, get, openSecondConnection } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { createWebTestApp } from '../../../helpers/web-build.ts';

type Injected = Awaited<ReturnType<TestApp['inject']>>;

let app: TestApp;
let owner: ContentApi;
let editor: ContentApi;
let sales: ContentApi;
let anonymous: ContentApi;
let newsId: number;
let liveTitle: string;
let liveTitleEn: string;

const DRAFT_TITLE = '草稿预览标题·未发布';
const DRAFT_TITLE_EN = 'Unpublished preview headline';

beforeAll(async () => {
  app = await createWebTestApp({ CONTENT_VERSION_POLL_MS: '60000' });
  owner = contentApi(app, (await signedIn(app, 'owner')).cookie);
  editor = contentApi(app, (await signedIn(app, 'editor')).cookie);
  sales = contentApi(app, (await signedIn(app, 'sales')).cookie);
  anonymous = contentApi(app, undefined);
  const { body } = await get(app, 'getNewsList', { pageNo: '1', pageSize: '1' });
  const first = (body.result.records as { id: number; title: string; titleEn: string }[])[0]!;
  newsId = first.id;
  liveTitle = first.title;
  liveTitleEn = first.titleEn;
  const item = expectOk(await editor.get('news', newsId));
  expectOk(
    await editor.save('news', newsId, item.version, {
      ...item.document,
      title: DRAFT_TITLE,
      titleEn: DRAFT_TITLE_EN,
    }),
  );
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

function html(response: Injected): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

async function previewUrl(
  api: ContentApi,
  type: Parameters<ContentApi['preview']>[0],
  id: number,
  lang = 'en',
) {
  const result = expectOk(await api.preview(type, id, lang)) as { url: string; expiresAt: string };
  return result.url;
}

const tokenOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('preview')!;

describe('asking for a preview address', () => {
  it('answers owners and editors the public path with a signed token that expires in 30 minutes', async () => {
    const before = Date.now();
    for (const api of [owner, editor]) {
      const result = expectOk(await api.preview('news', newsId, 'en'));
      const url = new URL(result.url, 'http://localhost');
      expect(url.pathname).toBe(`/news/info/${newsId}`);
      expect(url.searchParams.get('l')).toBe('en');
      expect(tokenOf(result.url)).toMatch(/^[\w-]+\.[\w-]+$/);
      const expires = Date.parse(result.expiresAt);
      expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    }
  });

  it('refuses sales (403), anonymous callers (401) and cross-site requests (403)', async () => {
    expect((await sales.preview('news', newsId, 'en')).status).toBe(403);
    expect((await anonymous.preview('news', newsId, 'en')).status).toBe(401);
    const crossSite = await call(app, 'POST', `/content/news/${newsId}/preview`, {
      body: { lang: 'en' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('answers bad types, ids and languages 400, an unknown item 404', async () => {
    expect((await editor.preview('nothing' as never, newsId, 'en')).status).toBe(400);
    const badId = await call(app, 'POST', '/content/news/abc/preview', {
      cookie: undefined,
      body: { lang: 'en' },
    });
    expect([400, 401]).toContain(badId.status);
    const asEditor = await signedIn(app, 'editor');
    const badIdSignedIn = await call(app, 'POST', '/content/news/0/preview', {
      cookie: asEditor.cookie,
      body: { lang: 'en' },
    });
    expect(badIdSignedIn.status).toBe(400);
    expect((await editor.preview('news', newsId, 'fr')).status).toBe(400);
    const missing = await editor.preview('news', 999_999, 'en');
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });

  it('shares the signing key between processes on one database', async () => {
    const twin = await createTwinApp(app);
    try {
      expect(await twin.previewKey()).toBe(await app.previewKey());
      expect((await app.previewKey()).length).toBeGreaterThanOrEqual(32);
    } finally {
      await twin.close();
    }
  });
});

describe('the preview page', () => {
  it('shows the saved draft in English and in Chinese, with everything else live', async () => {
    const en = await page(await previewUrl(editor, 'news', newsId, 'en'));
    expect(en.statusCode).toBe(200);
    const enHtml = html(en);
    expect(enHtml).toContain(DRAFT_TITLE_EN);
    expect(enHtml).toContain('lang="en"');

    const zh = await page(await previewUrl(editor, 'news', newsId, 'zh'));
    expect(zh.statusCode).toBe(200);
    expect(html(zh)).toContain(DRAFT_TITLE);
  });

  it("answers the page's data requests (navigations inside the preview) from the draft too", async () => {
    const url = new URL(await previewUrl(editor, 'news', newsId, 'en'), 'http://localhost');
    const data = await page(`/news/info/${newsId}.data${url.search}`);
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toMatch(/^text\/x-script/);
    expect(html(data)).toContain(DRAFT_TITLE_EN);
    expect(data.headers['cache-control']).toBe('no-store');
  });

  it('is never cached, never indexed, framed by the site only, and sets no cookie', async () => {
    const response = await page(await previewUrl(editor, 'news', newsId, 'en'));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toMatch(/script-src 'nonce-[^']+'/);
  });

  it('keeps its token out of the canonical, alternate and Open Graph addresses', async () => {
    const url = await previewUrl(editor, 'news', newsId, 'en');
    const body = html(await page(url));
    expect(body).toContain(DRAFT_TITLE_EN);
    // An injected request has no socket: links carry the configured port (3000), not its Host's.
    expect(body).toContain(`rel="canonical" href="http://localhost:3000/news/info/${newsId}?l=en"`);
    expect(body).toContain(`property="og:url" content="http://localhost:3000/news/info/${newsId}?l=en"`);
    expect(body).not.toContain(tokenOf(url));
  });

  it('is logged without its token', async () => {
    const lines: string[] = [];
    const db = openSecondConnection(app);
    const logged = await buildApp({
      config: { ...app.config, LOG_LEVEL: 'info' },
      db,
      withWebApp: true,
      logger: { stream: { write: (line) => lines.push(line) } },
    });
    try {
      const url = await previewUrl(editor, 'news', newsId, 'en');
      const response = await logged.inject({ method: 'GET', url: `${url}&preview=second` });
      expect(response.statusCode).toBe(200);
      const incoming = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
      const request = incoming.find((line) => line.msg === 'incoming request');
      expect(request?.req?.url).toBe(`/news/info/${newsId}?l=en&preview=[hidden]&preview=[hidden]`);
      expect(lines.join('\n')).not.toContain(tokenOf(url));
    } finally {
      await logged.close();
      await db.destroy();
    }
  });

  it('answers its address with doubled slashes by a redirect that no cache keeps', async () => {
    const url = await previewUrl(editor, 'news', newsId, 'en');
    const response = await page(`/${url}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(url);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the live rows, the public API and the public page as they were', async () => {
    // Fill the caches first: the preview must neither be served from them nor land in them.
    const publicBefore = html(await page(`/news/info/${newsId}?l=en`));
    expect(publicBefore).toContain(liveTitleEn);
    await get(app, 'getNewsDetail', { id: String(newsId) });

    const rendersBefore = app.pageCache.renders;
    expect(html(await page(await previewUrl(editor, 'news', newsId, 'en')))).toContain(DRAFT_TITLE_EN);
    expect(app.pageCache.renders).toBe(rendersBefore);

    const row = await app.db
      .selectFrom('news')
      .select(['title', 'titleEn'])
      .where('id', '=', newsId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: liveTitle, titleEn: liveTitleEn });
    const detail = await get(app, 'getNewsDetail', { id: String(newsId) });
    expect(detail.body.result.titleEn).toBe(liveTitleEn);
    app.answerCache.clear();
    expect((await get(app, 'getNewsDetail', { id: String(newsId) })).body.result.titleEn).toBe(liveTitleEn);
    app.pageCache.clear();
    const publicAfter = html(await page(`/news/info/${newsId}?l=en`));
    expect(publicAfter).toContain(liveTitleEn);
    expect(publicAfter).not.toContain(DRAFT_TITLE_EN);
    expect(expectOk(await editor.get('news', newsId)).status).toBe('changed');
  });

  it('does not count as a page view', async () => {
    // A story of its own: no earlier test's visit to its page can be written late into the count.
    const { id, version } = expectOk(
      await editor.create('news', { ...newsCase.document(8), titleEn: 'Story seen in preview only' }),
    );
    expectOk(await editor.publish('news', id, version));
    const views = async () =>
      Number(
        (
          await app.db
            .selectFrom('page_view')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('path', '=', `/news/info/${id}`)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const browser = { 'user-agent': 'Mozilla/5.0 Chrome/130' };
    expect((await page(await previewUrl(editor, 'news', id, 'en'), browser)).statusCode).toBe(200);
    // A real visit afterwards is counted: once it is, the preview's turn is long past.
    expect((await page(`/news/info/${id}?l=en`, browser)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await views()).toBe(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await views()).toBe(1);
  });

  it('shows a never-published item that the public page still answers 404', async () => {
    const { id } = expectOk(
      await editor.create('news', { ...newsCase.document(7), titleEn: 'Brand new draft story' }),
    );
    expect((await page(`/news/info/${id}?l=en`)).statusCode).toBe(404);
    const preview = await page(await previewUrl(editor, 'news', id, 'en'));
    expect(preview.statusCode).toBe(200);
    expect(html(preview)).toContain('Brand new draft story');
    app.pageCache.clear();
    expect((await page(`/news/info/${id}?l=en`)).statusCode).toBe(404);
  });

  it('keeps showing the version it was made for after a later save', async () => {
    const { id } = expectOk(
      await editor.create('news', { ...newsCase.document(8), titleEn: 'Second version text' }),
    );
    const earlier = await previewUrl(editor, 'news', id, 'en');
    const item = expectOk(await editor.get('news', id));
    expectOk(
      await editor.save('news', id, item.version, { ...item.document, titleEn: 'Third version text' }),
    );
    expect(html(await page(earlier))).toContain('Second version text');
    expect(html(await page(await previewUrl(editor, 'news', id, 'en')))).toContain('Third version text');
  });

  it('shows settings, partners and menus on Home', async () => {
    for (const [type, id] of [
      ['settings', 1],
      ['partners', 1],
      ['menus', 1],
    ] as const) {
      const url = await previewUrl(owner, type, id, 'zh');
      expect(new URL(url, 'http://localhost').pathname).toBe('/');
      expect((await page(url)).statusCode).toBe(200);
    }
    // The settings draft's footer text shows on Home, the live one elsewhere.
    const settings = expectOk(await owner.get('settings', 1));
    const footer = 'Draft footer line for the preview';
    expectOk(
      await owner.save('settings', 1, settings.version, {
        ...settings.document,
        copyright: { ...settings.document.copyright, en: footer },
      }),
    );
    expect(html(await page(await previewUrl(owner, 'settings', 1, 'en')))).toContain(footer);
    app.pageCache.clear();
    expect(html(await page('/?l=en'))).not.toContain(footer);
  });
});

describe('beside other work', () => {
  it('lets reads and a save of another item go on while previews render', async () => {
    const url = await previewUrl(editor, 'news', newsId, 'en');
    const { id } = expectOk(await editor.create('news', newsCase.document(10)));
    const item = expectOk(await editor.get('news', id));
    const [previews, reads, saved] = await Promise.all([
      Promise.all([1, 2, 3].map(() => page(url))),
      Promise.all([1, 2, 3].map(() => get(app, 'getNewsList', { pageNo: '1', pageSize: '3' }))),
      editor.save('news', id, item.version, { ...item.document, titleEn: 'Saved beside previews' }),
    ]);
    for (const preview of previews) expect(html(preview)).toContain(DRAFT_TITLE_EN);
    for (const read of reads) expect(read.status).toBe(200);
    expect(expectOk(saved).version).toBe(item.version + 1);
    const row = await app.db
      .selectFrom('news')
      .select('titleEn')
      .where('id', '=', newsId)
      .executeTakeFirstOrThrow();
    expect(row.titleEn).toBe(liveTitleEn);
  });

  it('signs with PREVIEW_SECRET when it is set', async () => {
    const secret = 'a-preview-secret-of-at-least-32-characters';
    const other = await createTestApp({ PREVIEW_SECRET: secret });
    try {
      expect(await other.previewKey()).toBe(secret);
      expect(
        await other.db
          .selectFrom('admin_setting')
          .select('key')
          .where('key', '=', 'preview-key')
          .executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('refused tokens', () => {
  it('refuses a tampered signature or payload with 403, in the page language', async () => {
    const url = await previewUrl(editor, 'news', newsId, 'en');
    const token = tokenOf(url);
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), v: 99 }),
    ).toString('base64url');
    for (const bad of [
      `${payload}.${flipped}`,
      `${otherPayload}.${signature}`,
      'garbage',
      '',
      'a.b.c',
      'x'.repeat(5000),
    ]) {
      const response = await page(`/news/info/${newsId}?l=en&preview=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad.slice(0, 40)).toBe(403);
      expect(html(response)).toContain('This preview link is not valid');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const zh = await page(`/news/info/${newsId}?l=zh&preview=garbage`);
    expect(zh.statusCode).toBe(403);
    expect(html(zh)).toContain('预览链接无效');
    expect(html(zh)).not.toContain(DRAFT_TITLE);
  });

  it('answers an expired token 410', async () => {
    const url = await previewUrl(editor, 'news', newsId, 'en');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await page(url)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const response = await page(url);
    expect(response.statusCode).toBe(410);
    expect(html(response)).toContain('This preview link has expired');
    expect(html(response)).not.toContain(DRAFT_TITLE_EN);
  });

  it('refuses the token on any other page (403)', async () => {
    const token = tokenOf(await previewUrl(editor, 'news', newsId, 'en'));
    const stories: { id: number }[] = (await get(app, 'getNewsList', { pageNo: '1', pageSize: '3' })).body
      .result.records;
    const other = stories.find((story) => story.id !== newsId)!.id;
    for (const path of [`/news/info/${other}`, '/', '/news', `/car/${newsId}`]) {
      const response = await page(`${path}?l=en&preview=${token}`);
      expect(response.statusCode, path).toBe(403);
      expect(html(response)).toContain('This preview link is for another page');
    }
  });

  it('answers 410 when the item is gone', async () => {
    const { id } = expectOk(await editor.create('news', newsCase.document(9)));
    const url = await previewUrl(editor, 'news', id, 'zh');
    expectOk(await editor.remove('news', id));
    const response = await page(url);
    expect(response.statusCode).toBe(410);
    expect(html(response)).toContain('此草稿已不可预览');
  });
});
