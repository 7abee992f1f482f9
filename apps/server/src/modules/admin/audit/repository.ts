// Reads the audit log a page at a time, newest first, with filters; each entry with its actor's
// name, what it was about by name, and its before and after, so the screen can say it in words.
import type { AuditAction, AuditQuery, AuditRecord } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { changesOfEntries } from './entry-changes.ts';
import { nameSubjects, subjectOf } from './entry-subjects.ts';

/** A day filter covers the whole day (UTC); an instant is taken as it is. */
function bound(value: string, end: boolean): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return end ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
  }
  return new Date(value).toISOString();
}

/** Narrows the log beyond the screen's filters: the start page shows each role its own actions. */
export interface AuditScope {
  actions?: readonly AuditAction[] | undefined;
}

export async function listAudit(db: Db, query: AuditQuery, scope: AuditScope = {}) {
  let base = db.selectFrom('admin_audit');
  if (query.action) base = base.where('action', '=', query.action);
  if (scope.actions) base = base.where('action', 'in', scope.actions);
  if (query.actorId !== undefined) base = base.where('actorId', '=', query.actorId);
  if (query.from) base = base.where('at', '>=', bound(query.from, false));
  if (query.to) base = base.where('at', '<=', bound(query.to, true));

  const { total } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const rows = await base
    .leftJoin('admin_user', 'admin_user.id', 'admin_audit.actorId')
    .selectAll('admin_audit')
    .select(['admin_user.name as actorName', 'admin_user.email as actorCurrentEmail'])
    .orderBy('admin_audit.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const entries = rows.map((row) => ({ ...row, detail: parseDetail(row.detail) }));
  const subjects = entries.map(subjectOf);
  await nameSubjects(db, subjects);
  const changes = await changesOfEntries(db, entries);
  const records: AuditRecord[] = entries.map((row, index) => ({
    id: row.id,
    at: row.at,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorName: row.actorName || row.actorCurrentEmail || row.actorEmail,
    action: row.action,
    target: row.target,
    subject: subjects[index]!,
    changes: changes[index]!,
    detail: row.detail,
    ip: row.ip,
  }));
  return { records, total: count, pages: Math.ceil(count / query.pageSize), current: query.pageNo };
}

/** An entry's detail as an object ({} when it is not one). */
export function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
