// Helpers for admin API tests: a same-origin browser's headers, users made straight in the
// database, signing in and calling with the session cookie.
import type { AdminRole } from '@refit/contract/admin';
import { recordAudit } from '../../src/modules/admin/audit/record-audit.ts';
import { createUser } from '../../src/modules/admin/users/repository.ts';
import type { TestApp } from './test-app.ts';

/** What a browser on the admin's own page sends with a state-changing request. */
export const SAME_ORIGIN = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' } as const;
export const TEST_PASSWORD = 'Velvet-Gearbox-Harbour-42';

let counter = 0;

export async function makeUser(app: TestApp, role: AdminRole, password = TEST_PASSWORD) {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@example.com`;
  // Numbered across the files a test worker runs, not from 1 in each.
  const name = `${role} ${counter}`;
  const row = await createUser(app.db, { email, name, role, password }, (trx, created) =>
    recordAudit(trx, { actorId: null, action: 'user.create', target: `user:${created.id}` }),
  );
  return { id: row.id, email, name, password };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // Tests read fields of every answer's shape; the contract's schemas are checked in the routes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { success: boolean; result: any; message: string };
  cookie: string | undefined;
}

/** The `name=value` of a Set-Cookie answer, as a browser would send it back. */
function cookieOf(setCookie: unknown): string | undefined {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return typeof first === 'string' ? first.split(';')[0] : undefined;
}

export async function call(
  app: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: {
    cookie?: string | undefined;
    body?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(method === 'GET' ? {} : SAME_ORIGIN),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  const response = await app.inject({
    method,
    url: `/api/admin${path}`,
    headers,
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    // A file (the enquiries CSV) stands in its text as the result.
    body: String(response.headers['content-type']).startsWith('application/json')
      ? response.json()
      : { success: response.statusCode < 400, result: response.body, message: '' },
    cookie: cookieOf(response.headers['set-cookie']),
  };
}

export async function signIn(
  app: TestApp,
  email: string,
  password: string,
  extra: { totp?: string; remoteAddress?: string } = {},
): Promise<Answer> {
  const { remoteAddress, ...rest } = extra;
  return call(app, 'POST', '/auth/login', {
    body: { email, password, ...rest },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs a new user of the role in and returns its cookie. */
export async function signedIn(app: TestApp, role: AdminRole) {
  const user = await makeUser(app, role);
  const answer = await signIn(app, user.email, user.password);
  if (answer.status !== 200 || !answer.cookie)
    throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return { ...user, cookie: answer.cookie };
}

/** The audit actions written about `target` (`<type>:<id>`), oldest first. */
export async function auditActions(app: TestApp, target: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('admin_audit')
    .select('action')
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}
