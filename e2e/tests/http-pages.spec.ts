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

/** The script nonce a page's Content-Security-Policy names. */
function policyNonce(policy: string | undefined): string | undefined {
  return policy?.match(/script-src 'nonce-([A-Za-z0-9+/=_-]+)' 'strict-dynamic'/)?.[1];
}

test('every page sends a script policy with a nonce of its own, and its scripts carry it', async ({
  request,
}) => {
  const seen = new Set<string>();
  // A 404 page is a page too (an unknown path is redirected Home, so it is not one).
  for (const path of [...PAGES, '/news/info/999999']) {
    for (const lang of ['zh', 'en']) {
      const url = `${path}?l=${lang}`;
      const response = await request.get(url, { maxRedirects: 0 });
      const policy = response.headers()['content-security-policy'];
      const nonce = policyNonce(policy);
      expect(nonce, `${url}: ${policy}`).toBeDefined();
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(policy, url).toContain(directive);
      }
      expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      seen.add(nonce!);
      // Every script and module preload of the page names this response's nonce, none another.
      const html = await response.text();
      const tags = [...html.matchAll(/<script\b[^>]*>|<link[^>]+rel="modulepreload"[^>]*>/g)].map(
        (m) => m[0],
      );
      expect(tags.length, url).toBeGreaterThan(0);
      for (const tag of tags) {
        // Data blocks (JSON-LD) are not run, so they need none.
        if (tag.includes('application/ld+json')) continue;
        expect(tag, url).toContain(`nonce="${nonce}"`);
      }
    }
  }
  // A nonce is good for one response only.
  expect(seen.size).toBe((PAGES.length + 1) * 2);
});

test('HEAD on a page sends the page policy; files, feeds and API answers a policy that allows nothing', async ({
  request,
}) => {
  const head = await request.head('/car/1');
  expect(policyNonce(head.headers()['content-security-policy'])).toBeDefined();
  for (const path of ['/sitemap.xml', '/robots.txt', '/favicon.svg', '/api/cmst/index/getBrandList']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
});
