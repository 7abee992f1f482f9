// What each audit entry is about, in names rather than ids: `cars:7` becomes the car with its
// Chinese and English names (kept in the entry since content lines carry them, else looked up as
// the item is now), `user:3` the user's name, `enquiry:12` the enquirer's name, `media:5` the
// file's name, `backup` its archive's name. Looked up once per page of the log, a query per kind.
import { CONTENT_TYPES } from '@refit/contract/admin';
import type { AuditSubject, ContentType } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { adapterOf } from '../content/adapters/index.ts';
import { titlesOf } from '../content/document-rules.ts';
import { findDraft } from '../content/drafts.ts';

export interface RawEntry {
  action: string;
  target: string;
  detail: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const none: AuditSubject = { kind: 'none', contentType: null, id: null, title: null, titleEn: null };

/** The subject as the entry itself tells it; names that need a look-up are filled in later. */
export function subjectOf(entry: RawEntry): AuditSubject {
  const [kind = '', rest = ''] = entry.target.split(':');
  const id = /^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : null;
  // Before the content types: `settings` is one of them too (the site settings).
  if (entry.target === 'settings:security') return { ...none, kind: 'security' };
  // The contact rule is a setting too, not the site settings' content: its sentence names it.
  if (entry.target === 'settings:contact') return none;
  if ((CONTENT_TYPES as readonly string[]).includes(kind)) {
    return {
      kind: 'content',
      contentType: kind as ContentType,
      // A reorder names its scope (a parent, or `all`), not an item.
      id: entry.action === 'content.reorder' ? null : id,
      title: text(entry.detail.title),
      titleEn: text(entry.detail.titleEn),
    };
  }
  if (kind === 'user') return { ...none, kind: 'user', id, title: text(entry.detail.email) };
  // An invitation is named by the address it went to; the account it makes is an entry of its own.
  if (kind === 'invitation') return { ...none, kind: 'account', title: text(entry.detail.email) };
  if (kind === 'enquiry') return { ...none, kind: 'enquiry', id };
  if (kind === 'media') return { ...none, kind: 'media', id, title: text(entry.detail.name) };
  if (entry.target === 'enquiries') return { ...none, kind: 'enquiries' };
  // A backup is named by its archive; a failed one has none.
  if (kind === 'backup') return { ...none, kind: 'backup', title: text(entry.detail.file) };
  // A failed sign-in names the account that was tried.
  if (entry.action.startsWith('auth.') && entry.target !== '') {
    return { ...none, kind: 'account', title: entry.target };
  }
  return none;
}

async function contentTitles(db: Db, type: ContentType, id: number) {
  const draft = await findDraft(db, type, id);
  if (draft) return titlesOf(type, JSON.parse(draft.document) as Record<string, unknown>);
  const live = await adapterOf(type).readLive(db, id);
  return live ? titlesOf(type, live.document) : undefined;
}

/** Fills in the names the entries did not keep, as the items, users and files are named now. */
export async function nameSubjects(db: Db, subjects: AuditSubject[]): Promise<void> {
  const ids = (kind: AuditSubject['kind']) => [
    ...new Set(subjects.filter((s) => s.kind === kind && s.id !== null).map((s) => s.id!)),
  ];
  const userIds = ids('user');
  const users = userIds.length
    ? await db.selectFrom('admin_user').select(['id', 'name', 'email']).where('id', 'in', userIds).execute()
    : [];
  const userName = new Map(users.map((user) => [user.id, user.name || user.email]));
  const enquiryIds = ids('enquiry');
  const enquiries = enquiryIds.length
    ? await db.selectFrom('contact_enquiry').select(['id', 'name']).where('id', 'in', enquiryIds).execute()
    : [];
  const enquirer = new Map(enquiries.map((row) => [row.id, row.name]));
  const mediaIds = ids('media');
  const files = mediaIds.length
    ? await db.selectFrom('media').select(['id', 'name']).where('id', 'in', mediaIds).execute()
    : [];
  const fileName = new Map(files.map((row) => [row.id, row.name]));
  const looked = new Map<string, Promise<{ title: string; titleEn: string } | undefined>>();

  for (const subject of subjects) {
    if (subject.id === null) continue;
    if (subject.kind === 'user') subject.title = userName.get(subject.id) ?? subject.title;
    else if (subject.kind === 'enquiry') subject.title = enquirer.get(subject.id) ?? null;
    else if (subject.kind === 'media') subject.title = fileName.get(subject.id) ?? subject.title;
    else if (subject.kind === 'content' && subject.title === null && subject.contentType !== 'settings') {
      const key = `${subject.contentType}:${subject.id}`;
      if (!looked.has(key)) looked.set(key, contentTitles(db, subject.contentType!, subject.id));
      const titles = await looked.get(key);
      subject.title = text(titles?.title);
      subject.titleEn = text(titles?.titleEn);
    }
  }
}
