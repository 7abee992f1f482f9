// One change of an enquiry's handling in words, in the admin's language, with the audit log's own
// wording ("状态：新咨询 → 已联系", "Notes: changed"): statuses by name, nobody as "(empty)".
import type { AdminMessages } from '../../locales/en.ts';
import type { AuditChange, AuditValue } from '@refit/contract/admin';

function valueText(field: string, value: AuditValue | undefined, t: AdminMessages): string {
  if (value === null || value === undefined || value === '') return t.audit.emptyValue;
  const text = String(value);
  if (field === 'status')
    return t.enquiries.status[text as keyof AdminMessages['enquiries']['status']] ?? text;
  return text;
}

export function historyLine(change: AuditChange, t: AdminMessages): string {
  const label = t.audit.fields[change.field] ?? change.field;
  if ('before' in change && 'after' in change) {
    return t.audit.change(
      label,
      valueText(change.field, change.before, t),
      valueText(change.field, change.after, t),
    );
  }
  if ('after' in change) return t.audit.setTo(label, valueText(change.field, change.after, t));
  return t.audit.changedOnly(label);
}
