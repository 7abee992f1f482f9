// An audit entry in words, in the admin's language: who did what to which item ("王芳 发布了
// 车型「911 Turbo S」"), and each field it changed as "label: before → after".
import type { UiLanguage } from '@refit/contract';
import { formatDateTime } from '../../lib/format.ts';
import type { AdminMessages, AuditWords } from '../../locales/en.ts';
import type { AuditChange, AuditRecord } from '@refit/contract/admin';

/** Names a content document's field for a type (the content screens' labels). */
export type ContentFieldLabel = (
  type: NonNullable<AuditRecord['subject']['contentType']>,
  path: string,
  t: AdminMessages,
) => string | undefined;

const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The item acted on, named as the admin reads it. */
function itemOf(record: AuditRecord, t: AdminMessages, lang: UiLanguage): string {
  const a = t.audit;
  const { subject } = record;
  switch (subject.kind) {
    case 'content': {
      const type = subject.contentType!;
      const noun = a.nouns[type];
      if (type === 'settings') return noun;
      const name = lang === 'en' ? subject.titleEn || subject.title : subject.title || subject.titleEn;
      if (name) return a.named(noun, name);
      return subject.id === null ? noun : a.numbered(noun, subject.id);
    }
    case 'user':
      return subject.title ? a.named(a.user, subject.title) : a.numbered(a.user, subject.id ?? 0);
    case 'enquiry':
      return subject.title ? a.enquiry(subject.title) : a.enquiryNumbered(subject.id ?? 0);
    case 'media':
      return subject.title ? a.named(a.file, subject.title) : a.numbered(a.file, subject.id ?? 0);
    case 'account':
    case 'backup':
      return subject.title ?? '';
    default:
      return '';
  }
}

export function auditSentence(record: AuditRecord, t: AdminMessages, lang: UiLanguage): string {
  const a = t.audit;
  const { detail } = record;
  const reason = typeof detail.reason === 'string' ? detail.reason : '';
  const words: AuditWords = {
    actor: record.actorName ?? record.actorEmail ?? a.system,
    item: itemOf(record, t, lang),
    types: record.subject.contentType ? a.plurals[record.subject.contentType] : '',
    count: number(detail.rows),
    version: number(detail.from),
    time: typeof detail.publishAt === 'string' ? formatDateTime(detail.publishAt, lang) : '',
    reason: a.signInFailures[reason] ?? reason,
    role:
      typeof detail.role === 'string'
        ? (t.roles[detail.role as keyof AdminMessages['roles']] ?? detail.role)
        : '',
  };
  if (record.action === 'content.save' && detail.created === true) return a.said['content.create'](words);
  // A failed backup with an actor is one an owner asked for; without, the schedule's.
  if (record.action === 'backup.failed' && record.actorId !== null)
    return a.said['backup.asked-failed'](words);
  const said = a.said[record.action as keyof typeof a.said] as ((w: AuditWords) => string) | undefined;
  return said ? said(words) : a.saidOther(words, record.action);
}

/** A value as words: statuses and roles by name, yes / no, "(empty)". */
function valueText(
  record: AuditRecord,
  field: string,
  value: AuditChange['after'],
  t: AdminMessages,
): string {
  if (value === null || value === undefined || value === '') return t.audit.emptyValue;
  if (typeof value === 'boolean') return value ? t.audit.yes : t.audit.no;
  const text = String(value);
  if (record.subject.kind === 'enquiry' && field === 'status') {
    return t.enquiries.status[text as keyof AdminMessages['enquiries']['status']] ?? text;
  }
  if (record.subject.kind === 'user' && field === 'role') {
    return t.roles[text as keyof AdminMessages['roles']] ?? text;
  }
  if (record.action === 'settings.contact-rule' && field === 'contactRule') {
    return t.account.contactRules[text as keyof AdminMessages['account']['contactRules']] ?? text;
  }
  return text;
}

function labelOf(
  record: AuditRecord,
  field: string,
  t: AdminMessages,
  contentField: ContentFieldLabel,
): string {
  const { subject } = record;
  if (subject.kind === 'content' && subject.contentType) {
    return contentField(subject.contentType, field, t) ?? field;
  }
  if (subject.kind === 'media' && (field === 'altZh' || field === 'altEn')) return t.media[field];
  return t.audit.fields[field] ?? field;
}

/** Each change as one line: "名称 · English: Partner 1 → Partner One". */
export function changeLines(
  record: AuditRecord,
  t: AdminMessages,
  contentField: ContentFieldLabel,
): string[] {
  return record.changes.map((change) => {
    const label = labelOf(record, change.field, t, contentField);
    const hasBefore = 'before' in change;
    const hasAfter = 'after' in change;
    if (hasBefore && hasAfter) {
      return t.audit.change(
        label,
        valueText(record, change.field, change.before, t),
        valueText(record, change.field, change.after, t),
      );
    }
    if (hasAfter) return t.audit.setTo(label, valueText(record, change.field, change.after, t));
    return t.audit.changedOnly(label);
  });
}
