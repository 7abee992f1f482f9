// Property-based fuzzing of the content API (SPEC section 7): every call, sent arbitrary query
// strings, methods and headers, and arbitrary paths under /api. Whatever arrives, the answer is
// never a 5xx, is the envelope with a JSON content type (HEAD, 304 and OPTIONS answers excepted,
// which have no body), and shows no stack trace or file path. Case counts are printed.
import { calls } from '@refit/contract';
import type { CallName } from '@refit/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { expectNoLeaks, headers, method, queryString, rawPercent, segment, tally } from './inputs.ts';

/** Cases per call: a few hundred in all is enough to find what a CI run should find. */
const RUNS_PER_CALL = 250;
const RUNS_OF_PATHS = 400;

let app: TestApp;
beforeAll(async () => {
  // High limits, so the fuzzer reaches the handlers instead of meeting 429 after a few cases.
  app = await createTestApp({ CONTACT_RATE_LIMIT: '10000', TRACE_RATE_LIMIT: '1000000' });
});
afterAll(() => app.close());

type Injected = Awaited<ReturnType<TestApp['inject']>>;

function expectApiAnswer(sentMethod: string, url: string, response: Injected): void {
  const context = `${sentMethod} ${url} -> ${response.statusCode}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expectNoLeaks(response.body, context);
  if (sentMethod === 'HEAD' || response.statusCode === 304) return;
  if (sentMethod === 'OPTIONS' && response.statusCode === 204) return;
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), context).toEqual(['message', 'result', 'success']);
  expect(typeof body.success, context).toBe('boolean');
  expect(typeof body.message, context).toBe('string');
  if (response.statusCode >= 400) expect(body, context).toMatchObject({ success: false, result: null });
}

describe('fuzz: every call of SPEC section 7', () => {
  const names = Object.keys(calls) as CallName[];

  it.each(names)('%s', async (name) => {
    const call = calls[name];
    const parameters = Object.keys(call.query.shape);
    const statuses = tally();
    await fc.assert(
      fc.asyncProperty(
        method(call.method),
        queryString(parameters),
        headers,
        fc.ipV4(),
        async (sentMethod, query, sentHeaders, remoteAddress) => {
          const url = `/api/cmst/index/${name}${query ? `?${query}` : ''}`;
          const response = await app.inject({
            method: sentMethod as 'GET',
            url,
            headers: { ...sentHeaders, 'accept-encoding': 'identity' },
            remoteAddress,
          });
          statuses.add(response.statusCode);
          expectApiAnswer(sentMethod, url, response);
        },
      ),
      { numRuns: RUNS_PER_CALL },
    );
    console.log(`fuzz ${name}: ${statuses.total} cases, 0 failures (${statuses})`);
  });

  it('arbitrary paths under /api', async () => {
    const statuses = tally();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/', '/api/cmst/index/', '/api/static/', '/api/static/brand/', '/api/captcha/'),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        rawPercent,
        method('GET'),
        headers,
        async (prefix, segments, raw, sentMethod, sentHeaders) => {
          const url = `${prefix}${segments.join('/')}${raw}`;
          const response = await app.inject({
            method: sentMethod as 'GET',
            url,
            headers: { ...sentHeaders, 'accept-encoding': 'identity' },
          });
          statuses.add(response.statusCode);
          const context = `${sentMethod} ${url} -> ${response.statusCode}`;
          expect(response.statusCode, context).toBeLessThan(500);
          expectNoLeaks(response.body, context);
          // "/api/.." is the root, not an API address, once its dots are resolved as a URL's are.
          if (!new URL(url, 'http://localhost').pathname.startsWith('/api/')) return;
          // Content files and the captcha challenge answer in their own formats; a file served
          // from under /api/static/ is never something outside the content folder.
          if (response.statusCode === 200 && /^\/api\/(static|captcha)\//.test(prefix)) return;
          expectApiAnswer(sentMethod, url, response);
        },
      ),
      { numRuns: RUNS_OF_PATHS },
    );
    console.log(`fuzz paths under /api: ${statuses.total} cases, 0 failures (${statuses})`);
  });
});
