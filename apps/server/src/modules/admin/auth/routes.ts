// Signing in and out, one's own account (password, TOTP), and the first owner's setup.
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/record-audit.ts';
import { adminError, defineAdminRoute } from '../guard.ts';
import { readSecuritySettings } from '../settings/repository.ts';
import {
  countUsers,
  createUser,
  findUserByEmail,
  findUserById,
  replacePassword,
  toAdminUser,
} from '../users/repository.ts';
import type { UserRow } from '../users/repository.ts';
import { clearSessionCookie } from './cookie.ts';
import { consumeSetupToken } from './first-owner.ts';
import { confirmPassword, recordFailedCheck, sendLocked } from './confirm-password.ts';
import { claimAttempt, clearFailures, lockedFor, sweepFailures } from './lockout.ts';
import { verifyDummy, verifyPassword } from './passwords.ts';
import { revokeSession, sweepSessions } from './sessions.ts';
import { startSessionFor } from './start-session.ts';
import { claimTotpStep, matchTotp, newTotpSecret, totpQrSvg, totpUri } from './totp.ts';

export const WRONG_CREDENTIALS = 'Incorrect e-mail or password';
/** How often, at most, a sign-in also deletes expired sessions and failures too old to count. */
const SWEEP_EVERY_MS = 10 * 60_000;

export async function authRoutes(app: FastifyInstance) {
  const { db } = app;
  const siteOrigin = app.config.SITE_ORIGIN;
  const perAddress = {
    config: { rateLimit: { max: app.config.ADMIN_SIGN_IN_RATE_LIMIT, timeWindow: '15 minutes' } },
  };
  let lastSweep = 0;

  const userOf = async (row: UserRow) =>
    toAdminUser(row, (await readSecuritySettings(db)).requireTotpForOwners);

  /** Turns a user's two-factor sign-in on or off (any pending set-up ends) and logs it, in one transaction. */
  function writeTotp(
    userId: number,
    totp: { totpSecret: string | null; totpLastStep: number | null },
    action: 'auth.totp-enable' | 'auth.totp-disable',
    ip: string,
  ): Promise<UserRow> {
    return db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('admin_user')
        .set({ ...totp, totpPendingSecret: null, updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { actorId: userId, action, target: `user:${userId}`, ip });
      return changed;
    });
  }

  const startSession = (request: FastifyRequest, reply: FastifyReply, userId: number) =>
    startSessionFor(db, request, reply, siteOrigin, userId);

  defineAdminRoute(
    app,
    adminEndpoints.login,
    async ({ body, request, reply }) => {
      const account = body.email;
      const wait = (await lockedFor(db, account)) || (await claimAttempt(db, account));
      if (wait > 0) return sendLocked(reply, wait);

      const row = await findUserByEmail(db, account);
      // Unknown e-mails verify against a dummy hash: the same work, the same answer.
      const passwordOk = row
        ? await verifyPassword(row.passwordHash, body.password)
        : await verifyDummy(body.password);
      if (!row || !passwordOk || Number(row.disabled) === 1) {
        const reason = !row ? 'unknown-email' : !passwordOk ? 'wrong-password' : 'disabled';
        await recordFailedCheck(db, request, account, row?.id ?? null, reason);
        throw adminError(401, WRONG_CREDENTIALS);
      }
      if (row.totpSecret !== null) {
        if (body.totp === undefined) {
          throw adminError(401, 'Enter the code from your authenticator app', { totpRequired: true });
        }
        const step = matchTotp(
          row.totpSecret,
          body.totp,
          row.totpLastStep === null ? null : Number(row.totpLastStep),
        );
        // The step is taken in one conditional update: a code sent several times at once, or to
        // several processes, signs in once.
        if (step === null || !(await claimTotpStep(db, row.id, step))) {
          await recordFailedCheck(db, request, account, row.id, 'wrong-totp');
          throw adminError(401, 'Incorrect code', { totpRequired: true });
        }
      }

      await clearFailures(db, account);
      await startSession(request, reply, row.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admin_user')
          .set({ lastSignInAt: new Date().toISOString() })
          .where('id', '=', row.id)
          .execute();
        await recordAudit(trx, {
          actorId: row.id,
          action: 'auth.sign-in',
          target: `user:${row.id}`,
          ip: request.ip,
        });
      });
      if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await sweepSessions(db);
        await sweepFailures(db);
      }
      return { user: await userOf(row) };
    },
    perAddress,
  );

  defineAdminRoute(app, adminEndpoints.logout, async ({ request, reply }) => {
    const user = request.adminUser;
    if (user && request.adminSessionHash) {
      await revokeSession(db, request.adminSessionHash);
      await recordAudit(db, {
        actorId: user.id,
        action: 'auth.sign-out',
        target: `user:${user.id}`,
        ip: request.ip,
      });
    }
    clearSessionCookie(request, reply, siteOrigin);
    return null;
  });

  defineAdminRoute(app, adminEndpoints.me, async ({ user }) => ({ user }));

  defineAdminRoute(app, adminEndpoints.password, async ({ body, request, reply }) => {
    const row = await confirmPassword(db, request, reply, 'currentPassword', body.currentPassword);
    if (!row) return reply;
    // Every session ends, this one too; it gets a new id below.
    await replacePassword(
      db,
      row,
      { value: body.newPassword, field: 'newPassword' },
      { actorId: row.id, action: 'auth.password-change', ip: request.ip },
    );
    await clearFailures(db, row.email);
    await startSession(request, reply, row.id);
    return null;
  });

  defineAdminRoute(
    app,
    adminEndpoints.setup,
    async ({ body, request, reply }) => {
      const invalidToken = () =>
        adminError(400, 'Invalid input: token is invalid or has expired', {
          issues: [{ path: ['token'], message: 'is invalid or has expired' }],
        });
      if ((await countUsers(db)) > 0)
        throw adminError(409, 'The first owner already exists; sign in instead');
      const row = await createUser(db, { ...body, role: 'owner' }, async (trx, created) => {
        if (!(await consumeSetupToken(trx, body.token))) throw invalidToken();
        if ((await countUsers(trx)) !== 1)
          throw adminError(409, 'The first owner already exists; sign in instead');
        await recordAudit(trx, {
          actorId: created.id,
          action: 'auth.setup',
          target: `user:${created.id}`,
          detail: { email: created.email, role: 'owner' },
          ip: request.ip,
        });
      });
      await startSession(request, reply, row.id);
      return { user: await userOf(row) };
    },
    perAddress,
  );

  defineAdminRoute(app, adminEndpoints.totpBegin, async ({ user }) => {
    if (user.totpEnabled) throw adminError(409, 'Two-factor authentication is already on; turn it off first');
    const secret = newTotpSecret();
    await db.updateTable('admin_user').set({ totpPendingSecret: secret }).where('id', '=', user.id).execute();
    const otpauthUri = totpUri(secret, user.email);
    return { secret, otpauthUri, qrSvg: await totpQrSvg(otpauthUri) };
  });

  defineAdminRoute(app, adminEndpoints.totpConfirm, async ({ body, user, request }) => {
    const row = await findUserById(db, user.id);
    if (!row?.totpPendingSecret) throw adminError(409, 'Start setting up two-factor authentication first');
    const step = matchTotp(row.totpPendingSecret, body.code, null);
    if (step === null) {
      throw adminError(400, 'Invalid input: code is incorrect', {
        issues: [{ path: ['code'], message: 'is incorrect' }],
      });
    }
    const secret = { totpSecret: row.totpPendingSecret, totpLastStep: step };
    return { user: await userOf(await writeTotp(row.id, secret, 'auth.totp-enable', request.ip)) };
  });

  defineAdminRoute(app, adminEndpoints.totpDisable, async ({ body, user, request, reply }) => {
    const row = await confirmPassword(db, request, reply, 'password', body.password);
    if (!row) return reply;
    if (user.role === 'owner' && (await readSecuritySettings(db)).requireTotpForOwners) {
      throw adminError(409, 'Owners must use two-factor authentication');
    }
    const none = { totpSecret: null, totpLastStep: null };
    return { user: await userOf(await writeTotp(row.id, none, 'auth.totp-disable', request.ip)) };
  });
}
