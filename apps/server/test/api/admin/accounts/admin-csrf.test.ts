// The CSRF check on every state-changing admin request: Origin naming this site, or
// Sec-Fetch-Site: same-origin; anything else (another site, neither header, a sibling site) 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { makeUser, signedIn } from '../../../helpers/admin.ts';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp({ SITE_ORIGIN: 'http://www.example.cn', ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  cookie = (await signedIn(app, 'owner')).cookie;
});
afterAll(() => app.close());

/** A state-changing call with exactly these headers (besides the JSON body's own). */
async function patchSettings(headers: Record<string, string>) {
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/admin/settings/security',
    headers: { host: 'admin.local:3000', 'content-type': 'application/json', cookie, ...headers },
    payload: JSON.stringify({ requireTotpForOwners: false }),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('a state-changing admin request', () => {
  it.each([
    ['another site in Origin', { origin: 'https://evil.example' }],
    ['another site in Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site', origin: 'http://admin.local:3000' }],
    [
      'a matching Origin but a cross-site fetch',
      { origin: 'http://admin.local:3000', 'sec-fetch-site': 'cross-site' },
    ],
    ['neither header', {}],
    ['Origin "null" (a sandboxed frame)', { origin: 'null' }],
    ['an Origin with another port', { origin: 'http://admin.local:4000' }],
    ['an Origin with another scheme', { origin: 'https://admin.local:3000' }],
    ['a user-typed navigation', { 'sec-fetch-site': 'none' }],
  ])('is refused with 403 for %s', async (_name, headers) => {
    const answer = await patchSettings(headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, result: null, message: 'Cross-site request refused' });
  });

  it.each([
    ['Origin of the host it came in by', { origin: 'http://admin.local:3000' }],
    ['Sec-Fetch-Site: same-origin alone', { 'sec-fetch-site': 'same-origin' }],
    ['both', { origin: 'http://admin.local:3000', 'sec-fetch-site': 'same-origin' }],
    ['the public origin (SITE_ORIGIN)', { origin: 'http://www.example.cn' }],
  ])('is accepted with %s', async (_name, headers) => {
    expect((await patchSettings(headers)).status).toBe(200);
  });

  it('is checked before signing in too (no login CSRF) and before anything else', async () => {
    const user = await makeUser(app, 'sales');
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not apply to reads', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
