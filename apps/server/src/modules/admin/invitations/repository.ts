// Invitations in the database: making one (replacing the address's open one), the open ones as the
// users screen lists them, withdrawing, and reading and claiming one by its link's token. Only the
// token's SHA-256 hash is stored; the token itself lives in the link alone.
import { randomBytes } from 'node:crypto';
import type { AdminRole, Invitation, InvitationClosedReason } from '@refit/contract/admin';
import { INVITATION_LIFETIME_MS } from '@refit/contract/admin/invitation-rules';
import { isAdminRole } from '@refit/contract/admin/roles';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { AdminInvitationTable } from '../../../db/schema.ts';
import { hashToken } from '../auth/sessions.ts';

export type InvitationRow = Selectable<AdminInvitationTable>;

export function toInvitation(row: InvitationRow, invitedBy: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isAdminRole(row.role) ? row.role : 'sales',
    createdAt: row.createdAt,
    expiresAt: new Date(Number(row.expiresAt)).toISOString(),
    invitedBy,
  };
}

export interface NewInvitation {
  email: string;
  name: string;
  role: AdminRole;
  invitedBy: number;
}

/**
 * How long a closed or expired invitation is kept: its link says "used", "withdrawn" or "expired"
 * meanwhile; later it is an unknown link, and the audit log keeps the history.
 */
export const CLOSED_INVITATION_KEPT_MS = 30 * 24 * 60 * 60_000;

/** Deletes the invitations closed, or expired, longer ago than CLOSED_INVITATION_KEPT_MS. */
async function sweepOldInvitations(trx: Db, now: number): Promise<void> {
  const before = now - CLOSED_INVITATION_KEPT_MS;
  await trx
    .deleteFrom('admin_invitation')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '!=', 'open'), eb('closedAt', '<', new Date(before).toISOString())]),
        eb.and([eb('status', '=', 'open'), eb('expiresAt', '<', before)]),
      ]),
    )
    .execute();
}

/**
 * Makes an invitation inside the caller's transaction and returns it with its token (never
 * stored), sweeping away invitations long closed on the way (few are made, so this is often enough). An open invitation to the same address is closed as replaced first, so its link stops
 * working and the partial unique index keeps one open invitation per address.
 */
export async function insertInvitation(
  trx: Db,
  invitation: NewInvitation,
  now = Date.now(),
): Promise<{ row: InvitationRow; token: string; replaced: number[] }> {
  await sweepOldInvitations(trx, now);
  const token = randomBytes(32).toString('base64url');
  const closedAt = new Date(now).toISOString();
  const replaced = await trx
    .updateTable('admin_invitation')
    .set({ status: 'replaced', closedAt })
    .where('email', '=', invitation.email)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  const row = await trx
    .insertInto('admin_invitation')
    .values({
      tokenHash: hashToken(token),
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      status: 'open',
      invitedBy: invitation.invitedBy,
      createdAt: closedAt,
      expiresAt: now + INVITATION_LIFETIME_MS,
      closedAt: null,
      userId: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token, replaced: replaced.map(({ id }) => id) };
}

/** Open invitations that have not expired, newest first, with who sent each. */
export async function listOpenInvitations(db: Db, now = Date.now()): Promise<Invitation[]> {
  const rows = await db
    .selectFrom('admin_invitation')
    .leftJoin('admin_user', 'admin_user.id', 'admin_invitation.invitedBy')
    .selectAll('admin_invitation')
    .select(['admin_user.name as inviterName', 'admin_user.email as inviterEmail'])
    .where('admin_invitation.status', '=', 'open')
    .where('admin_invitation.expiresAt', '>', now)
    .orderBy('admin_invitation.id', 'desc')
    .execute();
  return rows.map(({ inviterName, inviterEmail, ...row }) =>
    toInvitation(row, inviterName || inviterEmail || null),
  );
}

/** Closes an open invitation as withdrawn; the row as it was, or undefined when none was open. */
export async function withdrawInvitation(
  trx: Db,
  id: number,
  now = Date.now(),
): Promise<InvitationRow | undefined> {
  return trx
    .updateTable('admin_invitation')
    .set({ status: 'withdrawn', closedAt: new Date(now).toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

export function findInvitationByToken(db: Db, token: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('admin_invitation')
    .selectAll()
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
}

const CLOSED_AS: Record<string, InvitationClosedReason> = {
  withdrawn: 'withdrawn',
  accepted: 'used',
  replaced: 'replaced',
};

/** Why an invitation's link no longer works, or null while it does. */
export function closedReason(row: InvitationRow, now = Date.now()): InvitationClosedReason | null {
  if (row.status !== 'open') return CLOSED_AS[row.status] ?? 'withdrawn';
  return Number(row.expiresAt) <= now ? 'expired' : null;
}

/**
 * Takes an open, unexpired invitation for the account about to be made, in one conditional
 * update: of several acceptances at once (on one process or many), one alone changes the row.
 * On PostgreSQL the others wait for its row lock and then find it closed.
 */
export async function claimInvitation(trx: Db, id: number, now = Date.now()): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('admin_invitation')
    .set({ status: 'accepted', closedAt: new Date(now).toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** Notes the account an accepted invitation made. */
export async function noteInvitedUser(trx: Db, id: number, userId: number): Promise<void> {
  await trx.updateTable('admin_invitation').set({ userId }).where('id', '=', id).execute();
}
