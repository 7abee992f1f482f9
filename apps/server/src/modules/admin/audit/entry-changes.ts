// The before and after of an audit entry, in one shape whatever recorded it: content writes keep
// their field changes, an enquiry update its status and assignee (from/to, the assignee by name),
// the settings their whole before and after, a user or file update only the new values.
import type { AuditChange, AuditValue } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { fieldChanges } from './field-changes.ts';
import type { RawEntry } from './entry-subjects.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const plain = (value: unknown): AuditValue | undefined =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)
    ? (value as AuditValue)
    : undefined;

/** Only the new values were kept: each field with its `after`. */
function newValues(changes: unknown): AuditChange[] {
  if (!isObject(changes)) return [];
  return Object.entries(changes).map(([field, value]) => {
    const after = plain(value);
    return after === undefined ? { field } : { field, after };
  });
}

function recorded(changes: unknown): AuditChange[] {
  if (!Array.isArray(changes)) return [];
  return changes.filter(
    (change): change is AuditChange => isObject(change) && typeof change.field === 'string',
  );
}

function enquiryChanges(detail: Record<string, unknown>, userName: Map<number, string>): AuditChange[] {
  const changes = isObject(detail.changes) ? detail.changes : {};
  const list: AuditChange[] = [];
  const name = (id: unknown) => (typeof id === 'number' ? (userName.get(id) ?? `#${id}`) : null);
  if (isObject(changes.status)) {
    list.push({
      field: 'status',
      before: plain(changes.status.from) ?? null,
      after: plain(changes.status.to) ?? null,
    });
  }
  if (isObject(changes.assigneeId)) {
    list.push({
      field: 'assignee',
      before: name(changes.assigneeId.from),
      after: name(changes.assigneeId.to),
    });
  }
  // The notes themselves stay out of the log.
  if (detail.notesChanged === true) list.push({ field: 'notes' });
  return list;
}

/** Each entry's changes, in the order given. */
export async function changesOfEntries(db: Db, entries: RawEntry[]): Promise<AuditChange[][]> {
  const assignees = new Set<number>();
  for (const entry of entries) {
    if (entry.action !== 'enquiry.update' || !isObject(entry.detail.changes)) continue;
    const assignee = entry.detail.changes.assigneeId;
    if (!isObject(assignee)) continue;
    for (const id of [assignee.from, assignee.to]) if (typeof id === 'number') assignees.add(id);
  }
  const users = assignees.size
    ? await db
        .selectFrom('admin_user')
        .select(['id', 'name', 'email'])
        .where('id', 'in', [...assignees])
        .execute()
    : [];
  const userName = new Map(users.map((user) => [user.id, user.name || user.email]));

  return entries.map(({ action, detail }) => {
    if (action.startsWith('content.')) return recorded(detail.changes);
    if (action === 'enquiry.update') return enquiryChanges(detail, userName);
    if (action === 'settings.update' || action === 'settings.contact-rule') {
      return fieldChanges(detail.before, detail.after);
    }
    if (action === 'user.update' || action === 'media.update') return newValues(detail.changes);
    return [];
  });
}
