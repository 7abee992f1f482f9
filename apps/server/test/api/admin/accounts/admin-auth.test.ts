// Signing in and out, the session cookie, one's own password and TOTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, totpCode } from '../../../../src/modules/admin/auth/totp.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { TEST_PASSWORD, call, makeUser, signIn, signedIn } from '../../../helpers/admin.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
});
afterAll(() => app.close());

const NEW_PASSWORD = 'Copper-Lantern-Orchard-77';

describe('sign-in', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const user = await makeUser(app, 'sales');
    const answer = await signIn(app, user.email.toUpperCase(), user.password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      result: { user: { email: user.email, role: 'sales', totpEnabled: false, mustSetUpTotp: false } },
    });
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/^refit_admin=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(setCookie).not.toContain('Domain');
    const me = await call(app, 'GET', '/auth/me', { cookie: answer.cookie });
    expect(me.body.result.user.email).toBe(user.email);
  });

  it('gives a new session id at every sign-in, whatever cookie the browser had', async () => {
    const user = await makeUser(app, 'editor');
    const first = await signIn(app, user.email, user.password);
    const second = await call(app, 'POST', '/auth/login', {
      cookie: first.cookie,
      body: { email: user.email, password: user.password },
    });
    expect(second.status).toBe(200);
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
  });

  it('gives one message for an unknown e-mail, a wrong password and a disabled account', async () => {
    const user = await makeUser(app, 'sales');
    const unknown = await signIn(app, 'nobody@example.com', TEST_PASSWORD);
    const wrong = await signIn(app, user.email, 'Not-The-Password-123');
    await app.db.updateTable('admin_user').set({ disabled: 1 }).where('id', '=', user.id).execute();
    const disabled = await signIn(app, user.email, user.password);
    for (const answer of [unknown, wrong, disabled]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, result: null, message: 'Incorrect e-mail or password' });
      expect(answer.cookie).toBeUndefined();
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const user = await makeUser(app, 'sales');
    const time = async (email: string) => {
      const started = performance.now();
      await signIn(app, email, 'Not-The-Password-123', { remoteAddress: '10.9.9.9' });
      return performance.now() - started;
    };
    // Alternate, so machine load falls on both alike; the median of each is compared.
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 7; i++) {
      unknown.push(await time(`ghost${i}@example.com`));
      wrong.push(await time(user.email));
      await app.db.deleteFrom('admin_sign_in_failure').execute();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both run one argon2 verification; without the dummy hash an unknown e-mail would answer in
    // ~1 ms, a thirtieth of a wrong password. The margin leaves room for a machine busy with other
    // test files.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
  });

  it('refuses malformed input with the issues beside their fields', async () => {
    const answer = await call(app, 'POST', '/auth/login', { body: { email: '', password: '', totp: '12' } });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    const paths = answer.body.result.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'password', 'totp']));
    const noBody = await call(app, 'POST', '/auth/login', {});
    expect(noBody.status).toBe(400);
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ success: false });
  });

  it('refuses a body over 64 KB', async () => {
    const answer = await call(app, 'POST', '/auth/login', {
      body: { email: 'a@example.com', password: 'x'.repeat(70_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.success).toBe(false);
  });
});

describe('the address in the audit log', () => {
  it('is the peer’s when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    const user = await makeUser(app, 'owner');
    const answer = await call(app, 'POST', '/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': '198.51.100.9' },
      remoteAddress: '192.0.2.44',
    });
    const log = await call(app, 'GET', `/audit?action=auth.sign-in&actorId=${user.id}`, {
      cookie: answer.cookie,
    });
    expect(log.body.result.records[0].ip).toBe('192.0.2.44');
  });
});

describe('without a session', () => {
  it('answers 401 with the envelope', async () => {
    const answer = await call(app, 'GET', '/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, result: null, message: 'Not signed in' });
    const forged = await call(app, 'GET', '/auth/me', { cookie: 'refit_admin=' + 'A'.repeat(43) });
    expect(forged.status).toBe(401);
  });

  it('marks admin answers as not for caches', async () => {
    const answer = await call(app, 'GET', '/auth/me');
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('sign-out', () => {
  it('revokes the session and clears the cookie', async () => {
    const user = await signedIn(app, 'sales');
    const out = await call(app, 'POST', '/auth/logout', { cookie: user.cookie });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^refit_admin=; .*Max-Age=0/);
    expect((await call(app, 'GET', '/auth/me', { cookie: user.cookie })).status).toBe(401);
  });
});

describe('password change', () => {
  it('refuses a wrong current password and a common new one, with the field named', async () => {
    const user = await signedIn(app, 'editor');
    const wrong = await call(app, 'POST', '/auth/password', {
      cookie: user.cookie,
      body: { currentPassword: 'Wrong-Password-000', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.issues).toEqual([{ path: ['currentPassword'], message: 'is incorrect' }]);
    const common = await call(app, 'POST', '/auth/password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'Password1234' },
    });
    expect(common.status).toBe(400);
    expect(common.body.result.issues).toEqual([
      { path: ['newPassword'], message: 'is too common; choose another' },
    ]);
    const short = await call(app, 'POST', '/auth/password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.result.issues[0].path).toEqual(['newPassword']);
  });

  it('revokes every other session and renews this one', async () => {
    const user = await signedIn(app, 'editor');
    const other = await signIn(app, user.email, user.password);
    const changed = await call(app, 'POST', '/auth/password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(changed.cookie).toBeDefined();
    expect((await call(app, 'GET', '/auth/me', { cookie: other.cookie })).status).toBe(401);
    expect((await call(app, 'GET', '/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect((await call(app, 'GET', '/auth/me', { cookie: changed.cookie })).status).toBe(200);
    expect((await signIn(app, user.email, user.password)).status).toBe(401);
    expect((await signIn(app, user.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('TOTP', () => {
  it('is set up with a QR code, then asked for at sign-in; a code works once', async () => {
    const user = await signedIn(app, 'sales');
    const begun = await call(app, 'POST', '/auth/totp/begin', { cookie: user.cookie });
    expect(begun.status).toBe(200);
    const { secret, otpauthUri, qrSvg } = begun.body.result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await call(app, 'POST', '/auth/totp/confirm', {
      cookie: user.cookie,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.issues).toEqual([{ path: ['code'], message: 'is incorrect' }]);
    const step = currentStep();
    const confirmed = await call(app, 'POST', '/auth/totp/confirm', {
      cookie: user.cookie,
      body: { code: totpCode(secret, step) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.user.totpEnabled).toBe(true);

    const without = await signIn(app, user.email, user.password);
    expect(without.status).toBe(401);
    expect(without.body.result).toEqual({ totpRequired: true });
    expect(without.cookie).toBeUndefined();
    const badCode = await signIn(app, user.email, user.password, { totp: '123456' });
    expect(badCode.status).toBe(401);
    expect(badCode.body.result).toEqual({ totpRequired: true });
    // The code used to confirm is spent; the next step's code (a clock a little ahead) works once.
    expect((await signIn(app, user.email, user.password, { totp: totpCode(secret, step) })).status).toBe(401);
    const next = totpCode(secret, step + 1);
    expect((await signIn(app, user.email, user.password, { totp: next })).status).toBe(200);
    expect((await signIn(app, user.email, user.password, { totp: next })).status).toBe(401);

    const refused = await call(app, 'POST', '/auth/totp/disable', {
      cookie: user.cookie,
      body: { password: 'Wrong-Password-000' },
    });
    expect(refused.status).toBe(400);
    const disabled = await call(app, 'POST', '/auth/totp/disable', {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.result.user.totpEnabled).toBe(false);
    expect((await signIn(app, user.email, user.password)).status).toBe(200);
  });

  it('when owners must use it, an owner without it reaches only the auth calls until set up', async () => {
    const owner = await signedIn(app, 'owner');
    const set = await call(app, 'PATCH', '/settings/security', {
      cookie: owner.cookie,
      body: { requireTotpForOwners: true },
    });
    expect(set.status).toBe(200);
    try {
      const me = await call(app, 'GET', '/auth/me', { cookie: owner.cookie });
      expect(me.body.result.user.mustSetUpTotp).toBe(true);
      const users = await call(app, 'GET', '/users', { cookie: owner.cookie });
      expect(users.status).toBe(403);
      expect(users.body.message).toBe('Set up two-factor authentication first');

      const begun = await call(app, 'POST', '/auth/totp/begin', { cookie: owner.cookie });
      const code = totpCode(begun.body.result.secret, currentStep());
      await call(app, 'POST', '/auth/totp/confirm', { cookie: owner.cookie, body: { code } });
      expect((await call(app, 'GET', '/users', { cookie: owner.cookie })).status).toBe(200);
      const keep = await call(app, 'POST', '/auth/totp/disable', {
        cookie: owner.cookie,
        body: { password: owner.password },
      });
      expect(keep.status).toBe(409);
    } finally {
      await app.db.deleteFrom('admin_setting').execute();
    }
  });
});

describe('on https', () => {
  it('names the cookie __Host- and marks it Secure when the public origin is https', async () => {
    const secure = await createTestApp({ SITE_ORIGIN: 'https://www.example.cn' });
    try {
      const user = await makeUser(secure, 'sales');
      const answer = await signIn(secure, user.email, user.password);
      expect(String(answer.headers['set-cookie'])).toMatch(
        /^__Host-refit_admin=[^;]+; Path=\/; HttpOnly; SameSite=Lax; .*Secure/,
      );
      expect((await call(secure, 'GET', '/auth/me', { cookie: answer.cookie })).status).toBe(200);
      // The http name is not read on https: a cookie planted without the prefix signs nobody in.
      const plain = answer.cookie!.replace('__Host-', '');
      expect((await call(secure, 'GET', '/auth/me', { cookie: plain })).status).toBe(401);
    } finally {
      await secure.close();
    }
  });

  it('does so when a trusted proxy says the request came over https', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const user = await makeUser(proxied, 'owner');
      const answer = await call(proxied, 'POST', '/auth/login', {
        body: { email: user.email, password: user.password },
        headers: {
          host: 'localhost',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '198.51.100.9',
          origin: 'https://localhost',
        },
      });
      expect(answer.status).toBe(200);
      expect(String(answer.headers['set-cookie'])).toMatch(/^__Host-refit_admin=.*Secure/);
      // The audit log records the client's address as the trusted proxy gives it.
      const log = await call(proxied, 'GET', '/audit?action=auth.sign-in', {
        cookie: answer.cookie,
        headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
      });
      expect(log.body.result.records[0].ip).toBe('198.51.100.9');
    } finally {
      await proxied.close();
    }
  });
});
