// HTTP correctness of pages against the production server: pages are only read (other methods
// get 405, never a 500), HEAD answers with GET's headers, an unknown API address is a 404 envelope
// rather than a redirect to Home, and a Host the site does not serve is never reflected into
// its links.
import { createHash } from 'node:crypto';
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

/** The sources of a policy's script-src. */
function scriptSources(policy: string | undefined): string[] {
  return policy?.match(/script-src ([^;]*)/)?.[1]?.split(' ') ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('every page allows its scripts by a nonce of its own, or, shared from the page cache, by their hashes', async ({
  request,
}) => {
  const seen = new Set<string>();
  let nonced = 0;
  // A 404 page is a page too (an unknown path is redirected Home, so it is not one).
  for (const path of [...PAGES, '/news/info/999999']) {
    for (const lang of ['zh', 'en']) {
      const url = `${path}?l=${lang}`;
      const response = await request.get(url, { maxRedirects: 0 });
      const policy = response.headers()['content-security-policy'];
      expect(scriptSources(policy), `${url}: ${policy}`).toContain("'strict-dynamic'");
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(policy, url).toContain(directive);
      }
      expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await response.text();
      const nonce = policyNonce(policy);
      if (nonce) {
        nonced += 1;
        seen.add(nonce);
        // Every script and module preload of the page names this response's nonce, none another.
        const tags = [...html.matchAll(/<script\b[^>]*>|<link[^>]+rel="modulepreload"[^>]*>/g)].map(
          (m) => m[0],
        );
        expect(tags.length, url).toBeGreaterThan(0);
        for (const tag of tags) {
          // Data blocks (JSON-LD) are not run, so they need none.
          if (tag.includes('application/ld+json')) continue;
          expect(tag, url).toContain(`nonce="${nonce}"`);
        }
      } else {
        // A page the page cache shares among responses (decision 0020): no nonce anywhere, and
        // each inline script allowed by its hash.
        expect(html, url).not.toMatch(/\snonce=/);
        const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
        expect(inline.length, url).toBeGreaterThan(0);
        for (const [, text = ''] of inline) expect(scriptSources(policy), url).toContain(sha256(text));
      }
    }
  }
  // A nonce is good for one response only.
  expect(seen.size).toBe(nonced);
});

test('HEAD on a page sends the page policy; files, feeds and API answers a policy that allows nothing', async ({
  request,
}) => {
  const head = await request.head('/car/1');
  expect(scriptSources(head.headers()['content-security-policy'])).toContain("'strict-dynamic'");
  for (const path of ['/sitemap.xml', '/robots.txt', '/favicon.svg', '/api/cmst/index/getBrandList']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
});
