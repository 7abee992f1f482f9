// HTTP correctness of pages against the production server: pages are only read (other methods
// get 405, never a 500), HEAD answers with GET's headers, an unknown API address is a 404 envelope
// rather than a redirect to Home, and a Host the site does not serve is never reflected into
// its links.
import { expect, test } from '@playwright/test';

const PAGES = ['/', '/car/1', '/product/info/1', '/aerodynamic-kits', '/wheels', '/news', '/about'];

test('writing methods on pages answer 405 with Allow', async ({ request }) => {
  for (const path of PAGES) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD');
    }
  }
});

test('HEAD on a page carries the headers of GET', async ({ request }) => {
  for (const path of PAGES) {
    const get = await request.get(path, { maxRedirects: 0 });
    const head = await request.head(path, { maxRedirects: 0 });
    expect(head.status(), path).toBe(get.status());
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect(await head.text()).toBe('');
  }
});

test('an unknown API address answers 404 with the envelope, not a redirect', async ({ request }) => {
  for (const path of ['/api/nothing', '/api/cmst/index/getNothing', '/api/cmst/index']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, result: null });
  }
});

test('a foreign Host never reaches canonical, hreflang, sitemap or robots links', async ({ request }) => {
  const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
  for (const path of ['/', '/car/1?l=en', '/news', '/sitemap.xml', '/robots.txt']) {
    const response = await request.get(path, { headers, maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
    expect(await response.text(), path).not.toContain('evil.example');
  }
});

test('pages and their assets carry the security headers', async ({ request }) => {
  const page = await request.get('/car/1');
  const asset = (await page.text()).match(/\/assets\/[^"']+\.js/)?.[0];
  expect(asset).toBeDefined();
  for (const response of [
    page,
    await request.get(asset!),
    await request.get('/missing-page', { maxRedirects: 0 }),
  ]) {
    const headers = response.headers();
    expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
    expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], response.url()).toContain('camera=()');
    expect(headers['cross-origin-opener-policy'], response.url()).toBe('same-origin');
  }
});
