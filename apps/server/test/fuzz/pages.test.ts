// Property-based fuzzing of the pages, on the built web app: every public route of SPEC section 2
// and arbitrary paths, sent arbitrary query strings, extra path segments, methods and headers
// (Host, forwarding headers, Origin, Accept-Language, cookies), each carrying the marker
// <x-fuzz>. Whatever arrives, the answer is never a 5xx, never contains the marker as raw markup,
// and shows no stack trace or file path. Case counts are printed.
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { createWebTestApp } from '../helpers/web-build.ts';
import { MARKER, expectNoLeaks, headers, method, queryString, rawPercent, segment, tally } from './inputs.ts';

/**
 * The public routes, from the browser tests' list (loaded at run time: that module is typed for
 * the browser, which the server's type check does not include).
 */
const routesModule = path.resolve(import.meta.dirname, '../../../../e2e/tests/site/routes-public.ts');
const { PUBLIC_ROUTES } = (await import(routesModule)) as { PUBLIC_ROUTES: readonly { path: string }[] };

/** Rendering a page costs far more than an API answer: fewer cases per route, more routes. */
const RUNS_PER_ROUTE = 40;
const RUNS_OF_PATHS = 200;

let app: TestApp;
beforeAll(async () => {
  app = await createWebTestApp({ TRACE_RATE_LIMIT: '1000000' });
});
afterAll(() => app.close());

type Injected = Awaited<ReturnType<TestApp['inject']>>;

function expectPageAnswer(sentMethod: string, url: string, response: Injected): void {
  const context = `${sentMethod} ${url} -> ${response.statusCode}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expectNoLeaks(response.body, context);
  expect(response.body.toLowerCase(), context).not.toContain(MARKER.slice(0, -1));
  // Headers are no place for it either (a Location or a Link built from the request).
  expect(JSON.stringify(response.headers).toLowerCase(), context).not.toContain(MARKER.slice(0, -1));
  // No host but the site's own in links, whatever the Host, forwarding headers or address said.
  expect(response.body, context).not.toMatch(/(https?:)?\/\/evil\.example/);
}

/** Asks for `url` as the fuzzer sent it (uncompressed, to read the body) and checks the answer. */
async function askPage(
  statuses: ReturnType<typeof tally>,
  sentMethod: string,
  url: string,
  sentHeaders: Record<string, string>,
): Promise<void> {
  const response = await app.inject({
    method: sentMethod as 'GET',
    url,
    headers: { ...sentHeaders, 'accept-encoding': 'identity' },
  });
  statuses.add(response.statusCode);
  expectPageAnswer(sentMethod, url, response);
}

const pageQuery = queryString(['l', 'page', 'pageNo', 'id', 'type', 'category', 'q', 'redirect']);

describe('hosts the fuzzer found', () => {
  // A Host the pattern let through but no URL can hold made every page answer 500.
  it.each(['localhost:99999', '[:::]'])('a page asked for with Host %j answers 400', async (host) => {
    const response = await app.inject({ url: '/news', headers: { host } });
    expect(response.statusCode).toBe(400);
  });
});

describe('addresses the fuzzer found', () => {
  // "//host/path" was resolved against the site's origin as a scheme-relative URL: the page took
  // the path's first segment as its host, in canonical and hreflang links too. Now such a path is
  // sent, with one slash, to this site's own path of that name.
  it.each(['//evil.example/news', '//evil.example', '///evil.example/about', '/\\evil.example/news'])(
    '%s never puts another host in the page',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode === 301) expect(response.headers.location).toMatch(/^\/evil\.example/);
      expect(response.body).not.toMatch(/[/\\]{2}evil\.example/);
      expect(response.body).not.toMatch(/href="https?:\/\/evil/);
    },
  );

  it.each(['//0/..', '//', '//0'])('%s answers without a 500', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('fuzz: every page route', () => {
  it.each(PUBLIC_ROUTES.map((route) => route.path))('%s', async (path) => {
    const statuses = tally();
    await fc.assert(
      fc.asyncProperty(
        method('GET'),
        fc.option(fc.array(segment, { minLength: 1, maxLength: 2 }), { freq: 4 }),
        pageQuery,
        rawPercent,
        headers,
        async (sentMethod, extra, query, raw, sentHeaders) => {
          const base = extra ? `${path.replace(/\/$/, '')}/${extra.join('/')}` : path;
          const url = `${base}${query || raw ? `?${query}${raw}` : ''}`;
          await askPage(statuses, sentMethod, url, sentHeaders);
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
    console.log(`fuzz page ${path}: ${statuses.total} cases, 0 failures (${statuses})`);
  });

  it('arbitrary paths', async () => {
    const statuses = tally();
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        pageQuery,
        method('GET'),
        headers,
        async (segments, query, sentMethod, sentHeaders) => {
          const url = `/${segments.join('/')}${query ? `?${query}` : ''}`;
          await askPage(statuses, sentMethod, url, sentHeaders);
        },
      ),
      { numRuns: RUNS_OF_PATHS },
    );
    console.log(`fuzz arbitrary page paths: ${statuses.total} cases, 0 failures (${statuses})`);
  });
});
