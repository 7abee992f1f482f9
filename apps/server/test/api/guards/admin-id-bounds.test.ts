// Ids in admin paths beyond the databases' 32-bit integers are a 400, not a database error
// (PostgreSQL refuses to compare an integer column with a larger number).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../helpers/admin.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = (await signedIn(app, 'owner')).cookie;
});
afterAll(() => app.close());

describe('admin ids', () => {
  it.each([
    ['GET', '/enquiries/2147483648'],
    ['PATCH', '/enquiries/9999999999'],
    ['PATCH', '/users/9999999999'],
    ['POST', '/users/2147483648/password'],
  ] as const)('%s %s answers 400', async (method, path) => {
    const answer = await call(app, method, path, {
      cookie,
      ...(method === 'GET' ? {} : { body: { name: 'x' } }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result.issues[0].path).toEqual(['id']);
  });

  it('still finds the largest id as not found', async () => {
    expect((await call(app, 'GET', '/enquiries/2147483647', { cookie })).status).toBe(404);
  });
});
