// The JavaScript a visitor's phone downloads before a page is interactive: every module the page's
// HTML loads, preloads or imports, among them the UI strings of the page's language (preloaded,
// as the entry imports them before hydrating), measured as it travels: brotli, as the server sends
// every asset to a browser that takes it (scripts/precompress.ts). The strings of the other language
// must not be among them, nor fetched by the browser. The budgets keep every public page light on a
// mobile network; the validation library belongs on the server and must not reach them.
// React 19 and React Router 8 alone weigh about 92.6 kB in brotli (one chunk): the budgets are what
// the pages reach above that floor with a little room, so any new weight fails here first.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { LANGS, PUBLIC_ROUTES, hydrated, inLanguage } from './routes-public.ts';

// Sharing (decision 0068) costs every page about 0.27 kB: the check for WeChat's browser, which
// loads WeChat's script there and nowhere else, and the dialog shared with the footer's WeChat codes.
// Car, product, gallery and news pages carry the share button besides (0.76 kB; the dialog itself
// comes when a visitor opens it). Booking forms gave back 0.4 kB (the workshop visit's rules now come
// with its fields).
const HOME_BUDGET_BROTLI_BYTES = 123_300;
// The booking form's workshop visit is fetched only by sites that take bookings; its rules come with
// it (decision 0065). The share button above brought the car page to 130.8 kB; a video's start
// address, now worked out on the server, took 0.2 kB back.
const PAGE_BUDGET_BROTLI_BYTES = 130_800;

interface ModuleFacts {
  status: number;
  holdsZod: boolean;
  brotli: number;
  gzip: number;
}

// Most modules (the entry, the framework, the shared chunk, the root) are on every page: each is
// fetched and compressed once per worker, not once per page and language.
const moduleFacts = new Map<string, Promise<ModuleFacts>>();

/** A module's size as a browser loads it from this server (brotli), gzipped for reference. */
function factsOf(request: APIRequestContext, module: string): Promise<ModuleFacts> {
  let facts = moduleFacts.get(module);
  if (!facts) {
    facts = request.get(module).then(async (response) => {
      const body = await response.body();
      return {
        status: response.status(),
        holdsZod: body.toString('utf8').includes('ZodError'),
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        gzip: gzipSync(body, { level: 9 }).length,
      };
    });
    moduleFacts.set(module, facts);
  }
  return facts;
}

/** Module addresses the page's HTML names: script sources, preloads and imports. */
async function pageModules(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const named = /(?:(?:src|href)="|import\s*\(?\s*"|from\s+"|[[,]")(\/assets\/[^"]+\.js)"/g;
  return [...new Set([...html.matchAll(named)].map((match) => match[1] ?? ''))].filter(
    (source) => source !== '',
  );
}

for (const { path } of PUBLIC_ROUTES) {
  for (const lang of LANGS) {
    const other = lang === 'zh' ? 'en' : 'zh';
    const budget = path === '/' ? HOME_BUDGET_BROTLI_BYTES : PAGE_BUDGET_BROTLI_BYTES;
    test(`${path} in ${lang} loads at most ${budget / 1000} kB of JavaScript in brotli, without the validation library`, async ({
      request,
    }, testInfo) => {
      const modules = await pageModules(request, inLanguage(path, lang));
      // The entry, the framework, the shared chunk, the root and the page's own route module at least.
      expect(modules.length).toBeGreaterThanOrEqual(5);
      let total = 0;
      let gzipTotal = 0;
      for (const module of modules) {
        const facts = await factsOf(request, module);
        expect(facts.status, module).toBe(200);
        expect(facts.holdsZod, `${module} holds zod`).toBe(false);
        total += facts.brotli;
        gzipTotal += facts.gzip;
      }
      // The strings chunk of the page's language, and not the other one.
      expect(
        modules.filter((module) => module.includes(`/strings-${lang}-`)),
        'the strings of the page',
      ).toHaveLength(1);
      expect(
        modules.filter((module) => module.includes(`/strings-${other}-`)),
        'the strings of the other language',
      ).toEqual([]);
      testInfo.annotations.push(
        { type: 'brotli bytes', description: String(total) },
        { type: 'gzip bytes', description: String(gzipTotal) },
      );
      expect(total).toBeLessThanOrEqual(budget);
    });
  }
}

for (const [lang, other] of [
  ['zh', 'en'],
  ['en', 'zh'],
] as const) {
  test(`a page in ${lang} fetches its own strings before hydrating and never those of ${other}`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`/?l=${lang}`);
    await hydrated(page);
    expect(fetched.filter((path) => path.includes(`/strings-${lang}-`))).toHaveLength(1);
    expect(fetched.filter((path) => path.includes(`/strings-${other}-`))).toEqual([]);
  });
}
