// Appends one entry to the audit log. Pass the transaction that makes the change, so the entry
// and the change are written together or not at all. The log has no update or delete path.
import type { AuditAction } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';

export interface AuditEntry {
  /** Who acted; null for an unknown person (a failed sign-in) or the command line. */
  actorId: number | null;
  /** What happened, such as `user.update` (AUDIT_ACTIONS in the contract). */
  action: AuditAction;
  /** What it happened to: `user:12`, an e-mail tried, `settings:security`. */
  target?: string;
  /** Anything else worth keeping (never a password or token), stored as JSON. */
  detail?: Record<string, unknown>;
  /** The client address as the trusted-proxy setting decides (`request.ip`). */
  ip?: string;
}

/** `db` may be the database or a transaction (`Transaction<Database>` is a `Db`). */
export async function recordAudit(db: Db, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  const actorEmail =
    entry.actorId === null
      ? null
      : ((
          await db.selectFrom('admin_user').select('email').where('id', '=', entry.actorId).executeTakeFirst()
        )?.email ?? null);
  await db
    .insertInto('admin_audit')
    .values({
      at: at.toISOString(),
      actorId: entry.actorId,
      actorEmail,
      action: entry.action,
      target: entry.target ?? '',
      detail: JSON.stringify(entry.detail ?? {}),
      ip: entry.ip ?? '',
    })
    .execute();
}
