// Checks of a signed-in user's own password before a sensitive change (a new password, turning
// two-factor off, setting another account's password), counted like sign-ins: a stolen session
// cannot try passwords past the account lockout.
import { failure } from '@refit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/connect.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adminError, notSignedIn } from '../guard.ts';
import { findUserById } from '../users/repository.ts';
import type { UserRow } from '../users/repository.ts';
import { claimAttempt, clearFailures, lockedFor, recordFailure } from './lockout.ts';
import { verifyPassword } from './passwords.ts';

/** Answers 429 with Retry-After while an account is locked. */
export function sendLocked(reply: FastifyReply, waitMs: number) {
  const seconds = Math.ceil(waitMs / 1000);
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send(failure(`Too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} min`));
}

/** Counts a failed sign-in (or password check) and logs it; logs the lockout it may cause. */
export async function recordFailedCheck(
  db: Db,
  request: FastifyRequest,
  account: string,
  actorId: number | null,
  reason: string,
) {
  const locked = await recordFailure(db, account, request.ip);
  await recordAudit(db, {
    actorId,
    action: 'auth.sign-in-failed',
    target: account,
    detail: { reason },
    ip: request.ip,
  });
  if (locked)
    await recordAudit(db, { actorId, action: 'auth.locked', target: account, detail: {}, ip: request.ip });
}

/**
 * Checks the signed-in user's own password, given in `field`. A wrong one counts toward the
 * lockout and is a 400 beside the field; while locked the answer is sent (429) and null returned.
 */
export async function confirmPassword(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  field: string,
  password: string,
): Promise<UserRow | null> {
  const user = request.adminUser;
  if (!user) throw notSignedIn();
  const row = await findUserById(db, user.id);
  if (!row) throw notSignedIn();
  const wait = (await lockedFor(db, row.email)) || (await claimAttempt(db, row.email));
  if (wait > 0) {
    sendLocked(reply, wait);
    return null;
  }
  if (!(await verifyPassword(row.passwordHash, password))) {
    await recordFailedCheck(db, request, row.email, row.id, 'wrong-password');
    throw adminError(400, `Invalid input: ${field} is incorrect`, {
      issues: [{ path: [field], message: 'is incorrect' }],
    });
  }
  await clearFailures(db, row.email);
  return row;
}
