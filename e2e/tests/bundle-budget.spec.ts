// The JavaScript a visitor's phone downloads before a page is interactive: every module the page's
// HTML loads or preloads, measured gzipped as it travels. The budgets keep the two pages that sell
// fast on a mobile network; the validation library belongs on the server and must not reach them.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

const BUDGET_GZIP_BYTES: Record<string, number> = {
  '/': 150_000,
  '/car/1': 175_000,
};

/** Module addresses the page's HTML names in script tags and module preloads. */
async function pageModules(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const imports = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((match) => match[1] ?? '');
  return [...new Set([...sources, ...imports])].filter((source) => source !== '');
}

for (const [path, budget] of Object.entries(BUDGET_GZIP_BYTES)) {
  test(`${path} loads at most ${budget / 1000} kB of gzipped JavaScript, without the validation library`, async ({
    request,
  }, testInfo) => {
    const modules = await pageModules(request, path);
    expect(modules.length).toBeGreaterThan(3);
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
