import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { call, signedIn } from '../helpers/admin.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('signs in and reads me', async () => {
  const owner = await signedIn(app, 'owner');
  const me = await call(app, 'GET', '/auth/me', { cookie: owner.cookie });
  expect(me.status).toBe(200);
  expect(me.body.result.user.email).toBe(owner.email);
  const users = await call(app, 'GET', '/users', { cookie: owner.cookie });
  expect(users.status).toBe(200);
  const audit = await call(app, 'GET', '/audit', { cookie: owner.cookie });
  expect(audit.body.result.total).toBeGreaterThan(0);
});
