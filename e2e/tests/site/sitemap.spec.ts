// /sitemap.xml and /robots.txt: every public page in both languages, with language alternates,
// built from the database; crawlers welcome and pointed at the sitemap.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

interface Paged {
  result: { records: { id: number }[]; pages: number };
}

/** Every id a paged list call answers, page after page. */
async function allIds(request: APIRequestContext, call: string): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const body = (await (
      await request.get(`/api/cmst/index/${call}?pageNo=${pageNo}&pageSize=100`)
    ).json()) as Paged;
    ids.push(...body.result.records.map((record) => record.id));
    if (pageNo >= body.result.pages) return ids;
  }
}

/** The <url> entry whose <loc> is the given address, or undefined. */
function entryFor(xml: string, loc: string): string | undefined {
  const escaped = loc.replace(/&/g, '&amp;');
  const start = xml.indexOf(`<loc>${escaped}</loc>`);
  if (start === -1) return undefined;
  return xml.slice(xml.lastIndexOf('<url>', start), xml.indexOf('</url>', start));
}

test('the sitemap lists every page in both languages with alternates', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

  const listed = (path: string) => {
    for (const lang of ['zh', 'en']) {
      const entry = entryFor(xml, `${baseURL}${path}?l=${lang}`);
      expect(entry, `${path} in ${lang}`).toBeDefined();
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${baseURL}${path}?l=zh"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}${path}?l=en"/>`);
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}${path}?l=zh"/>`,
      );
    }
  };

  for (const path of ['/', '/car-list', '/about', '/locations', '/gallery', '/news']) listed(path);
  for (const path of ['/aerodynamic-kits', '/wheels', '/peripherals']) listed(path);
  for (const id of [1, 2, 3, 4]) listed(`/aerodynamic-kits/${id}`);
  for (const id of [7, 8, 9]) listed(`/peripherals/${id}`);
  listed('/wheels/single-piece');
  listed('/wheels/two-piece');

  for (let id = 1; id <= 8; id += 1) listed(`/brand/${id}`);
  // Brand 9 is hidden and brand 10 unpublished.
  expect(xml).not.toContain(`${baseURL}/brand/9?`);
  expect(xml).not.toContain(`${baseURL}/brand/10?`);
  for (let id = 1; id <= 24; id += 1) listed(`/car/${id}`);

  const products = await allIds(request, 'getProductListByPageSimple');
  expect(products.length).toBe(336);
  for (const id of products) listed(`/product/info/${id}`);
  const galleries = await allIds(request, 'getCarGalleryListByPage');
  for (const id of galleries) listed(`/gallery/${id}`);
  const news = await allIds(request, 'getNewsList');
  for (const id of news) listed(`/news/info/${id}`);

  // Two entries per page, and no page twice.
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(new Set(locs).size).toBe(locs.length);
  const catalogue = 3 + 4 + 2 + 3;
  expect(locs.length).toBe(2 * (6 + catalogue + 8 + 24 + products.length + galleries.length + news.length));
});

test('robots.txt allows every crawler the public site, keeps them out of the admin and points at the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  // The only path kept from crawlers is the administration.
  expect([...text.matchAll(/^Disallow: (\S*)$/gm)].map((match) => match[1])).toEqual(['/admin']);
  expect(text).toMatch(new RegExp(`^Sitemap: ${baseURL}/sitemap\\.xml$`, 'm'));
});
