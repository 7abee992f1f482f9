// The language preference cookie that ?l= sets: Secure when the site is served over https (the
// request came by https through a trusted proxy, or SITE_ORIGIN is https), on pages from the page
// cache and on pages rendered for one response alike; never HttpOnly, since the browser writes it too.
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.ts';
import { createWebTestApp } from '../../helpers/web-build.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const overHttps = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

async function languageCookieOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await app!.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  const cookie = cookies.find((item) => item.startsWith('cms-language='));
  expect(cookie).toBeDefined();
  expect(cookie).not.toMatch(/HttpOnly/i);
  return cookie!;
}

describe('the language cookie', () => {
  it.each([
    ['from the page cache', {}],
    ['rendered for one response', { RENDER_CACHE_MAX_BYTES: '0' }],
  ])('%s is Secure over https from a trusted proxy, and not over http', async (_, env) => {
    app = await createWebTestApp({ TRUST_PROXY: '1', ...env });
    expect(await languageCookieOf('/about?l=en', overHttps)).toMatch(/^cms-language=en;.*; Secure$/);
    expect(await languageCookieOf('/about?l=en')).not.toMatch(/Secure/i);
  });

  it('is not Secure for a forwarded scheme when no proxy is trusted', async () => {
    app = await createWebTestApp();
    expect(await languageCookieOf('/about?l=en', overHttps)).not.toMatch(/Secure/i);
  });

  it('is Secure when SITE_ORIGIN is https, whatever scheme reaches the server', async () => {
    app = await createWebTestApp({ SITE_ORIGIN: 'https://www.example.cn' });
    expect(await languageCookieOf('/about?l=en')).toMatch(/; Secure$/);
  });
});
