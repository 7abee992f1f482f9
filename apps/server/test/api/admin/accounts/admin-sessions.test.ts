// Session lifetimes (idle 30 min, sliding; absolute 12 h) on a faked clock (Date only), the
// last-use write at most once a minute, and sessions shared by two processes on one database.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../../../src/modules/admin/auth/sessions.ts';
import { createTestApp, createTwinApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { call, makeUser, signIn, signedIn } from '../../../helpers/admin.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const at = (time: string) => vi.setSystemTime(new Date(`2026-04-01T${time}Z`));
const me = (cookie: string | undefined) => call(app, 'GET', '/auth/me', { cookie });

describe('idle timeout', () => {
  it('ends a session 30 minutes after its last use, and each use extends it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-01T08:00:00Z') });
    const user = await signedIn(app, 'sales');
    at('08:29:00');
    expect((await me(user.cookie)).status).toBe(200);
    at('08:58:00');
    expect((await me(user.cookie)).status).toBe(200);
    at('09:28:01');
    expect((await me(user.cookie)).status).toBe(401);
    // Gone for good, not only refused.
    at('09:28:02');
    const rows = await app.db.selectFrom('admin_session').select('idHash').execute();
    expect(rows.map((row) => row.idHash)).not.toContain(hashToken(user.cookie.split('=')[1]!));
  });

  it('writes the last use at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-01T08:00:00Z') });
    const user = await signedIn(app, 'sales');
    const idHash = hashToken(user.cookie.split('=')[1]!);
    const lastSeen = async () =>
      Number(
        (
          await app.db
            .selectFrom('admin_session')
            .select('lastSeenAt')
            .where('idHash', '=', idHash)
            .executeTakeFirst()
        )?.lastSeenAt,
      );
    const start = await lastSeen();
    at('08:00:30');
    await me(user.cookie);
    expect(await lastSeen()).toBe(start);
    at('08:01:05');
    await me(user.cookie);
    expect(await lastSeen()).toBe(Date.parse('2026-04-01T08:01:05Z'));
  });
});

describe('absolute timeout', () => {
  it('ends a session 12 hours after sign-in however busy it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-01T08:00:00Z') });
    const user = await signedIn(app, 'editor');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      vi.setSystemTime(Date.parse('2026-04-01T08:00:00Z') + minutes * 60_000);
      expect((await me(user.cookie)).status).toBe(200);
    }
    at('20:00:00');
    expect((await me(user.cookie)).status).toBe(401);
  });

  it('sets the cookie to last no longer than that', async () => {
    const user = await makeUser(app, 'sales');
    const answer = await signIn(app, user.email, user.password);
    expect(String(answer.headers['set-cookie'])).toContain(`Max-Age=${12 * 60 * 60}`);
  });
});

describe('two processes on one database', () => {
  it('share sessions: signed in on one, known to the other, signed out on the other', async () => {
    const twin = await createTwinApp(app);
    try {
      const user = await signedIn(app, 'owner');
      expect((await call(twin, 'GET', '/users', { cookie: user.cookie })).status).toBe(200);
      expect((await call(twin, 'POST', '/auth/logout', { cookie: user.cookie })).status).toBe(200);
      expect((await me(user.cookie)).status).toBe(401);
    } finally {
      await twin.close();
    }
  });
});
