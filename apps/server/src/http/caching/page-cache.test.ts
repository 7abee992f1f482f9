import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseCoding, matchesEtag, PageCache } from './page-cache.ts';
import type { RenderedPage } from './page-cache.ts';

const rendered = (
  status = 200,
  headers: Record<string, string> = {},
  body = '<p>page</p>',
): RenderedPage => ({
  status,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
  body: Buffer.from(body),
});

describe('PageCache', () => {
  it('keeps a 200 page in every coding, and renders it once for callers arriving together', async () => {
    const cache = new PageCache(1_000_000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return rendered(200, {}, '<p>hello</p>'.repeat(50));
    };
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.page('k', 1, render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    const page = pages[0]!;
    expect(zlib.brotliDecompressSync(page.bodies.br).equals(page.bodies.identity)).toBe(true);
    expect(zlib.gunzipSync(page.bodies.gzip).equals(page.bodies.identity)).toBe(true);
    expect(await cache.page('k', 1, render)).toBe(page);
    // Another content version is another page.
    await cache.page('k', 2, render);
    expect(renders).toBe(2);
  });

  it('keeps no page that sets a cookie, and shares it with nobody', async () => {
    const cache = new PageCache(1_000_000);
    const render = async () => rendered(200, { 'set-cookie': 'session=1' });
    expect(await cache.page('k', 1, render)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('shares and keeps no page that is not 200: each asker renders its own', async () => {
    const cache = new PageCache(1_000_000);
    for (const status of [301, 404, 500]) {
      expect(await cache.page(`k${status}`, 1, async () => rendered(status))).toBeUndefined();
    }
    expect(cache.size.entries).toBe(0);
  });

  it('keeps the headers of the page, not those of one response', async () => {
    const cache = new PageCache(1_000_000);
    const page = await cache.page('k', 1, async () =>
      rendered(200, { 'content-length': '11', date: 'x', etag: '"w"', 'content-language': 'en' }),
    );
    expect(page?.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'content-language': 'en' });
  });

  it('lets a failed render fail its callers, and the next caller try again', async () => {
    const cache = new PageCache(1_000_000);
    await expect(cache.page('k', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.page('k', 1, async () => rendered()))?.status).toBe(200);
  });

  it('is disabled with a budget of 0', () => {
    expect(new PageCache(0).enabled).toBe(false);
    expect(new PageCache(1).enabled).toBe(true);
  });
});

describe('chooseCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
  ] as const)('%j → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});

describe('matchesEtag', () => {
  it('matches the tag itself, its weak form, a list holding it, and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('*', '')).toBe(false);
  });
});
