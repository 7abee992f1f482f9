// A public page's scripts wait until the page is shown (decision 0038) and its stylesheets come
// in one file (0040), seen in the HTML the built web app sends: on pages shared from the page
// cache and on pages streamed for one response, and not on the administration's pages. Runs on
// SQLite and on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.ts';
import { WEB_BUILD_DIR, createWebTestApp } from '../../helpers/web-build.ts';

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

/** The head's stylesheet links, in order: address, nonce attribute, and whether it is disabled. */
function headStylesheets(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [
    ...head.matchAll(/<link((?: nonce="[^"]*")?) rel="stylesheet" href="([^"]+)"( disabled="")?\/>/g),
  ].map(([, nonce = '', href = '', disabled]) => ({ href, nonce, disabled: disabled !== undefined }));
}

/** A built stylesheet, as it lies in the client build. */
const builtStylesheet = (href: string) => fs.readFileSync(path.join(WEB_BUILD_DIR, 'client', href), 'utf8');

/** Checks that the page names one file with all its stylesheets, React Router's links disabled after it. */
async function expectOneStylesheet(html: string, nonce = '') {
  const [combined, ...links] = headStylesheets(html);
  expect(combined?.href).toMatch(/^\/assets\/page-styles-[0-9a-f]{12}\.css$/);
  expect(combined?.disabled).toBe(false);
  expect(links.length).toBeGreaterThanOrEqual(3);
  for (const link of [combined, ...links]) expect(link?.nonce).toBe(nonce);
  expect(links.every((link) => link.disabled)).toBe(true);
  // The file holds them all, in their order, and is served compressed, for a year.
  const response = await app.inject({
    url: combined?.href ?? '',
    headers: { 'accept-encoding': 'br' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(builtStylesheet(combined?.href ?? '')).toBe(
    links.map((link) => builtStylesheet(link.href)).join('\n'),
  );
}

/** The page's starter script: its attributes, its text and the modules it starts. */
function starter(html: string) {
  const match = /<script([^>]*)>(\(function startPageScripts[\s\S]*?)<\/script><\/body>/.exec(html);
  expect(match, 'the starter script ends the body').not.toBeNull();
  const [, attributes = '', text = ''] = match ?? [];
  // The options are the JSON object the function is called with, from `)({"modules"` to the end.
  const call = text.lastIndexOf(')({"modules"');
  const options = call === -1 ? '{}' : text.slice(call + 2, -1);
  const { modules = [], visit } = JSON.parse(options) as {
    modules?: string[];
    visit?: { attribute: string; mobileMaxWidth: number; mobileAgent: string };
  };
  return { attributes, text, modules, visit };
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

  it.each([
    ['/?l=zh', 'browseType=menu&relatedId=1&languages=cn'],
    ['/car/1?l=en', 'browseType=img&relatedId=1&languages=en'],
    ['/news/info/2?l=zh', 'browseType=news&relatedId=2&languages=cn'],
  ])('%s names its visit for the starter to send if the page is left early', async (url, fields) => {
    const { html } = await get(url);
    const visits = [...html.matchAll(/<span hidden="" data-visit="([^"]+)"><\/span>/g)].map((match) =>
      match[1]?.replaceAll('&amp;', '&'),
    );
    expect(visits).toEqual([`/api/cmst/index/userTrace?${fields}`]);
    const { visit } = starter(html);
    expect(visit).toMatchObject({ attribute: 'data-visit', mobileMaxWidth: 976 });
    expect(new RegExp(visit?.mobileAgent ?? '^$', 'i').test('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(
      true,
    );
  });

  it.each(['/?l=zh', '/brand/1?l=en', '/car/1?l=zh', '/news/info/1?l=en', '/about?l=zh'])(
    '%s, shared: its stylesheets in one file',
    async (url) => {
      const { html } = await get(url);
      await expectOneStylesheet(html);
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
    await expectOneStylesheet(html, ` nonce="${nonce}"`);
  });

  it('leaves the administration’s pages as React Router writes them', async () => {
    const { html } = await get('/admin/login');
    expect(html).toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain(INERT);
    expect(html).not.toContain('startPageScripts');
    const sheets = headStylesheets(html);
    expect(sheets.length).toBeGreaterThanOrEqual(1);
    expect(sheets.some((sheet) => sheet.disabled || sheet.href.includes('page-styles'))).toBe(false);
  });
});
