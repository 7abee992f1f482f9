// The users API (owners), security settings and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { TEST_PASSWORD, call, signIn, signedIn } from '../../../helpers/admin.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  owner = await signedIn(app, 'owner');
});
afterAll(() => app.close());

const as = (cookie: string) => ({
  get: (path: string) => call(app, 'GET', path, { cookie }),
  post: (path: string, body?: unknown) => call(app, 'POST', path, { cookie, body }),
  patch: (path: string, body: unknown) => call(app, 'PATCH', path, { cookie, body }),
});

describe('users', () => {
  it('creates an account that can sign in, and lists it', async () => {
    const created = await as(owner.cookie).post('/users', {
      email: ' Li.Na@Example.com ',
      name: '李娜',
      role: 'sales',
      password: TEST_PASSWORD,
    });
    expect(created.status).toBe(200);
    expect(created.body.result.user).toMatchObject({
      email: 'li.na@example.com',
      name: '李娜',
      role: 'sales',
      disabled: false,
      lastSignInAt: null,
    });
    expect((await signIn(app, 'li.na@example.com', TEST_PASSWORD)).status).toBe(200);
    const list = await as(owner.cookie).get('/users');
    const listed = list.body.result.records.find(
      (user: { email: string }) => user.email === 'li.na@example.com',
    );
    expect(listed.lastSignInAt).toMatch(/^\d{4}-/);
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|argon2|totpSecret/);
  });

  it('refuses a taken e-mail (409), a common password and bad fields (400 with issues)', async () => {
    const taken = await as(owner.cookie).post('/users', {
      email: owner.email,
      name: '',
      role: 'sales',
      password: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
    const common = await as(owner.cookie).post('/users', {
      email: 'new1@example.com',
      role: 'sales',
      password: 'qwertyuiop123',
    });
    expect(common.status).toBe(400);
    expect(common.body.result.issues).toEqual([
      { path: ['password'], message: 'is too common; choose another' },
    ]);
    const bad = await as(owner.cookie).post('/users', {
      email: 'not-an-email',
      role: 'admin',
      password: 'short',
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.result.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'role', 'password']));
    const empty = await as(owner.cookie).patch('/users/1', {});
    expect(empty.status).toBe(400);
    expect((await as(owner.cookie).patch('/users/abc', { name: 'x' })).status).toBe(400);
    expect((await as(owner.cookie).patch('/users/999999', { name: 'x' })).status).toBe(404);
  });

  it('changes a role, which takes effect on the next call of a signed-in session', async () => {
    const sales = await signedIn(app, 'sales');
    expect((await as(sales.cookie).get('/users')).status).toBe(403);
    const promoted = await as(owner.cookie).patch(`/users/${sales.id}`, { role: 'owner', name: 'Promoted' });
    expect(promoted.body.result.user).toMatchObject({ role: 'owner', name: 'Promoted' });
    expect((await as(sales.cookie).get('/users')).status).toBe(200);
  });

  it('disabling an account ends its sessions and its sign-ins; enabling lets it back', async () => {
    const editor = await signedIn(app, 'editor');
    const disabled = await as(owner.cookie).patch(`/users/${editor.id}`, { disabled: true });
    expect(disabled.body.result.user.disabled).toBe(true);
    expect((await as(editor.cookie).get('/auth/me')).status).toBe(401);
    expect((await signIn(app, editor.email, editor.password)).status).toBe(401);
    await as(owner.cookie).patch(`/users/${editor.id}`, { disabled: false });
    expect((await signIn(app, editor.email, editor.password)).status).toBe(200);
  });

  it('never leaves the site without an active owner (409)', async () => {
    const solo = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
    try {
      const only = await signedIn(solo, 'owner');
      const patch = (id: number, body: unknown) =>
        call(solo, 'PATCH', `/users/${id}`, { cookie: only.cookie, body });
      expect((await patch(only.id, { role: 'sales' })).status).toBe(409);
      expect((await patch(only.id, { disabled: true })).status).toBe(409);
      expect((await patch(only.id, { name: 'Still me' })).status).toBe(200);
      // With a second owner, the first may step down; then the second is the last.
      const second = await signedIn(solo, 'owner');
      expect((await patch(only.id, { role: 'editor' })).status).toBe(200);
      const last = await call(solo, 'PATCH', `/users/${second.id}`, {
        cookie: second.cookie,
        body: { disabled: true },
      });
      expect(last.status).toBe(409);
      expect(last.body.message).toMatch(/last active owner/);
    } finally {
      await solo.close();
    }
  });

  it('a password reset ends that user’s sessions and sets the new password', async () => {
    const sales = await signedIn(app, 'sales');
    const weak = await as(owner.cookie).post(`/users/${sales.id}/password`, {
      password: 'password1234',
      currentPassword: owner.password,
    });
    expect(weak.status).toBe(400);
    const reset = await as(owner.cookie).post(`/users/${sales.id}/password`, {
      password: 'Brass-Compass-Meadow-19',
      currentPassword: owner.password,
    });
    expect(reset.status).toBe(200);
    expect((await as(sales.cookie).get('/auth/me')).status).toBe(401);
    expect((await signIn(app, sales.email, sales.password)).status).toBe(401);
    expect((await signIn(app, sales.email, 'Brass-Compass-Meadow-19')).status).toBe(200);
  });

  it('resets another owner’s password only with the acting owner’s own password, counting wrong ones', async () => {
    const acting = await signedIn(app, 'owner');
    const other = await signedIn(app, 'owner');
    const NEW = 'Copper-Lantern-Orchard-77';
    const reset = (body: Record<string, unknown>) =>
      as(acting.cookie).post(`/users/${other.id}/password`, body);
    const failures = () =>
      app.db
        .selectFrom('admin_sign_in_failure')
        .select('account')
        .where('account', '=', acting.email)
        .execute()
        .then((rows) => rows.length);

    const missing = await reset({ password: NEW });
    expect(missing.status).toBe(400);
    expect(missing.body.result.issues.map((issue: { path: string[] }) => issue.path)).toEqual([
      ['currentPassword'],
    ]);
    expect(await failures()).toBe(0);

    const wrong = await reset({ password: NEW, currentPassword: 'Not-My-Password-123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.issues).toEqual([{ path: ['currentPassword'], message: 'is incorrect' }]);
    expect(await failures()).toBe(1);
    const log = await as(owner.cookie).get('/audit?action=auth.sign-in-failed');
    expect(log.body.result.records[0]).toMatchObject({ actorId: acting.id, target: acting.email });
    // Nothing changed for the other owner: the old password and session still work.
    expect((await as(other.cookie).get('/auth/me')).status).toBe(200);

    const right = await reset({ password: NEW, currentPassword: acting.password });
    expect(right.status).toBe(200);
    expect(await failures()).toBe(0);
    expect((await as(other.cookie).get('/auth/me')).status).toBe(401);
    expect((await signIn(app, other.email, NEW)).status).toBe(200);
  });

  it('locks the acting owner after five wrong passwords, even with the right one', async () => {
    const acting = await signedIn(app, 'owner');
    const target = await signedIn(app, 'editor');
    const reset = (currentPassword: string) =>
      as(acting.cookie).post(`/users/${target.id}/password`, {
        password: 'Copper-Lantern-Orchard-78',
        currentPassword,
      });
    for (let i = 0; i < 5; i++) expect((await reset(`Wrong-Password-${i}-xyz`)).status).toBe(400);
    const locked = await reset(acting.password);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    expect((await signIn(app, target.email, target.password)).status).toBe(200);
  });

  it('lists active owners and sales people as assignees, for owners and sales', async () => {
    const sales = await signedIn(app, 'sales');
    const list = await as(sales.cookie).get('/users/assignable');
    expect(list.status).toBe(200);
    const ids = list.body.result.records.map((user: { id: number }) => user.id);
    expect(ids).toContain(sales.id);
    expect(ids).toContain(owner.id);
    expect(Object.keys(list.body.result.records[0]).sort()).toEqual(['email', 'id', 'name']);
    const editor = await signedIn(app, 'editor');
    expect(ids).not.toContain(editor.id);
  });
});

describe('security settings', () => {
  it('are read and changed by owners, and the change is logged', async () => {
    expect((await as(owner.cookie).get('/settings/security')).body.result).toEqual({
      requireTotpForOwners: false,
    });
    const bad = await as(owner.cookie).patch('/settings/security', { requireTotpForOwners: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.result.issues[0].path).toEqual(['requireTotpForOwners']);
    const changed = await as(owner.cookie).patch('/settings/security', { requireTotpForOwners: false });
    expect(changed.body.result).toEqual({ requireTotpForOwners: false });
    const log = await as(owner.cookie).get('/audit?action=settings.update');
    expect(log.body.result.records[0]).toMatchObject({
      actorId: owner.id,
      target: 'settings:security',
      detail: { before: { requireTotpForOwners: false }, after: { requireTotpForOwners: false } },
    });
  });
});

describe('the audit log', () => {
  it('records who did what to whom, from which address, newest first', async () => {
    const created = await call(app, 'POST', '/users', {
      cookie: owner.cookie,
      body: { email: 'audited@example.com', role: 'editor', password: TEST_PASSWORD },
      remoteAddress: '203.0.113.7',
    });
    const log = await as(owner.cookie).get('/audit?action=user.create&pageSize=1');
    expect(log.body.result).toMatchObject({ current: 1 });
    expect(log.body.result.records).toHaveLength(1);
    expect(log.body.result.records[0]).toMatchObject({
      actorId: owner.id,
      actorEmail: owner.email,
      action: 'user.create',
      target: `user:${created.body.result.user.id}`,
      detail: { email: 'audited@example.com', role: 'editor' },
      ip: '203.0.113.7',
    });
    expect(Date.parse(log.body.result.records[0].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records sign-ins and sign-outs', async () => {
    const sales = await signedIn(app, 'sales');
    await as(sales.cookie).post('/auth/logout');
    const log = await as(owner.cookie).get(`/audit?actorId=${sales.id}`);
    const actions = log.body.result.records.map((record: { action: string }) => record.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.sign-in', 'auth.sign-out']));
  });

  it('pages and filters by time', async () => {
    const all = await as(owner.cookie).get('/audit?pageSize=2&pageNo=2');
    expect(all.body.result.records).toHaveLength(2);
    expect(all.body.result.pages).toBe(Math.ceil(all.body.result.total / 2));
    const today = new Date().toISOString().slice(0, 10);
    const inDay = await as(owner.cookie).get(`/audit?from=${today}&to=${today}`);
    expect(inDay.body.result.total).toBe((await as(owner.cookie).get('/audit')).body.result.total);
    const past = await as(owner.cookie).get('/audit?to=2001-01-01');
    expect(past.body.result.total).toBe(0);
    const bad = await as(owner.cookie).get('/audit?from=yesterday&pageSize=0&action=nope');
    expect(bad.status).toBe(400);
    const paths = bad.body.result.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['from', 'pageSize', 'action']));
  });

  it('cannot be changed or deleted through the API', async () => {
    for (const method of ['PATCH', 'DELETE', 'PUT'] as const) {
      const answer = await call(app, method, '/audit', { cookie: owner.cookie, body: {} });
      expect([404, 405]).toContain(answer.status);
      expect(answer.body.success).toBe(false);
    }
  });
});
