// The invitations API: owners invite, list and withdraw; the colleague, without a session, reads
// what the link is for and accepts it with a name and password, and is signed in. Reading and
// accepting are limited per client address as sign-in is, so tokens cannot be guessed in bulk
// (they are 256 random bits besides).
import { adminEndpoints } from '@refit/contract/admin';
import { INVITATION_PATH } from '@refit/contract/admin/invitation-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { startSessionFor } from '../auth/start-session.ts';
import { adminError } from '../guard.ts';
import { defineAdminRoute } from '../guard.ts';
import { readSecuritySettings } from '../settings/repository.ts';
import { assertPasswordAcceptable, findUserByEmail, insertUser, toAdminUser } from '../users/repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { invitationMailer } from './invitation-mailer.ts';
import {
  claimInvitation,
  closedReason,
  findInvitationByToken,
  insertInvitation,
  listOpenInvitations,
  noteInvitedUser,
  toInvitation,
  withdrawInvitation,
} from './repository.ts';
import type { InvitationRow } from './repository.ts';

const hasAccount = () =>
  adminError(409, 'An account with this e-mail already exists', {
    issues: [{ path: ['email'], message: 'already has an account' }],
  });

/** Two owners inviting one address at the same moment: the open-invitation index refuses one. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The link's token as the row it opens, or the refusal that says why it does not. */
async function openInvitation(app: FastifyInstance, token: string): Promise<InvitationRow> {
  const row = await findInvitationByToken(app.db, token);
  if (!row) throw adminError(404, 'This invitation link is not valid');
  const reason = closedReason(row);
  if (reason) throw adminError(410, `This invitation link no longer works (${reason})`, { reason });
  return row;
}

export async function invitationRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const mailer = invitationMailer(config);
  const perAddress = {
    config: { rateLimit: { max: config.ADMIN_SIGN_IN_RATE_LIMIT, timeWindow: '15 minutes' } },
  };
  /** The public origin the site's own absolute links use: SITE_ORIGIN, else the request's. */
  const originOf = (request: FastifyRequest) => config.SITE_ORIGIN ?? `${request.protocol}://${request.host}`;

  defineAdminRoute(app, adminEndpoints.listInvitations, async () => ({
    records: await listOpenInvitations(db),
  }));

  defineAdminRoute(app, adminEndpoints.createInvitation, async ({ body, user, request }) => {
    if (await findUserByEmail(db, body.email)) throw hasAccount();
    let made: Awaited<ReturnType<typeof insertInvitation>>;
    try {
      made = await db.transaction().execute(async (trx) => {
        if (await findUserByEmail(trx, body.email)) throw hasAccount();
        const invitation = await insertInvitation(trx, {
          email: body.email,
          name: body.name,
          role: body.role,
          invitedBy: user.id,
        });
        await recordAudit(trx, {
          actorId: user.id,
          action: 'invitation.create',
          target: `invitation:${invitation.row.id}`,
          detail: { email: body.email, role: body.role, replaced: invitation.replaced },
          ip: request.ip,
        });
        return invitation;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw adminError(409, 'Another invitation to this e-mail was just made');
      throw error;
    }
    const link = `${originOf(request)}${INVITATION_PATH}${made.token}`;
    const inviter = user.name || user.email;
    let email: 'sent' | 'failed' | 'not-configured' = 'not-configured';
    if (mailer) {
      try {
        const expiresAt = new Date(Number(made.row.expiresAt));
        const facts = { inviter, role: body.role, link, expiresAt, timeZone: config.SITE_TIME_ZONE };
        await mailer(body.email, invitationMail(facts, body.lang));
        email = 'sent';
      } catch (error) {
        // The invitation stands: the owner is told and passes the link on by hand.
        request.log.warn({ err: error }, 'invitation e-mail not sent');
        email = 'failed';
      }
    }
    return { invitation: toInvitation(made.row, inviter), link, email };
  });

  defineAdminRoute(app, adminEndpoints.withdrawInvitation, async ({ params, user, request }) => {
    await db.transaction().execute(async (trx) => {
      const row = await withdrawInvitation(trx, params.id);
      if (!row) throw adminError(404, 'No open invitation with this id');
      await recordAudit(trx, {
        actorId: user.id,
        action: 'invitation.withdraw',
        target: `invitation:${row.id}`,
        detail: { email: row.email, role: row.role },
        ip: request.ip,
      });
    });
    return null;
  });

  defineAdminRoute(
    app,
    adminEndpoints.lookupInvitation,
    async ({ body }) => {
      const row = await openInvitation(app, body.token);
      const { email, name, role, expiresAt } = toInvitation(row, null);
      return { email, name, role, expiresAt };
    },
    perAddress,
  );

  defineAdminRoute(
    app,
    adminEndpoints.acceptInvitation,
    async ({ body, request, reply }) => {
      // Checked before the password is hashed: a bad token costs the server no argon2 work.
      const row = await openInvitation(app, body.token);
      assertPasswordAcceptable(body.password, row.email);
      const passwordHash = await hashPassword(body.password);
      const created = await db.transaction().execute(async (trx) => {
        if (!(await claimInvitation(trx, row.id))) {
          // Another acceptance (or a withdrawal) came first: say why, as for a stale link.
          const now = await findInvitationByToken(trx, body.token);
          const reason = (now && closedReason(now)) ?? 'used';
          throw adminError(410, `This invitation link no longer works (${reason})`, { reason });
        }
        const account = await insertUser(trx, {
          email: row.email,
          name: body.name,
          role: toInvitation(row, null).role,
          passwordHash,
        });
        await noteInvitedUser(trx, row.id, account.id);
        await recordAudit(trx, {
          actorId: account.id,
          action: 'invitation.accept',
          target: `user:${account.id}`,
          detail: { email: account.email, role: account.role, invitation: row.id },
          ip: request.ip,
        });
        return account;
      });
      await startSessionFor(db, request, reply, config.SITE_ORIGIN, created.id);
      const { requireTotpForOwners } = await readSecuritySettings(db);
      return { user: toAdminUser(created, requireTotpForOwners) };
    },
    perAddress,
  );
}
