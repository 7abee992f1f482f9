// The first owner: the one-time setup link printed on a start with no account (valid one hour,
// used once), ADMIN_EMAIL + ADMIN_PASSWORD at start, and the command line's create-user run as
// a child process against the database of a running app.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureFirstOwner } from '../../../../src/modules/admin/auth/first-owner.ts';
import { createTestApp, databaseOf } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { TEST_PASSWORD, call, signIn } from '../../../helpers/admin.ts';

const apps: TestApp[] = [];
async function freshApp(env: Record<string, string> = {}) {
  const app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000', ...env });
  apps.push(app);
  return app;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** Runs the first-owner step as a start does; answers the mock its warnings went to. */
async function firstOwnerStep(app: TestApp) {
  const warn = vi.fn();
  await ensureFirstOwner({
    db: app.db,
    config: app.config,
    log: { warn, info: vi.fn() },
  } as unknown as FastifyInstance);
  return warn;
}

/** Runs the first-owner step as a start does, and returns the token of the link it logs. */
async function setupLinkToken(app: TestApp): Promise<string> {
  const warn = await firstOwnerStep(app);
  expect(warn).toHaveBeenCalledTimes(1);
  const message = String(warn.mock.calls[0]![0]);
  expect(message).toMatch(
    /^No admin account yet\. Within one hour, open http:\/\/localhost:3000\/admin\/setup\?token=/,
  );
  return /token=([A-Za-z0-9_-]+)/.exec(message)![1]!;
}

const setup = (app: TestApp, token: string, email = 'first@example.com', password = TEST_PASSWORD) =>
  call(app, 'POST', '/auth/setup', { body: { token, email, name: '王总', password } });

describe('the setup link', () => {
  it('creates the first owner once, signs them in, and keeps only a hash of the token', async () => {
    const app = await freshApp();
    const token = await setupLinkToken(app);
    const stored = await app.db.selectFrom('admin_setup_token').select('tokenHash').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await setup(app, token, 'first@example.com', 'iloveyou1234');
    expect(weak.status).toBe(400);
    expect(weak.body.result.issues).toEqual([
      { path: ['password'], message: 'is too common; choose another' },
    ]);

    const done = await setup(app, token);
    expect(done.status).toBe(200);
    expect(done.body.result.user).toMatchObject({ email: 'first@example.com', name: '王总', role: 'owner' });
    expect((await call(app, 'GET', '/users', { cookie: done.cookie })).status).toBe(200);
    expect((await setup(app, token, 'second@example.com')).status).toBe(409);
    expect(await app.db.selectFrom('admin_setup_token').selectAll().execute()).toEqual([]);
    // Once an account exists, a start prints no link.
    expect(await firstOwnerStep(app)).not.toHaveBeenCalled();
  });

  it('refuses a wrong token and one older than an hour', async () => {
    const app = await freshApp();
    const wrong = await setup(app, 'A'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.issues).toEqual([{ path: ['token'], message: 'is invalid or has expired' }]);

    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00Z') });
    const token = await setupLinkToken(app);
    vi.setSystemTime(new Date('2026-05-01T11:00:01Z'));
    expect((await setup(app, token)).status).toBe(400);
    expect((await app.db.selectFrom('admin_user').selectAll().execute()).length).toBe(0);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('create the first owner at start, with no setup link', async () => {
    const app = await freshApp({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: TEST_PASSWORD });
    const answer = await signIn(app, 'boss@example.com', TEST_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.result.user.role).toBe('owner');
    expect(await app.db.selectFrom('admin_setup_token').selectAll().execute()).toEqual([]);
  });

  it('stop the start with a clear message when the password is refused', async () => {
    await expect(
      freshApp({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'password2026' }),
    ).rejects.toThrow(/ADMIN_PASSWORD: is too common/);
    await expect(freshApp({ ADMIN_EMAIL: 'boss@example.com' })).rejects.toThrow(
      /ADMIN_PASSWORD: must be set with ADMIN_EMAIL/,
    );
  });
});

describe('npm run admin -- create-user', () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
  const run = promisify(execFile);

  async function admin(app: TestApp, args: string[], password?: string) {
    const { dataDir, databaseUrl } = databaseOf(app);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    delete env.ADMIN_PASSWORD;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    if (password) env.ADMIN_PASSWORD = password;
    try {
      const { stdout, stderr } = await run(process.execPath, ['apps/server/src/cli/admin.ts', ...args], {
        cwd: repoRoot,
        env,
        timeout: 30_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('creates an owner in the running server’s database, who can sign in at once', async () => {
    const app = await freshApp();
    const created = await admin(
      app,
      ['create-user', '--email', 'Owner@Example.com', '--role', 'owner', '--name', 'Wang Wei'],
      TEST_PASSWORD,
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created owner owner@example\.com \(id \d+\)/);
    const answer = await signIn(app, 'owner@example.com', TEST_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.result.user).toMatchObject({ role: 'owner', name: 'Wang Wei' });
    const log = await call(app, 'GET', '/audit?action=user.create', { cookie: answer.cookie });
    expect(log.body.result.records[0].detail).toMatchObject({ via: 'command line', role: 'owner' });

    const again = await admin(
      app,
      ['create-user', '--email', 'owner@example.com', '--role', 'owner'],
      TEST_PASSWORD,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it('refuses bad arguments, a common password, and a missing password without a terminal', async () => {
    const app = await freshApp();
    const cases: [string[], string | undefined, RegExp][] = [
      [
        ['create-user', '--email', 'a@example.com', '--role', 'boss'],
        TEST_PASSWORD,
        /--role must be one of owner, editor, sales/,
      ],
      [
        ['create-user', '--email', 'nope', '--role', 'sales'],
        TEST_PASSWORD,
        /--email must be an e-mail address/,
      ],
      [['create-user', '--role', 'sales'], TEST_PASSWORD, /^Usage: npm run admin/],
      [['delete-everything'], TEST_PASSWORD, /^Usage: npm run admin/],
      [['create-user', '--email', 'a@example.com', '--role', 'sales'], 'welcome12345', /too common/],
      [['create-user', '--email', 'a@example.com', '--role', 'sales'], undefined, /Set ADMIN_PASSWORD/],
    ];
    for (const [args, password, message] of cases) {
      const result = await admin(app, args, password);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toMatch(message);
    }
    expect(await app.db.selectFrom('admin_user').selectAll().execute()).toEqual([]);
    // Six runs of the command, each a Node process of its own: seconds apiece on a busy machine.
  }, 90_000);
});
