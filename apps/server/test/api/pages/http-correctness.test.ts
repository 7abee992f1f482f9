// HTTP correctness of the API and the probes: unknown calls and wrong methods answer with the
// envelope (never a redirect to the home page), a malformed Host is a 400, and the client
// address comes from X-Forwarded-For only when TRUST_PROXY says whose to believe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('unknown calls and wrong methods', () => {
  it.each([
    '/api/nothing',
    '/api/cmst/index/getNothing',
    '/api/cmst/index/',
    '/api/cmst/index/getBrandList/extra',
  ])('GET %s answers 404 with the envelope', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, result: null });
    expect(response.json().message).toMatch(/no such call/);
  });

  it.each([
    ['POST', 'getBrandList', 'GET, HEAD, OPTIONS'],
    ['DELETE', 'getRefitCarInfo', 'GET, HEAD, OPTIONS'],
    ['PUT', 'getNewsList', 'GET, HEAD, OPTIONS'],
    ['GET', 'saveContactUsForm', 'POST, OPTIONS'],
    ['PATCH', 'userTrace', 'POST, OPTIONS'],
  ])('%s %s answers 405 with Allow and the envelope', async (method, call, allow) => {
    const response = await app.inject({
      method: method as 'GET',
      url: `/api/cmst/index/${call}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toMatchObject({ success: false, result: null });
  });

  it('OPTIONS names the methods of a call and never redirects', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/api/cmst/index/getBrandList' });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    const unknown = await app.inject({ method: 'OPTIONS', url: '/api/cmst/index/nothing' });
    expect(unknown.statusCode).toBe(404);
  });

  it('TRACE is refused with the envelope, never a 500', async () => {
    const response = await app.inject({ method: 'TRACE' as 'GET', url: '/api/cmst/index/getBrandList' });
    expect(response.statusCode).toBe(405);
    expect(response.json().success).toBe(false);
  });

  it('HEAD of a call answers like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/cmst/index/getBrandList' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toBe('');
  });
});

describe('Host header', () => {
  it.each(['a@b', 'a b', '[::1', 'localhost:99999', '[:::]'])(
    'a malformed Host %j answers 400, never 500',
    async (host) => {
      const api = await app.inject({ method: 'GET', url: '/api/cmst/index/getBrandList', headers: { host } });
      expect(api.statusCode).toBe(400);
      expect(api.json()).toMatchObject({ success: false, message: 'malformed Host header' });
      const page = await app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(page.statusCode).toBe(400);
    },
  );
});

describe('probes', () => {
  it('healthz and readyz answer while the database does', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});
