// Admin sessions in the database: a random 256-bit id in the cookie, only its SHA-256 hash in
// the table, so a copy of the database signs nobody in. A session ends 30 minutes after its last
// use (sliding: its last-use time is written at most once a minute, not on every request) and
// 12 hours after sign-in whatever happens.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connect.ts';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** How stale the stored last-use time may get before a request writes it again. */
export const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  /** Goes in the cookie; never stored. */
  id: string;
  idHash: string;
}

export async function createSession(
  db: Db,
  userId: number,
  client: { ip: string; userAgent: string },
  now = Date.now(),
): Promise<NewSession> {
  const id = randomBytes(32).toString('base64url');
  const idHash = hashToken(id);
  await db
    .insertInto('admin_session')
    .values({
      idHash,
      userId,
      createdAt: now,
      lastSeenAt: now,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
    })
    .execute();
  return { id, idHash };
}

/** The user id of a live session, refreshing its last use; null (and the row gone) when expired. */
export async function useSession(
  db: Db,
  id: string,
  now = Date.now(),
): Promise<{ userId: number; idHash: string } | null> {
  const idHash = hashToken(id);
  const session = await db
    .selectFrom('admin_session')
    .select(['userId', 'createdAt', 'lastSeenAt'])
    .where('idHash', '=', idHash)
    .executeTakeFirst();
  if (!session) return null;
  const createdAt = Number(session.createdAt);
  const lastSeenAt = Number(session.lastSeenAt);
  if (now - lastSeenAt >= IDLE_TIMEOUT_MS || now - createdAt >= ABSOLUTE_TIMEOUT_MS) {
    await db.deleteFrom('admin_session').where('idHash', '=', idHash).execute();
    return null;
  }
  if (now - lastSeenAt >= TOUCH_EVERY_MS) {
    await db.updateTable('admin_session').set({ lastSeenAt: now }).where('idHash', '=', idHash).execute();
  }
  return { userId: session.userId, idHash };
}

export async function revokeSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('admin_session').where('idHash', '=', idHash).execute();
}

/** Ends every session of a user, but the one kept (the caller's own, on a password change). */
export async function revokeUserSessions(db: Db, userId: number, keepIdHash?: string): Promise<void> {
  let query = db.deleteFrom('admin_session').where('userId', '=', userId);
  if (keepIdHash) query = query.where('idHash', '!=', keepIdHash);
  await query.execute();
}

/** Deletes sessions past their time; run now and then, not per request. */
export async function sweepSessions(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('admin_session')
    .where((eb) =>
      eb.or([
        eb('lastSeenAt', '<=', now - IDLE_TIMEOUT_MS),
        eb('createdAt', '<=', now - ABSOLUTE_TIMEOUT_MS),
      ]),
    )
    .execute();
}
