// The newest audit entries about the role's own work. The audit log itself is the owners'; an
// editor sees what happened to content and media, sales what happened to enquiries, and neither
// sees the addresses the log keeps. Routine sign-ins and sign-outs are left out for everyone:
// on a start page they would push every change out of sight (failures and lockouts stay).
import { AUDIT_ACTIONS } from '@refit/contract/admin';
import type { AdminRole, AuditAction, Dashboard } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { listAudit } from '../audit/repository.ts';

export const RECENT_ACTIVITY_COUNT = 8;

type Scope = Dashboard['activity']['scope'];

const SCOPE_OF: Readonly<Record<AdminRole, Scope>> = { owner: 'all', editor: 'content', sales: 'enquiries' };

const actionsOf = (...prefixes: string[]): readonly AuditAction[] =>
  AUDIT_ACTIONS.filter((action) => prefixes.some((prefix) => action.startsWith(prefix)));

const ROUTINE: readonly AuditAction[] = ['auth.sign-in', 'auth.sign-out'];

const ACTIONS_OF: Readonly<Record<Scope, readonly AuditAction[]>> = {
  all: AUDIT_ACTIONS.filter((action) => !ROUTINE.includes(action)),
  content: actionsOf('content.', 'media.'),
  enquiries: actionsOf('enquiry.'),
};

export async function recentActivity(db: Db, role: AdminRole): Promise<Dashboard['activity']> {
  const scope = SCOPE_OF[role];
  const { records } = await listAudit(
    db,
    { pageNo: 1, pageSize: RECENT_ACTIVITY_COUNT },
    { actions: ACTIONS_OF[scope] },
  );
  return { scope, records: scope === 'all' ? records : records.map((record) => ({ ...record, ip: '' })) };
}
