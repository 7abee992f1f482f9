// The role × endpoint matrix: every admin endpoint of the contract, called without a session
// (401 unless public), and by each role (403 when the role is not allowed, never 401/403 when it
// is). New endpoints added to the contract join the matrix by themselves.
import { ADMIN_ROLES, adminEndpoints } from '@refit/contract/admin';
import type { AdminEndpoint, AdminRole } from '@refit/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { call, signedIn } from '../../../helpers/admin.ts';

let app: TestApp;
const cookies = {} as Record<AdminRole, string>;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  for (const role of ADMIN_ROLES) cookies[role] = (await signedIn(app, role)).cookie;
});
afterAll(() => app.close());

const endpoints = Object.entries(adminEndpoints) as [string, AdminEndpoint][];
/** A path with its parameters filled in with an id that does not exist. */
const concrete = (path: string) => path.replace(/:\w+/g, '999999');
/** Calls that would end the caller's own session or change state the matrix relies on. */
const sessionEnding = new Set(['logout', 'password', 'login', 'setup']);

function allows(endpoint: AdminEndpoint, role: AdminRole): boolean {
  return endpoint.access === 'public' || endpoint.access === 'signed-in' || endpoint.access.includes(role);
}

describe('without a session', () => {
  it.each(endpoints.filter(([, endpoint]) => endpoint.access !== 'public'))(
    '%s answers 401',
    async (_name, endpoint) => {
      const answer = await call(app, endpoint.method, concrete(endpoint.path), {
        ...(endpoint.method === 'GET' ? {} : { body: {} }),
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, result: null, message: 'Not signed in' });
    },
  );
});

describe.each(ADMIN_ROLES)('as %s', (role) => {
  it.each(endpoints.filter(([name]) => !sessionEnding.has(name)))('%s', async (_name, endpoint) => {
    // An empty body: allowed roles get past the guard (to a 400 or a result), others are refused first.
    const answer = await call(app, endpoint.method, concrete(endpoint.path), {
      cookie: cookies[role],
      ...(endpoint.method === 'GET' ? {} : { body: {} }),
    });
    if (allows(endpoint, role)) {
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, result: null, message: 'Your role may not do this' });
    }
  });
});

describe('the matrix as agreed', () => {
  it('owners alone reach users, settings and the audit log; owners and sales the assignee list', () => {
    const access = Object.fromEntries(endpoints.map(([name, endpoint]) => [name, endpoint.access]));
    for (const name of ['listUsers', 'createUser', 'updateUser', 'resetPassword', 'listAudit']) {
      expect(access[name]).toEqual(['owner']);
    }
    expect(access.getSecuritySettings).toEqual(['owner']);
    expect(access.updateSecuritySettings).toEqual(['owner']);
    expect(access.assignableUsers).toEqual(['owner', 'sales']);
    expect(access.me).toBe('signed-in');
  });
});
