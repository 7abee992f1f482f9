// The lockout: 5 failed sign-ins for an account within 15 minutes → 429 with Retry-After until
// the window passes; counted in the database, so a second process and a restart share it; and
// the per-address limit. The clock is faked (Date only) to pass the 15 minutes.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTwinApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { currentStep, totpCode } from '../../../../src/modules/admin/auth/totp.ts';
import { call, makeUser, signIn, signedIn } from '../../../helpers/admin.ts';

let app: TestApp;
let twin: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  twin = await createTwinApp(app);
});
afterAll(async () => {
  await twin.close();
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const WRONG = 'Not-The-Password-123';

async function failFiveTimes(email: string, address: string, apps: TestApp[] = [app]) {
  for (let i = 0; i < 5; i++) {
    const answer = await signIn(apps[i % apps.length]!, email, WRONG, { remoteAddress: address });
    expect(answer.status).toBe(401);
  }
}

describe('the account lockout', () => {
  it('locks after 5 failures, even against the right password, and lifts after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    const user = await makeUser(app, 'sales');
    await failFiveTimes(user.email, '10.1.0.1');
    const locked = await signIn(app, user.email, user.password, { remoteAddress: '10.1.0.1' });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, result: null });
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect(locked.cookie).toBeUndefined();

    vi.setSystemTime(new Date('2026-03-01T10:14:00Z'));
    const still = await signIn(app, user.email, user.password, { remoteAddress: '10.1.0.1' });
    expect(still.status).toBe(429);
    expect(Number(still.headers['retry-after'])).toBe(60);

    vi.setSystemTime(new Date('2026-03-01T10:15:01Z'));
    const after = await signIn(app, user.email, user.password, { remoteAddress: '10.1.0.1' });
    expect(after.status).toBe(200);
  });

  it('counts only failures within 15 minutes, and a sign-in starts the count again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:00Z') });
    const user = await makeUser(app, 'sales');
    for (let i = 0; i < 4; i++) await signIn(app, user.email, WRONG, { remoteAddress: '10.1.0.2' });
    vi.setSystemTime(new Date('2026-03-02T10:16:00Z'));
    for (let i = 0; i < 4; i++) await signIn(app, user.email, WRONG, { remoteAddress: '10.1.0.2' });
    expect((await signIn(app, user.email, user.password, { remoteAddress: '10.1.0.2' })).status).toBe(200);
    for (let i = 0; i < 4; i++) await signIn(app, user.email, WRONG, { remoteAddress: '10.1.0.2' });
    expect((await signIn(app, user.email, user.password, { remoteAddress: '10.1.0.2' })).status).toBe(200);
  });

  it('locks unknown e-mails the same way, so it tells nothing about which exist', async () => {
    await failFiveTimes('ghost@example.com', '10.1.0.3');
    const locked = await signIn(app, 'ghost@example.com', WRONG, { remoteAddress: '10.1.0.3' });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('is one count for two processes on one database, and survives a restart', async () => {
    const user = await makeUser(app, 'editor');
    await failFiveTimes(user.email, '10.1.0.4', [app, twin]);
    expect((await signIn(twin, user.email, user.password, { remoteAddress: '10.1.0.4' })).status).toBe(429);
    const restarted = await createTwinApp(app);
    try {
      expect((await signIn(restarted, user.email, user.password, { remoteAddress: '10.1.0.4' })).status).toBe(
        429,
      );
    } finally {
      await restarted.close();
    }
  });

  it('goes to the audit log: the failures with their address, then the lockout', async () => {
    const owner = await makeUser(app, 'owner');
    const ownerCookie = (await signIn(app, owner.email, owner.password)).cookie;
    const user = await makeUser(app, 'sales');
    await failFiveTimes(user.email, '10.1.0.5');
    const failures = await call(app, 'GET', `/audit?action=auth.sign-in-failed&actorId=${user.id}`, {
      cookie: ownerCookie,
    });
    expect(failures.body.result.total).toBe(5);
    expect(failures.body.result.records[0]).toMatchObject({
      actorId: user.id,
      actorEmail: user.email,
      target: user.email,
      detail: { reason: 'wrong-password' },
      ip: '10.1.0.5',
    });
    const locks = await call(app, 'GET', `/audit?action=auth.locked&actorId=${user.id}`, {
      cookie: ownerCookie,
    });
    expect(locks.body.result.total).toBe(1);
  });
});

describe('waves of sign-ins at once', () => {
  /** Answers of password checks actually made: a wrong password (401) or a sign-in (200). */
  const checked = (answers: { status: number }[]) => answers.filter((a) => a.status !== 429).length;

  it('checks at most 5 passwords of 20 wrong ones sent at once, the rest 429', async () => {
    const user = await makeUser(app, 'sales');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(app, user.email, WRONG, { remoteAddress: '10.1.1.1' })),
    );
    expect(checked(answers)).toBe(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
  });

  it('does not let the right password through behind 9 wrong ones sent at once', async () => {
    const user = await makeUser(app, 'editor');
    const answers = await Promise.all([
      ...Array.from({ length: 9 }, () => signIn(app, user.email, WRONG, { remoteAddress: '10.1.1.2' })),
      signIn(app, user.email, user.password, { remoteAddress: '10.1.1.2' }),
    ]);
    expect(checked(answers)).toBeLessThanOrEqual(5);
  });

  it('counts a wave split across two processes as one', async () => {
    const user = await makeUser(app, 'sales');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        signIn(i % 2 === 0 ? app : twin, user.email, WRONG, { remoteAddress: '10.1.1.3' }),
      ),
    );
    expect(checked(answers)).toBe(5);
  });

  it('accepts one two-step code once, however many times it is sent at once, on two processes', async () => {
    const user = await signedIn(app, 'owner');
    const { secret } = (await call(app, 'POST', '/auth/totp/begin', { cookie: user.cookie })).body.result;
    const step = currentStep();
    const confirmed = await call(app, 'POST', '/auth/totp/confirm', {
      cookie: user.cookie,
      body: { code: totpCode(secret, step) },
    });
    expect(confirmed.status).toBe(200);
    const code = totpCode(secret, step + 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signIn(i % 2 === 0 ? app : twin, user.email, user.password, {
          totp: code,
          remoteAddress: '10.1.1.4',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.cookie !== undefined)).toHaveLength(1);
  });
});

describe('the per-address limit', () => {
  it('refuses an address that tries too many accounts, across processes', async () => {
    const limited = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '4' });
    const limitedTwin = await createTwinApp(limited);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const target = i % 2 === 0 ? limited : limitedTwin;
        statuses.push(
          (await signIn(target, `spray${i}@example.com`, WRONG, { remoteAddress: '10.2.0.1' })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const refused = await signIn(limited, 'spray9@example.com', WRONG, { remoteAddress: '10.2.0.1' });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body).toMatchObject({ success: false, result: null });
      // Another address is not affected.
      expect((await signIn(limited, 'spray0@example.com', WRONG, { remoteAddress: '10.2.0.2' })).status).toBe(
        401,
      );
    } finally {
      await limitedTwin.close();
      await limited.close();
    }
  });
});
