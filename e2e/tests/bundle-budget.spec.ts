// The JavaScript a visitor's phone downloads before a page is interactive: every module the page's
// HTML loads, preloads or imports (its inline module script starts them after the first paint),
// and the UI strings of the page's language, which the entry imports before hydrating, measured
// gzipped as it travels. The strings of the other language must not be among them. The budgets keep every public page light on a mobile network;
// the validation library belongs on the server and must not reach them.
// React 19 and React Router 8 alone weigh about 108 kB gzipped (one chunk): the budgets are what
// the pages reach above that floor, so any new weight fails here first.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_ROUTES } from './routes-public.ts';

const HOME_BUDGET_GZIP_BYTES = 142_000;
const PAGE_BUDGET_GZIP_BYTES = 149_000;

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
    const bodies: string[] = [];
    const measure = async (module: string) => {
      const response = await request.get(module);
      expect(response.status(), module).toBe(200);
      const body = await response.body();
      expect(body.toString('utf8'), `${module} holds zod`).not.toContain('ZodError');
      bodies.push(body.toString('utf8'));
      total += gzipSync(body, { level: 9 }).length;
    };
    for (const module of modules) await measure(module);
    // The page is Chinese (no ?l=, no cookie): the Chinese strings chunk, named by a module's
    // dynamic import, and not the English one.
    const strings = [
      ...new Set(bodies.flatMap((body) => [...body.matchAll(/strings-zh-[\w-]+\.js/g)].map((m) => m[0]))),
    ];
    expect(strings, 'the Chinese strings chunk').toHaveLength(1);
    expect(
      modules.some((module) => /strings-en-/.test(module)),
      'English strings preloaded',
    ).toBe(false);
    await measure(`/assets/${strings[0] ?? ''}`);
    testInfo.annotations.push({ type: 'gzip bytes', description: String(total) });
    expect(total).toBeLessThanOrEqual(budget);
  });
}
