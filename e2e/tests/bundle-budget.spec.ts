// The JavaScript a visitor's phone downloads before a page is interactive: every module the page's
// HTML loads, preloads or imports (its inline module script starts them after the first paint),
// measured gzipped as it travels. The budgets keep every public page light on a mobile network;
// the validation library belongs on the server and must not reach them.
// React 19 and React Router 8 alone weigh about 108 kB gzipped (one chunk): the budgets are what
// the pages reach above that floor, so any new weight fails here first.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_ROUTES } from './routes-public.ts';

const HOME_BUDGET_GZIP_BYTES = 144_000;
const PAGE_BUDGET_GZIP_BYTES = 152_000;

/** Module addresses the page's HTML names: script sources, preloads and imports. */
async function pageModules(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const named = /(?:(?:src|href)="|import\s*\(?\s*"|from\s+")(\/assets\/[^"]+\.js)"/g;
  return [...new Set([...html.matchAll(named)].map((match) => match[1] ?? ''))].filter(
    (source) => source !== '',
  );
}

for (const { path } of PUBLIC_ROUTES) {
  const budget = path === '/' ? HOME_BUDGET_GZIP_BYTES : PAGE_BUDGET_GZIP_BYTES;
  test(`${path} loads at most ${budget / 1000} kB of gzipped JavaScript, without the validation library`, async ({
    request,
  }, testInfo) => {
    const modules = await pageModules(request, path);
    // The entry, the framework, the shared chunk, the root and the page's own route module at least.
    expect(modules.length).toBeGreaterThanOrEqual(5);
    let total = 0;
    for (const module of modules) {
      const response = await request.get(module);
      expect(response.status(), module).toBe(200);
      const body = await response.body();
      expect(body.toString('utf8'), `${module} holds zod`).not.toContain('ZodError');
      total += gzipSync(body, { level: 9 }).length;
    }
    testInfo.annotations.push({ type: 'gzip bytes', description: String(total) });
    expect(total).toBeLessThanOrEqual(budget);
  });
}
