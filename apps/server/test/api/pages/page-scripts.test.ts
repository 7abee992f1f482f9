// A public page loads its scripts and stylesheets as React Router writes them: module preloads in
// the head and one module script, allowed by the page's policy (decision 0053). Seen in the HTML the
// built web app sends, on pages shared from the page cache (allowed by hashes) and on pages
// streamed for one response (that response's nonce). Runs on SQLite and on PostgreSQL.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.ts';
import { createWebTestApp } from '../../helpers/web-build.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createWebTestApp({ CONTENT_VERSION_POLL_MS: '60000' });
});
afterAll(() => app.close());

/** A cookie of the admin's session: such requests are rendered for them alone, streamed. */
const STREAMED = { cookie: 'refit_admin=abcdefghijklmnopqrstuvwxyz' };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  expect(response.statusCode, url).toBe(200);
  return { html: response.body, policy: String(response.headers['content-security-policy']) };
}

/** The module preloads of the page, and its module scripts with their attributes and text. */
function scripts(html: string) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"([^>]*)>/g)].map(
    ([, href = '', attributes = '']) => ({ href, attributes }),
  );
  const modules = [...html.matchAll(/<script([^>]*)type="module"([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, before = '', after = '', text = '']) => ({ attributes: before + after, text }),
  );
  return { preloads, modules };
}

describe('public pages load their scripts as React Router writes them', () => {
  it.each(['/?l=zh', '/brand/1?l=en', '/car/1?l=zh', '/news?l=en'])(
    '%s, shared: the modules preloaded, the module script allowed by its hash',
    async (url) => {
      const { html, policy } = await get(url);
      const { preloads, modules } = scripts(html);
      const lang = url.endsWith('l=en') ? 'en' : 'zh';
      const hrefs = preloads.map((preload) => preload.href);
      expect(hrefs.some((href) => href.startsWith('/assets/framework-'))).toBe(true);
      expect(hrefs.some((href) => href.startsWith('/assets/entry.client-'))).toBe(true);
      // The page's own language's strings, not the other's.
      expect(hrefs.filter((href) => href.startsWith('/assets/strings-'))).toEqual([
        expect.stringMatching(new RegExp(`^/assets/strings-${lang}-`)),
      ]);
      expect(modules).toHaveLength(1);
      const [module] = modules;
      expect(module?.attributes).not.toContain('nonce');
      expect(module?.text).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/);
      expect(policy).toContain(sha256(module?.text ?? ''));
    },
  );

  it('a page streamed for one response carries that response’s nonce', async () => {
    const { html, policy } = await get('/about?l=zh', STREAMED);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    const { preloads, modules } = scripts(html);
    expect(preloads.length).toBeGreaterThanOrEqual(5);
    expect(modules).toHaveLength(1);
    expect(modules[0]?.attributes).toContain(`nonce="${nonce}"`);
  });
});
