// A public page's scripts wait until the page is shown (decision 0038) and its stylesheets come
// in its HTML (0040), seen in the HTML the built web app sends: on pages shared from the page
// cache and on pages streamed for one response, and not on the administration's pages. Runs on
// SQLite and on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { WEB_BUILD_DIR, createWebTestApp } from '../helpers/web-build.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createWebTestApp({ CONTENT_VERSION_POLL_MS: '60000' });
});
afterAll(() => app.close());

const INERT = 'application/x-module-after-paint';
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

/** The head's stylesheets: each link's address, whether it is disabled, and the style before it. */
function headStylesheets(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [
    ...head.matchAll(
      /(?:<style data-href="([^"]+)"([^>]*)>([\s\S]*?)<\/style>)?<link(?: nonce="[^"]*")? rel="stylesheet" href="([^"]+)"( disabled="")?\/>/g,
    ),
  ].map(([, styleHref, styleAttributes = '', text = '', href = '', disabled]) => ({
    href,
    disabled: disabled !== undefined,
    style: styleHref === undefined ? null : { href: styleHref, attributes: styleAttributes, text },
  }));
}

/** The built stylesheet at this address, as the static files serve it. */
const builtStylesheet = (href: string) => fs.readFileSync(path.join(WEB_BUILD_DIR, 'client', href), 'utf8');

/** The page's starter script: its attributes, its text and the modules it starts. */
function starter(html: string) {
  const match = /<script([^>]*)>(\(function startPageScripts[\s\S]*?)<\/script><\/body>/.exec(html);
  expect(match, 'the starter script ends the body').not.toBeNull();
  const [, attributes = '', text = ''] = match ?? [];
  const options = /\}\)\((\{[^}]*\})\)$/.exec(text)?.[1] ?? '{}';
  const { modules = [] } = JSON.parse(options) as { modules?: string[] };
  return { attributes, text, modules };
}

describe('public pages start their scripts once shown', () => {
  it.each(['/?l=zh', '/brand/1?l=en', '/car/1?l=zh', '/news?l=en'])(
    '%s, shared: no module preload, React Router’s script inert, a starter allowed by its hash',
    async (url) => {
      const { html, policy } = await get(url);
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      const inert = [
        ...html.matchAll(new RegExp(`<script[^>]*type="${INERT}"[^>]*>([\\s\\S]*?)</script>`, 'g')),
      ];
      expect(inert).toHaveLength(1);
      const routeModules = inert[0]?.[1] ?? '';
      expect(routeModules).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/);
      const { attributes, text, modules } = starter(html);
      expect(attributes).toBe('');
      // The policy allows the starter and the module script it copies, by their hashes.
      expect(policy).toContain(sha256(text));
      expect(policy).toContain(sha256(routeModules));
      // It starts what hydration needs: the framework, the entry, the page's strings and route modules.
      const lang = url.endsWith('l=en') ? 'en' : 'zh';
      expect(modules.some((module) => module.startsWith('/assets/framework-'))).toBe(true);
      expect(modules.some((module) => module.startsWith('/assets/entry.client-'))).toBe(true);
      expect(modules.filter((module) => module.startsWith('/assets/strings-'))).toEqual([
        expect.stringMatching(new RegExp(`^/assets/strings-${lang}-`)),
      ]);
      for (const [, imported = ''] of routeModules.matchAll(/from "([^"]+)"/g))
        expect(modules).toContain(imported);
      expect(new Set(modules).size).toBe(modules.length);
    },
  );

  it.each(['/?l=zh', '/brand/1?l=en', '/car/1?l=zh', '/news/info/1?l=en'])(
    '%s, shared: each stylesheet in the page, its link disabled, the text allowed by its hash',
    async (url) => {
      const { html, policy } = await get(url);
      const sheets = headStylesheets(html);
      expect(sheets.length).toBeGreaterThanOrEqual(3);
      const styleSources = /style-src-elem ([^;]*)/.exec(policy)?.[1] ?? '';
      for (const sheet of sheets) {
        expect(sheet.disabled, sheet.href).toBe(true);
        expect(sheet.style?.href).toBe(sheet.href);
        expect(sheet.style?.attributes).toBe('');
        expect(sheet.style?.text).toBe(builtStylesheet(sheet.href));
        expect(styleSources).toContain(sha256(sheet.style?.text ?? ''));
      }
    },
  );

  it('does the same on a page streamed for one response, with that response’s nonce', async () => {
    const { html, policy } = await get('/about?l=zh', STREAMED);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).toMatch(new RegExp(`<script nonce="${nonce?.replace(/[+/=]/g, '\\$&')}" type="${INERT}"`));
    const { attributes, modules } = starter(html);
    expect(attributes).toBe(` nonce="${nonce}"`);
    expect(modules.some((module) => module.startsWith('/assets/framework-'))).toBe(true);
    const sheets = headStylesheets(html);
    expect(sheets.length).toBeGreaterThanOrEqual(3);
    for (const sheet of sheets) {
      expect(sheet.disabled, sheet.href).toBe(true);
      expect(sheet.style?.attributes).toBe(` nonce="${nonce}"`);
      expect(sheet.style?.text).toBe(builtStylesheet(sheet.href));
    }
  });

  it('leaves the administration’s pages as React Router writes them', async () => {
    const { html } = await get('/admin/login');
    expect(html).toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain(INERT);
    expect(html).not.toContain('startPageScripts');
    const sheets = headStylesheets(html);
    expect(sheets.length).toBeGreaterThanOrEqual(1);
    expect(sheets.every((sheet) => !sheet.disabled && sheet.style === null)).toBe(true);
  });
});
