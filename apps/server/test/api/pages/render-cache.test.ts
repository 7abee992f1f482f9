// The page cache seen from outside, on the built web app (decision 0020): what shares an entry
// and what does not, the language from ?l= or the cookie, revalidation (ETag, 304), HEAD, the
// headers, the content version, one render for many simultaneous requests, the byte budget, and
// a Content-Security-Policy that is right for every response. Runs on SQLite and on PostgreSQL.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../../../src/db/content-version.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createWebTestApp } from '../../helpers/web-build.ts';

type Injected = Awaited<ReturnType<TestApp['inject']>>;

let app: TestApp;
beforeAll(async () => {
  app = await createWebTestApp({ CONTENT_VERSION_POLL_MS: '60000' });
});
afterAll(() => app.close());

const page = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

/** The page's HTML, whatever coding it came in. */
function html(response: Injected): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

/** Counts the renders made for the cache while `run` runs. */
async function rendersDuring(run: () => Promise<unknown>): Promise<number> {
  const before = app.pageCache.renders;
  await run();
  return app.pageCache.renders - before;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The inline scripts of a page, as the browser hashes them. */
const inlineScripts = (body: string) =>
  [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

const scriptSources = (response: Injected) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

describe('page cache: what shares an entry', () => {
  it('renders a page once, then answers from memory with the same bytes', async () => {
    app.pageCache.clear();
    let first: Injected | undefined;
    let second: Injected | undefined;
    expect(await rendersDuring(async () => (first = await page('/about')))).toBe(1);
    expect(await rendersDuring(async () => (second = await page('/about')))).toBe(0);
    expect(first?.statusCode).toBe(200);
    expect(second?.rawPayload.equals(first!.rawPayload)).toBe(true);
    expect(second?.headers.etag).toBe(first?.headers.etag);
  });

  it('shares the entry among junk parameters, in any order, but not among parameters the route reads', async () => {
    const plain = await page('/news');
    expect(
      await rendersDuring(async () => {
        const junk = await page('/news?utm_source=mail&_=123&menuId=7');
        expect(junk.headers.etag).toBe(plain.headers.etag);
        // The shared page links to itself without the junk.
        expect(html(junk)).not.toContain('utm_source');
      }),
    ).toBe(0);
    const second = await page('/news?page=2&utm_source=mail');
    expect(second.headers.etag).not.toBe(plain.headers.etag);
    expect(await rendersDuring(() => page('/news?zzz=1&page=2'))).toBe(0);
    // A parameter one route reads is junk to another.
    const about = await page('/about');
    expect((await page('/about?page=2')).headers.etag).toBe(about.headers.etag);
    // The product page reads where the visitor came from.
    const product = await page('/product/info/1');
    const fromCar = await page('/product/info/1?from=car&carId=1&fromName=Car');
    expect(fromCar.headers.etag).not.toBe(product.headers.etag);
  });

  it('keys on the language, whether it comes from ?l= or from the cookie', async () => {
    const zh = await page('/gallery');
    const en = await page('/gallery', { cookie: 'cms-language=en' });
    expect(zh.headers['content-language']).toBe('zh-CN');
    expect(en.headers['content-language']).toBe('en');
    expect(en.headers.etag).not.toBe(zh.headers.etag);
    expect(html(en)).toContain('<html lang="en"');

    // ?l= outranks the cookie, and the same English page answers both ways.
    expect(
      await rendersDuring(async () => {
        const byQuery = await page('/gallery?l=en', { cookie: 'cms-language=zh' });
        expect(byQuery.headers['content-language']).toBe('en');
        // That response saves the choice, as an uncached page would: it is the visitor's alone.
        expect(byQuery.headers['set-cookie']).toMatch(/^cms-language=en;/);
        expect(byQuery.headers['cache-control']).toBe('private, no-cache');
        // A language the site does not have counts as none.
        expect((await page('/gallery?l=fr', { cookie: 'cms-language=en' })).headers.etag).toBe(
          en.headers.etag,
        );
      }),
    ).toBe(1);
    const agreeing = await page('/gallery?l=en', { cookie: 'cms-language=en' });
    expect(agreeing.headers['set-cookie']).toBeUndefined();
    expect(agreeing.headers['cache-control']).toContain('public');
  });

  it('keys on the host and scheme the page makes its links with', async () => {
    const local = await page('/about', { host: '127.0.0.1:3000' });
    const other = await page('/about', { host: 'localhost:3000' });
    expect(html(local)).toContain('http://127.0.0.1:3000/about');
    expect(html(other)).toContain('http://localhost:3000/about');
    expect(other.headers.etag).not.toBe(local.headers.etag);
  });
});

describe('page cache: revalidation and headers', () => {
  it('sends each coding with its own strong ETag, and answers 304 to a current copy', async () => {
    const br = await page('/car/1');
    const gzip = await page('/car/1', { 'accept-encoding': 'gzip' });
    const identity = await page('/car/1', { 'accept-encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(html(br)).toBe(identity.body);
    expect(html(gzip)).toBe(identity.body);
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
    for (const response of [br, gzip, identity]) {
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);

    const current = await page('/car/1', { 'if-none-match': String(br.headers.etag) });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
    expect(current.headers.etag).toBe(br.headers.etag);
    // Proxies may weaken a tag; a list may hold it.
    const weak = await page('/car/1', { 'if-none-match': `"old", W/${String(br.headers.etag)}` });
    expect(weak.statusCode).toBe(304);
    expect((await page('/car/1', { 'if-none-match': '"old"' })).statusCode).toBe(200);
    // The tag of another coding is another representation.
    expect((await page('/car/1', { 'if-none-match': String(gzip.headers.etag) })).statusCode).toBe(200);
  });

  it('lets browsers revalidate and a CDN keep the page briefly, varying on the coding and the cookie', async () => {
    const response = await page('/news/info/1');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const vary = String(response.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The security headers every response gets are still there.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD with the headers of GET and no body, from the same entry', async () => {
    app.pageCache.clear();
    let head: Injected | undefined;
    expect(await rendersDuring(async () => (head = await page('/car-list', {}, 'HEAD')))).toBe(1);
    const get = await page('/car-list');
    expect(head?.statusCode).toBe(200);
    expect(head?.rawPayload.length).toBe(0);
    expect(head?.headers.etag).toBe(get.headers.etag);
    expect(head?.headers['content-length']).toBe(get.headers['content-length']);
    expect(head?.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    expect(await rendersDuring(() => page('/car-list', {}, 'HEAD'))).toBe(0);
  });
});

describe('page cache: freshness and load', () => {
  it('renders anew once a content write raises the version', async () => {
    await page('/about');
    expect(await rendersDuring(() => page('/about'))).toBe(0);
    await app.db.transaction().execute((trx) => bumpContentVersion(trx));
    app.contentVersion.invalidate();
    expect(await rendersDuring(() => page('/about'))).toBe(1);
    expect(await rendersDuring(() => page('/about'))).toBe(0);
  });

  it('renders a missing page once for 100 requests arriving together', async () => {
    app.pageCache.clear();
    let responses: Injected[] = [];
    const renders = await rendersDuring(async () => {
      responses = await Promise.all(Array.from({ length: 100 }, () => page('/news/info/2')));
    });
    expect(renders).toBe(1);
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
  });

  it('keeps pages that are not 200 out of the cache: each request renders its own', async () => {
    const beyond = await page('/news?page=999');
    expect(beyond.statusCode).toBe(404);
    expect(beyond.headers.etag).toBeUndefined();
    expect(beyond.headers['cache-control']).toBeUndefined();
    expect(await rendersDuring(() => page('/news?page=999'))).toBe(1);
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers['cache-control']).toBeUndefined();
    // A redirect keeps the query the shared render leaves out.
    const alias = await page('/product/1?from=car&carId=1&utm_source=mail');
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe('/product/info/1?from=car&carId=1&utm_source=mail');
  });

  it('never answers a signed-in admin, another method, /api or React Router data from the cache', async () => {
    expect(
      await rendersDuring(async () => {
        const admin = await page('/about', { cookie: 'refit_admin=abcdefghijklmnopqrstuvwxyz' });
        expect(admin.statusCode).toBe(200);
        expect(admin.headers.etag).toBeUndefined();
        expect((await page('/about.data')).headers.etag).toBeUndefined();
        expect((await app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(405);
        const api = await page('/api/cmst/index/getBrandList');
        expect(api.headers['cache-control']).toBe('no-cache');
      }),
    ).toBe(0);
  });
});

describe('page cache: Content-Security-Policy', () => {
  it('serves cached pages with no nonce, every inline script allowed by its hash', async () => {
    const response = await page('/', { 'accept-encoding': 'identity' });
    const sources = scriptSources(response);
    expect(sources).toContain("'strict-dynamic'");
    expect(sources.join(' ')).not.toContain('nonce');
    expect(String(response.headers['content-security-policy'])).not.toContain('nonce');
    expect(response.body).not.toMatch(/\snonce=/);
    const scripts = inlineScripts(response.body);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(sources).toContain(sha256(script));
  });

  it('gives uncached pages a nonce of their own in every response, matching their scripts', async () => {
    const signedIn = { cookie: 'refit_admin=abcdefghijklmnopqrstuvwxyz', 'accept-encoding': 'identity' };
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await page('/', signedIn);
      const nonce = /'nonce-([^']+)'/.exec(scriptSources(response).join(' '))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const inBody = [...response.body.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inBody.length).toBeGreaterThanOrEqual(3);
      expect(new Set(inBody)).toEqual(new Set([nonce]));
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('page cache: byte budget', () => {
  let small: TestApp;
  const BUDGET = 150_000;
  beforeAll(async () => {
    small = await createWebTestApp({ RENDER_CACHE_MAX_BYTES: String(BUDGET) });
  });
  afterAll(() => small.close());

  it('keeps within its budget, dropping the least recently used page first', async () => {
    const paths = ['/about', '/gallery', '/news', '/car-list', '/car/1'];
    for (const path of paths) await small.inject({ url: path });
    const { entries, bytes } = small.pageCache.size;
    expect(bytes).toBeLessThanOrEqual(BUDGET);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(paths.length);
    // The page asked for last is still there; the first one was dropped.
    const before = small.pageCache.renders;
    await small.inject({ url: '/car/1' });
    expect(small.pageCache.renders).toBe(before);
    await small.inject({ url: '/about' });
    expect(small.pageCache.renders).toBe(before + 1);
  });

  it('renders every request when the budget is 0', async () => {
    const off = await createWebTestApp({ RENDER_CACHE_MAX_BYTES: '0' });
    try {
      const response = await off.inject({ url: '/about' });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBeUndefined();
      expect(off.pageCache.renders).toBe(0);
      expect(off.pageCache.size.entries).toBe(0);
    } finally {
      await off.close();
    }
  });
});
