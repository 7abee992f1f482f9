// One file for each list of stylesheets a public page can have (decision 0040).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  combinePageStylesheets,
  combineStylesheetLinks,
  pageStylesheetLists,
  readCombinedStylesheets,
} from './page-stylesheets.server.ts';

describe('pageStylesheetLists', () => {
  it("gives each route's list from the root down, each stylesheet once, and skips lists of one", () => {
    const lists = pageStylesheetLists({
      root: { css: ['/assets/shared.css', '/assets/root.css'] },
      'routes/home': { parentId: 'root', css: ['/assets/shared.css', '/assets/home.css'] },
      'routes/plain': { parentId: 'root' },
      admin: { parentId: 'root', css: [] },
      'admin/users': { parentId: 'admin', css: ['/assets/table.css'] },
      lonely: { css: ['/assets/one.css'] },
    });
    expect(lists).toEqual([
      ['/assets/shared.css', '/assets/root.css'],
      ['/assets/shared.css', '/assets/root.css', '/assets/home.css'],
      ['/assets/shared.css', '/assets/root.css', '/assets/table.css'],
    ]);
  });
});

describe('combinePageStylesheets', () => {
  let clientDir: string;
  beforeEach(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    const write = (name: string, text: string) =>
      fs.writeFileSync(path.join(clientDir, 'assets', name), text);
    write('root.css', '.root{color:red}');
    write('home.css', '@media (width<=600px){.home{gap:0}}');
    write('fonts.css', "@import url('/assets/font.css');.f{}");
  });
  afterEach(() => fs.rmSync(clientDir, { recursive: true, force: true }));

  it('writes one file per list, in order, named by its content, and records it', () => {
    const combined = combinePageStylesheets(clientDir, [['/assets/root.css', '/assets/home.css']]);
    const href = combined['/assets/root.css /assets/home.css'];
    expect(href).toMatch(/^\/assets\/page-styles-[0-9a-f]{12}\.css$/);
    expect(fs.readFileSync(path.join(clientDir, href ?? ''), 'utf8')).toBe(
      '.root{color:red}\n@media (width<=600px){.home{gap:0}}',
    );
    // The same content, the same name: a second build gives the page the same address.
    expect(combinePageStylesheets(clientDir, [['/assets/root.css', '/assets/home.css']])).toEqual(combined);
  });

  it('leaves out a list with an @import after its first file: it must stay first in its file', () => {
    expect(combinePageStylesheets(clientDir, [['/assets/root.css', '/assets/fonts.css']])).toEqual({});
    // First in the list, it is first in the file too.
    const combined = combinePageStylesheets(clientDir, [['/assets/fonts.css', '/assets/root.css']]);
    expect(Object.keys(combined)).toEqual(['/assets/fonts.css /assets/root.css']);
  });

  it('is read back by the server, and a missing record combines nothing', () => {
    const record = path.join(clientDir, 'page-stylesheets.json');
    const combined = combinePageStylesheets(clientDir, [['/assets/root.css', '/assets/home.css']]);
    fs.writeFileSync(record, JSON.stringify(combined));
    const combinedOf = readCombinedStylesheets(record);
    expect(combinedOf(['/assets/root.css', '/assets/home.css'])).toBe(
      combined['/assets/root.css /assets/home.css'],
    );
    expect(combinedOf(['/assets/home.css', '/assets/root.css'])).toBeNull();
    expect(readCombinedStylesheets(path.join(clientDir, 'missing.json'))(['/assets/root.css'])).toBeNull();
  });
});

describe('combineStylesheetLinks', () => {
  const head =
    '<head><title>t</title><link rel="icon" href="/favicon.svg"/>' +
    '<link rel="stylesheet" href="/assets/a.css"/><link rel="stylesheet" href="/assets/b.css"/></head>';

  it('names the one file before the links, which stay disabled', () => {
    const out = combineStylesheetLinks(head, (hrefs) =>
      hrefs.join() === '/assets/a.css,/assets/b.css' ? '/assets/page-styles-1.css' : null,
    );
    expect(out).toBe(
      '<head><title>t</title><link rel="icon" href="/favicon.svg"/>' +
        '<link rel="stylesheet" href="/assets/page-styles-1.css"/>' +
        '<link rel="stylesheet" href="/assets/a.css" disabled=""/>' +
        '<link rel="stylesheet" href="/assets/b.css" disabled=""/></head>',
    );
  });

  it('leaves the head as it is without a file for its list', () => {
    expect(combineStylesheetLinks(head, () => null)).toBe(head);
  });
});
