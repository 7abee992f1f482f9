// Security headers on every kind of response the API side gives: answers, errors, unknown
// calls, static files and probes; static files are sandboxed, HSTS only over https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, RESTRICTIVE_CSP } from '../../../src/plugins/security-headers.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let app: TestApp;
let staticFile = '';
beforeAll(async () => {
  app = await createTestApp();
  const brands = (await app.inject({ method: 'GET', url: '/api/cmst/index/getBrandList' })).json();
  staticFile = `/api/static/${String(brands.result[0].brandIconUrl).replace(/^\//, '')}`;
});
afterAll(() => app.close());

const kinds: [string, () => { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> }][] = [
  ['an answer', () => ({ method: 'GET', url: '/api/cmst/index/getBrandList' })],
  ['a 400', () => ({ method: 'GET', url: '/api/cmst/index/getRefitCarInfo?carId=x' })],
  ['a 404', () => ({ method: 'GET', url: '/api/nothing' })],
  ['a 405', () => ({ method: 'POST', url: '/api/cmst/index/getBrandList' })],
  [
    'a malformed Host',
    () => ({ method: 'GET', url: '/api/cmst/index/getBrandList', headers: { host: 'a b' } }),
  ],
  ['a static file', () => ({ method: 'GET', url: staticFile })],
  ['a missing static file', () => ({ method: 'GET', url: '/api/static/nothing.svg' })],
  ['the probe', () => ({ method: 'GET', url: '/healthz' })],
  ['the API document', () => ({ method: 'GET', url: '/api/openapi.json' })],
];

describe('security headers', () => {
  it.each(kinds)('%s carries them', async (_kind, request) => {
    const response = await app.inject(request());
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  // Pages send their own policy (with the script nonce); everything else may load nothing.
  it.each(kinds.filter(([kind]) => kind !== 'a static file'))(
    '%s carries a Content-Security-Policy that allows nothing',
    async (_kind, request) => {
      const response = await app.inject(request());
      expect(response.headers['content-security-policy']).toBe(RESTRICTIVE_CSP);
    },
  );

  it('keeps it on preflight and HEAD answers', async () => {
    const options = await app.inject({ method: 'OPTIONS', url: '/api/cmst/index/getBrandList' });
    expect(options.headers['content-security-policy']).toBe(RESTRICTIVE_CSP);
    const head = await app.inject({ method: 'HEAD', url: '/api/cmst/index/getBrandList' });
    expect(head.headers['content-security-policy']).toBe(RESTRICTIVE_CSP);
  });

  it('serves content files sandboxed, so an uploaded SVG cannot run script as the site', async () => {
    const response = await app.inject({ method: 'GET', url: staticFile });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('asks browsers for https only when the request came over https', async () => {
    const secure = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const response = await secure.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    } finally {
      await secure.close();
    }
  });
});
