// The first owner. On a start with no admin account: ADMIN_EMAIL + ADMIN_PASSWORD create it;
// without them the log shows a one-time setup link, valid for one hour, whose token only the log
// ever holds (the database keeps its SHA-256 hash). POST /api/admin/auth/setup consumes it.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connect.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { countUsers, createUser } from '../users/repository.ts';
import { hashToken } from './sessions.ts';
import { siteAddress } from '../../../http/process/start-banner.ts';

export const SETUP_TOKEN_LIFETIME_MS = 60 * 60_000;

/** Stores a new setup token's hash and returns the token itself. */
export async function createSetupToken(db: Db, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('admin_setup_token').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('admin_setup_token')
    .values({ tokenHash: hashToken(token), expiresAt: now + SETUP_TOKEN_LIFETIME_MS })
    .execute();
  return token;
}

/**
 * Takes a setup token inside the transaction that creates the owner: true once, for a token that
 * exists and has not expired; every setup token is gone afterwards.
 */
export async function consumeSetupToken(trx: Db, token: string, now = Date.now()): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom('admin_setup_token')
    .where('tokenHash', '=', hashToken(token))
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  await trx.deleteFrom('admin_setup_token').execute();
  return Number(numDeletedRows) === 1;
}

/** Makes the first owner, or a setup link for one (answered, for the start banner). */
export async function ensureFirstOwner(app: FastifyInstance): Promise<string | undefined> {
  const { db, config } = app;
  if ((await countUsers(db)) > 0) return undefined;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    try {
      await createUser(
        db,
        { email: config.ADMIN_EMAIL, name: '', role: 'owner', password: config.ADMIN_PASSWORD },
        (trx, created) =>
          recordAudit(trx, {
            actorId: null,
            action: 'user.create',
            target: `user:${created.id}`,
            detail: { email: created.email, role: 'owner', via: 'environment' },
          }),
      );
      app.log.info({ email: config.ADMIN_EMAIL }, 'first admin owner created from ADMIN_EMAIL');
    } catch (error) {
      // Another process starting at the same moment may have created it.
      if ((error as { statusCode?: number }).statusCode === 409) return undefined;
      throw new Error(
        `ADMIN_PASSWORD: ${(error as Error).message.replace(/^Invalid input: password /, '')}`,
        {
          cause: error,
        },
      );
    }
    return undefined;
  }
  const token = await createSetupToken(db);
  // The address the start banner names, so the link and the banner's Admin share a cookie's host.
  const setupUrl = `${siteAddress(config)}/admin/setup?token=${token}`;
  app.log.warn(
    `No admin account yet. Within one hour, open ${setupUrl} to create the first owner (or run: npm run admin -- create-user --email you@example.com --role owner).`,
  );
  return setupUrl;
}
