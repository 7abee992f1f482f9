// Admin accounts: reading them as the API shows them, creating, changing and the last-owner rule.
import type { AdminRole, AdminUser, AdminUserRecord } from '@refit/contract/admin';
import { isAdminRole } from '@refit/contract/admin/roles';
import { PostgresAdapter } from 'kysely';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { AdminUserTable } from '../../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuditEntry } from '../audit/record-audit.ts';
import { adminError } from '../guard.ts';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { readSecuritySettings } from '../settings/repository.ts';

export type UserRow = Selectable<AdminUserTable>;

export function toAdminUser(row: UserRow, requireTotpForOwners: boolean): AdminUser {
  const role: AdminRole = isAdminRole(row.role) ? row.role : 'sales';
  const totpEnabled = row.totpSecret !== null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role,
    totpEnabled,
    mustSetUpTotp: role === 'owner' && requireTotpForOwners && !totpEnabled,
  };
}

export function toUserRecord(row: UserRow, requireTotpForOwners: boolean): AdminUserRecord {
  return {
    ...toAdminUser(row, requireTotpForOwners),
    disabled: Number(row.disabled) === 1,
    createdAt: row.createdAt,
    lastSignInAt: row.lastSignInAt,
  };
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('admin_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('admin_user').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const { total } = await db
    .selectFrom('admin_user')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function listUsers(db: Db): Promise<AdminUserRecord[]> {
  const { requireTotpForOwners } = await readSecuritySettings(db);
  const rows = await db.selectFrom('admin_user').selectAll().orderBy('id').execute();
  return rows.map((row) => toUserRecord(row, requireTotpForOwners));
}

export async function listAssignable(db: Db) {
  return db
    .selectFrom('admin_user')
    .select(['id', 'name', 'email'])
    .where('disabled', '=', 0)
    .where('role', 'in', ['owner', 'sales'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Refuses a password the rule does not accept: 400 with the issue on the given field. */
export function assertPasswordAcceptable(password: string, email: string, field = 'password'): void {
  const problem = passwordProblem(password, { email });
  if (problem) {
    throw adminError(400, `Invalid input: ${field} ${problem}`, {
      issues: [{ path: [field], message: problem }],
    });
  }
}

/**
 * Gives the account a new password (400 on `field` when the rule refuses it) and ends every
 * session of the account, writing `entry` (the audit line, its target the account) in the same
 * transaction. The password is hashed before it, so the write lock is not held while argon2 works.
 */
export async function replacePassword(
  db: Db,
  account: { id: number; email: string },
  password: { value: string; field?: string },
  entry: Omit<AuditEntry, 'target'>,
): Promise<void> {
  assertPasswordAcceptable(password.value, account.email, password.field);
  const passwordHash = await hashPassword(password.value);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_user')
      .set({ passwordHash, updatedAt: new Date().toISOString() })
      .where('id', '=', account.id)
      .execute();
    await revokeUserSessions(trx, account.id);
    await recordAudit(trx, { ...entry, target: `user:${account.id}` });
  });
}

export interface NewUser {
  email: string;
  name: string;
  role: AdminRole;
  password: string;
}

/**
 * Creates an account and, in the same transaction, whatever `alsoInTransaction` writes (its
 * audit entry). 400 for a refused password, 409 when the e-mail is taken. The password is hashed
 * before the transaction, so no write lock is held while argon2 works.
 */
export async function createUser(
  db: Db,
  user: NewUser,
  alsoInTransaction: (trx: Db, created: UserRow) => Promise<void>,
): Promise<UserRow> {
  const email = user.email.trim().toLowerCase();
  assertPasswordAcceptable(user.password, email);
  if (await findUserByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(user.password);
  return db.transaction().execute(async (trx) => {
    const created = await insertUser(trx, { email, name: user.name, role: user.role, passwordHash });
    await alsoInTransaction(trx, created);
    return created;
  });
}

/**
 * Writes an account whose password is hashed already, inside the caller's transaction; 409 when
 * the (lower-cased) e-mail is taken.
 */
export async function insertUser(
  trx: Db,
  user: { email: string; name: string; role: AdminRole; passwordHash: string },
): Promise<UserRow> {
  if (await findUserByEmail(trx, user.email)) throw emailTaken();
  const now = new Date().toISOString();
  return trx
    .insertInto('admin_user')
    .values({
      email: user.email,
      name: user.name.trim(),
      role: user.role,
      passwordHash: user.passwordHash,
      disabled: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const emailTaken = () => adminError(409, 'An account with this e-mail already exists');

/**
 * Refuses (409) a change that would leave no active owner. On PostgreSQL the active owners'
 * rows are locked for the transaction, so two owners demoting each other at once cannot both
 * succeed; SQLite runs one writing transaction at a time.
 */
export async function assertOtherActiveOwner(db: Db, exceptUserId: number): Promise<void> {
  let query = db
    .selectFrom('admin_user')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('id', '!=', exceptUserId);
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const others = await query.execute();
  if (others.length === 0)
    throw adminError(409, 'The last active owner cannot be disabled or given another role');
}
