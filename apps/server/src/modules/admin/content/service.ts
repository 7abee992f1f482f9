// The content service: every operation of the content API on any type, through the type's
// adapter. Each write runs in one transaction with its revision, its audit line and the content
// version bump, so a failure leaves nothing half written.
import { itemAddress } from '@refit/contract/content-types';
import { CONTENT_TYPES, contentTypes } from '@refit/contract/admin';
import type {
  AdminRole,
  ContentItem,
  ContentNotShownReason,
  ContentRefusalReason,
  ContentListQuery,
  ContentPage,
  ContentRevisionAction,
  ContentStatus,
  ContentType,
} from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { bumpContentVersion } from '../../../db/content-version.ts';
import { queuePublishedPage, withdrawPage } from '../../baidu-push/publish-hook.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuditEntry } from '../audit/record-audit.ts';
import { richDocKey } from '@refit/contract/admin/rich-doc-key';
import { adminError } from '../guard.ts';
import type { ContentAdapter } from './adapters/adapter.ts';
import { adapterOf } from './adapters/index.ts';
import { checkDocument, missingTranslations, titlesOf } from './document-rules.ts';
import {
  appendRevision,
  clearSchedule,
  deleteDraftAndHistory,
  draftsOfType,
  ensureDraft,
  findDraft,
  findRevision,
  listRevisions,
  StaleVersionError,
  storeDraft,
  updateDraftAt,
  userNames,
} from './drafts.ts';
import type { DraftRow } from './drafts.ts';

type Document = Record<string, unknown>;

export interface Actor {
  /** Null for the scheduler acting for a user that no longer exists. */
  id: number | null;
  role: AdminRole;
  ip: string;
}

export interface ContentContext {
  db: Db;
  /** Runs after a write's transaction commits: this process reads the new content version at once. */
  afterWrite(): void;
}

interface ItemState {
  id: number;
  document: Document;
  version: number;
  published: boolean;
  draft: DraftRow | undefined;
  status: ContentStatus;
}

/** An item's status from its live publish flag and its draft row (the lists, the editor and the start page). */
export function statusOf(published: boolean, draft: DraftRow | undefined): ContentStatus {
  if (!published) return 'draft';
  return !draft || draft.publishedVersion === draft.version ? 'published' : 'changed';
}

async function loadState(db: Db, adapter: ContentAdapter, id: number): Promise<ItemState | undefined> {
  const live = await adapter.readLive(db, id);
  if (!live) return undefined;
  const draft = await findDraft(db, adapter.type, id);
  return {
    id,
    document: draft ? (JSON.parse(draft.document) as Document) : live.document,
    version: draft?.version ?? 1,
    published: live.published,
    draft,
    status: statusOf(live.published, draft),
  };
}

async function mustLoad(db: Db, adapter: ContentAdapter, id: number): Promise<ItemState> {
  const state = await loadState(db, adapter, id);
  if (!state) throw adminError(404, `No ${adapter.type} item ${id}`);
  return state;
}

function notForSingleton(adapter: ContentAdapter, what: string) {
  if (!adapter.singleton) return;
  const reason: ContentRefusalReason = 'settings-are-one-document';
  throw adminError(400, `Settings are one document, always published: they cannot be ${what}`, { reason });
}

/** Why the public site leaves out each published item of `ids` (none for a type whose items it always shows). */
async function notShownOf(
  db: Db,
  adapter: ContentAdapter,
  ids: readonly number[],
): Promise<Map<number, ContentNotShownReason[]>> {
  return adapter.notShown && ids.length > 0 ? adapter.notShown(db, ids) : new Map();
}

async function answerOf(db: Db, adapter: ContentAdapter, state: ItemState): Promise<ContentItem> {
  const [names, notShown] = await Promise.all([
    userNames(db, [state.draft?.updatedBy ?? null]),
    notShownOf(db, adapter, state.published ? [state.id] : []),
  ]);
  return {
    id: state.id,
    type: adapter.type,
    status: state.status,
    version: state.version,
    document: adapter.masked ? adapter.masked(state.document) : state.document,
    missingFields: missingTranslations(adapter.type, state.document),
    publishAt: state.draft?.publishAt ?? null,
    updatedAt: state.draft?.updatedAt ?? null,
    updatedByName: state.draft?.updatedBy ? (names.get(state.draft.updatedBy) ?? null) : null,
    liveUrl: itemAddress(adapter.type, state.id, state.document),
    notShown: notShown.get(state.id) ?? [],
  };
}

/** 409 with the item as it now is, so the screen can offer to reload or overwrite. */
async function conflict(db: Db, adapter: ContentAdapter, id: number) {
  const current = await mustLoad(db, adapter, id);
  return adminError(409, 'This item was changed by someone else', {
    current: await answerOf(db, adapter, current),
  });
}

/** The type's adapter and the item, if the caller's copy is of its current version; else the 409 of `conflict`. */
async function mustLoadAt(
  db: Db,
  type: ContentType,
  id: number,
  version: number,
): Promise<{ adapter: ContentAdapter; state: ItemState }> {
  const adapter = adapterOf(type);
  const state = await mustLoad(db, adapter, id);
  if (version !== state.version) throw await conflict(db, adapter, id);
  return { adapter, state };
}

function audit(
  actor: Actor,
  action: AuditEntry['action'],
  type: ContentType,
  id: number | string,
  detail = {},
): AuditEntry {
  return { actorId: actor.id, action, target: `${type}:${id}`, detail, ip: actor.ip };
}

/** The item's names, kept with its audit lines so the log can name it even after a delete. */
function named(adapter: ContentAdapter, document: Document) {
  return adapter.singleton ? {} : titlesOf(adapter.type, document);
}

/** The fields a write changed, for the audit log: secrets without their values. */
function changesOf(adapter: ContentAdapter, before: Document, after: Document) {
  const rich = new Set<string>(adapter.richFields ?? []);
  const editorDocs = new Set([...rich].map(richDocKey));
  const masked = adapter.masked;
  const shown = masked ? { before: masked(before), after: masked(after) } : undefined;
  const at = (document: Document, path: string) =>
    path.split('.').reduce<unknown>((value, key) => (value as Document | undefined)?.[key], document);
  return fieldChanges(before, after, {
    skip: (path) => editorDocs.has(path),
    rich: (path) => rich.has(path),
    // A masked field shows something else than it holds: its values stay out of the log.
    hidden: (path) =>
      shown !== undefined &&
      (JSON.stringify(at(shown.before, path)) !== JSON.stringify(at(before, path)) ||
        JSON.stringify(at(shown.after, path)) !== JSON.stringify(at(after, path))),
  });
}

/** Only owners change some fields (the custom head code, the Baidu push settings). */
function assertMayChangeOwnerFields(
  adapter: ContentAdapter,
  actor: Actor,
  before: Document,
  after: Document,
) {
  if (actor.role === 'owner' || !adapter.ownerOnlyFields) return;
  // A draft stored before a field existed lacks it: compare with its default.
  const parsed = contentTypes[adapter.type].document.safeParse(before);
  const previous = parsed.success ? (parsed.data as Document) : before;
  const same = (field: string) =>
    JSON.stringify(previous[field] ?? null) === JSON.stringify(after[field] ?? null);
  const changed = adapter.ownerOnlyFields.filter((field) => !same(field));
  if (changed.length > 0) throw adminError(403, `Only an owner may change ${changed.join(', ')}`);
}

async function write<T>(context: ContentContext, work: (trx: Db) => Promise<T>): Promise<T> {
  const result = await context.db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await bumpContentVersion(trx);
    return value;
  });
  context.afterWrite();
  return result;
}

/** `write` for one item: someone else's save meanwhile (a stale version) answers the 409 of `conflict`. */
async function writeItem<T>(
  context: ContentContext,
  adapter: ContentAdapter,
  id: number,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await write(context, work);
  } catch (error) {
    if (error instanceof StaleVersionError) throw await conflict(context.db, adapter, id);
    throw error;
  }
}

export async function listContent(db: Db, type: ContentType, query: ContentListQuery): Promise<ContentPage> {
  const adapter = adapterOf(type);
  const [rows, drafts] = await Promise.all([adapter.listRows(db, query.parentId), draftsOfType(db, type)]);
  const draftOf = new Map(drafts.map((draft) => [draft.itemId, draft]));
  const names = await userNames(
    db,
    drafts.map((draft) => draft.updatedBy),
  );
  const needle = query.q?.toLowerCase();
  const records = rows
    .map((row) => {
      const draft = draftOf.get(row.id);
      const document = draft ? (JSON.parse(draft.document) as Document) : row.document;
      const titles =
        draft && !adapter.singleton ? titlesOf(type, document) : { title: row.title, titleEn: row.titleEn };
      return {
        id: row.id,
        ...titles,
        thumbnailUrl: row.thumbnailUrl,
        status: statusOf(row.published, draft),
        missingTranslations: missingTranslations(type, document).length,
        parentId: row.parentId,
        parentTitle: row.parentTitle,
        sortOrder: row.sortOrder,
        updatedAt: draft?.updatedAt ?? null,
        updatedByName: draft?.updatedBy ? (names.get(draft.updatedBy) ?? null) : null,
        publishAt: draft?.publishAt ?? null,
      };
    })
    .filter((record) => !query.status || record.status === query.status)
    .filter(
      (record) =>
        !needle ||
        record.title.toLowerCase().includes(needle) ||
        record.titleEn.toLowerCase().includes(needle),
    );
  const start = (query.pageNo - 1) * query.pageSize;
  const page = records.slice(start, start + query.pageSize);
  const published = page.filter((record) => record.status !== 'draft').map((record) => record.id);
  const notShown = await notShownOf(db, adapter, published);
  return {
    records: page.map((record) => ({ ...record, notShown: notShown.get(record.id) ?? [] })),
    total: records.length,
    pages: Math.ceil(records.length / query.pageSize),
    current: query.pageNo,
    missingTranslationCount: records.filter((record) => record.missingTranslations > 0).length,
  };
}

export async function getContent(db: Db, type: ContentType, id: number): Promise<ContentItem> {
  const adapter = adapterOf(type);
  return answerOf(db, adapter, await mustLoad(db, adapter, id));
}

export async function createContent(context: ContentContext, type: ContentType, raw: unknown, actor: Actor) {
  const adapter = adapterOf(type);
  notForSingleton(adapter, 'created');
  const document = await checkDocument(context.db, adapter, raw, null);
  assertMayChangeOwnerFields(adapter, actor, {}, document);
  const at = new Date().toISOString();
  const id = await write(context, async (trx) => {
    const id = await adapter.insertLive(trx, document);
    await storeDraft(
      trx,
      { type, itemId: id, from: 0, exists: false, publishedVersion: null },
      document,
      actor.id,
      at,
    );
    await appendRevision(trx, { type, itemId: id, version: 1, document, action: 'save' }, actor.id, at);
    await recordAudit(
      trx,
      audit(actor, 'content.save', type, id, { created: true, ...named(adapter, document) }),
    );
    return id;
  });
  return { id, version: 1, status: 'draft' as const };
}

export async function saveContent(
  context: ContentContext,
  type: ContentType,
  id: number,
  body: { version: number; document: unknown },
  actor: Actor,
) {
  const { db } = context;
  const { adapter, state } = await mustLoadAt(db, type, id, body.version);
  const checked = await checkDocument(db, adapter, body.document, id);
  const document = adapter.unmasked ? adapter.unmasked(checked, state.document) : checked;
  assertMayChangeOwnerFields(adapter, actor, state.document, document);
  const draft = { adapter, state, from: body.version, document };
  const version = await writeDraft(context, draft, actor, 'save', (next) =>
    audit(actor, 'content.save', type, id, {
      version: next,
      ...named(adapter, document),
      changes: changesOf(adapter, state.document, document),
    }),
  );
  return { id, version, status: (state.published ? 'changed' : 'draft') as ContentStatus };
}

/**
 * Stores `document` as the item's next draft version (if the draft is still at `from`), with its
 * revision and audit entry, in one transaction; a stale version answers 409 with the current one.
 */
async function writeDraft(
  context: ContentContext,
  {
    adapter,
    state,
    from,
    document,
  }: { adapter: ContentAdapter; state: ItemState; from: number; document: Document },
  actor: Actor,
  action: 'save' | 'restore',
  auditOf: (version: number) => AuditEntry,
): Promise<number> {
  const { type } = adapter;
  const itemId = state.id;
  const at = new Date().toISOString();
  return writeItem(context, adapter, itemId, async (trx) => {
    const draft = { type, itemId, from, exists: state.draft !== undefined };
    const publishedVersion = state.published ? 1 : null;
    const version = await storeDraft(trx, { ...draft, publishedVersion }, document, actor.id, at);
    await appendRevision(trx, { type, itemId, version, document, action }, actor.id, at);
    await recordAudit(trx, auditOf(version));
    return version;
  });
}

/** Publishes the item's draft inside `trx` (the caller checks the version and bumps). */
async function publishIn(trx: Db, adapter: ContentAdapter, state: ItemState, actor: Actor, at: string) {
  const document = await checkDocument(trx, adapter, state.document, state.id);
  await adapter.writeLive(trx, state.id, document);
  await adapter.setPublished(trx, state.id, true);
  if (!adapter.singleton) {
    const page = {
      type: adapter.type,
      itemId: state.id,
      path: itemAddress(adapter.type, state.id, document),
    };
    await queuePublishedPage(trx, page, at);
  }
  await ensureDraft(trx, adapter.type, state.id, state.version, document, null, at);
  await updateDraftAt(trx, adapter.type, state.id, state.version, {
    publishedVersion: state.version,
    publishAt: null,
    scheduledBy: null,
  });
  await appendRevision(
    trx,
    { type: adapter.type, itemId: state.id, version: state.version, document, action: 'publish' },
    actor.id,
    at,
  );
  await recordAudit(
    trx,
    audit(actor, 'content.publish', adapter.type, state.id, {
      version: state.version,
      ...named(adapter, document),
    }),
  );
}

export async function publishContent(
  context: ContentContext,
  type: ContentType,
  id: number,
  version: number,
  actor: Actor,
) {
  const { adapter, state } = await mustLoadAt(context.db, type, id, version);
  await writeItem(context, adapter, id, (trx) =>
    publishIn(trx, adapter, state, actor, new Date().toISOString()),
  );
  return { id, version, status: 'published' as const };
}

/** The end of an unpublish or a delete inside `trx`: the page leaves the push queue; the audit line. */
async function withdrawIn(
  trx: Db,
  adapter: ContentAdapter,
  state: ItemState,
  actor: Actor,
  action: 'content.unpublish' | 'content.delete',
) {
  await withdrawPage(trx, { type: adapter.type, itemId: state.id });
  await recordAudit(trx, audit(actor, action, adapter.type, state.id, named(adapter, state.document)));
}

async function unpublishIn(trx: Db, adapter: ContentAdapter, state: ItemState, actor: Actor) {
  await adapter.setPublished(trx, state.id, false);
  await clearSchedule(trx, adapter.type, state.id);
  await withdrawIn(trx, adapter, state, actor, 'content.unpublish');
}

/** Unpublishing and deleting, one item or many: what settings refuse, and the work on one item. */
const WITHDRAWALS = {
  unpublish: { refused: 'unpublished', run: unpublishIn },
  delete: { refused: 'deleted', run: deleteIn },
} as const;

/** Unpublishes or deletes one item in its own transaction; answers its state before. */
async function withdrawOne(
  context: ContentContext,
  how: keyof typeof WITHDRAWALS,
  type: ContentType,
  id: number,
  actor: Actor,
): Promise<ItemState> {
  const adapter = adapterOf(type);
  notForSingleton(adapter, WITHDRAWALS[how].refused);
  const state = await mustLoad(context.db, adapter, id);
  await write(context, (trx) => WITHDRAWALS[how].run(trx, adapter, state, actor));
  return state;
}

export async function unpublishContent(context: ContentContext, type: ContentType, id: number, actor: Actor) {
  const state = await withdrawOne(context, 'unpublish', type, id, actor);
  return { id, version: state.version, status: 'draft' as const };
}

export async function scheduleContent(
  context: ContentContext,
  type: ContentType,
  id: number,
  body: { version: number; publishAt: string | null },
  actor: Actor,
  now = new Date(),
) {
  const { adapter, state } = await mustLoadAt(context.db, type, id, body.version);
  const publishAt = body.publishAt === null ? null : new Date(body.publishAt).toISOString();
  if (publishAt !== null && publishAt <= now.toISOString()) {
    throw adminError(400, 'Invalid input: publishAt must be in the future', {
      issues: [{ path: ['publishAt'], message: 'must be in the future' }],
    });
  }
  const at = now.toISOString();
  await writeItem(context, adapter, id, async (trx) => {
    await ensureDraft(
      trx,
      type,
      id,
      state.version,
      state.document,
      state.published ? state.version : null,
      at,
    );
    await updateDraftAt(trx, type, id, state.version, {
      publishAt,
      scheduledBy: publishAt === null ? null : actor.id,
    });
    await recordAudit(
      trx,
      audit(actor, 'content.schedule', type, id, {
        version: state.version,
        publishAt,
        ...named(adapter, state.document),
      }),
    );
  });
  return { id, version: state.version, status: state.status, publishAt };
}

async function deleteIn(trx: Db, adapter: ContentAdapter, state: ItemState, actor: Actor) {
  const { id } = state;
  const dependents = await adapter.dependents(trx, id);
  if (dependents.length > 0) {
    throw adminError(409, `${adapter.type} ${id} is used by ${dependents.length} other item(s)`, {
      dependents,
    });
  }
  await adapter.deleteLive(trx, id);
  await deleteDraftAndHistory(trx, adapter.type, id);
  await withdrawIn(trx, adapter, state, actor, 'content.delete');
}

export async function deleteContent(context: ContentContext, type: ContentType, id: number, actor: Actor) {
  await withdrawOne(context, 'delete', type, id, actor);
  return { done: 1 };
}

export async function reorderContent(
  context: ContentContext,
  type: ContentType,
  body: { parentId: number | null; ids: number[] },
  actor: Actor,
) {
  const adapter = adapterOf(type);
  notForSingleton(adapter, 'reordered');
  if (!adapter.parentColumn && body.parentId !== null) {
    throw adminError(400, 'Invalid input: parentId must be null', {
      issues: [{ path: ['parentId'], message: `must be null: ${type} have no parent` }],
    });
  }
  const done = await write(context, async (trx) => {
    const scope = await adapter.scopeIds(trx, body.parentId);
    const given = new Set(body.ids);
    if (given.size !== body.ids.length || scope.length !== given.size || scope.some((id) => !given.has(id))) {
      throw adminError(400, 'Invalid input: ids must be exactly the items of that scope, once each', {
        issues: [{ path: ['ids'], message: 'must list exactly the items of that scope, once each' }],
      });
    }
    for (const [index, id] of body.ids.entries()) await adapter.setSortOrder(trx, id, index + 1);
    await recordAudit(trx, audit(actor, 'content.reorder', type, body.parentId ?? 'all', { ids: body.ids }));
    return body.ids.length;
  });
  return { done };
}

export async function bulkContent(
  context: ContentContext,
  type: ContentType,
  body: { action: 'publish' | 'unpublish' | 'delete'; ids: number[] },
  actor: Actor,
) {
  const adapter = adapterOf(type);
  if (body.action !== 'publish') notForSingleton(adapter, WITHDRAWALS[body.action].refused);
  const ids = [...new Set(body.ids)];
  const at = new Date().toISOString();
  await write(context, async (trx) => {
    for (const id of ids) {
      const state = await loadState(trx, adapter, id);
      if (!state) throw adminError(404, `No ${type} item ${id}: nothing was changed`);
      if (body.action === 'publish') await publishIn(trx, adapter, state, actor, at);
      else await WITHDRAWALS[body.action].run(trx, adapter, state, actor);
    }
  }).catch((error: unknown) => {
    if (error instanceof StaleVersionError)
      throw adminError(409, 'An item was changed meanwhile: nothing was changed');
    throw error;
  });
  return { done: ids.length };
}

export async function contentRevisions(db: Db, type: ContentType, id: number) {
  const adapter = adapterOf(type);
  await mustLoad(db, adapter, id);
  const rows = await listRevisions(db, type, id);
  return {
    records: rows.map((row) => ({
      version: Number(row.version),
      action: row.action as ContentRevisionAction,
      actorName: row.actorName,
      createdAt: row.createdAt,
      origin: row.origin ?? null,
    })),
  };
}

export async function restoreContent(
  context: ContentContext,
  type: ContentType,
  id: number,
  version: number,
  actor: Actor,
) {
  const { db } = context;
  const adapter = adapterOf(type);
  const state = await mustLoad(db, adapter, id);
  const revision = await findRevision(db, type, id, version);
  if (!revision) throw adminError(404, `No version ${version} of ${type} item ${id}`);
  const document = await checkDocument(db, adapter, JSON.parse(revision.document), id).catch(
    (error: unknown) => {
      throw adminError(
        409,
        'That version no longer passes the checks',
        (error as { result?: unknown }).result ?? null,
      );
    },
  );
  assertMayChangeOwnerFields(adapter, actor, state.document, document);
  const draft = { adapter, state, from: state.version, document };
  const saved = await writeDraft(context, draft, actor, 'restore', (next) =>
    audit(actor, 'content.restore', type, id, {
      from: version,
      version: next,
      ...named(adapter, document),
      changes: changesOf(adapter, state.document, document),
    }),
  );
  return { id, version: saved, status: (state.published ? 'changed' : 'draft') as ContentStatus };
}

/** The document the public site shows: as it was published (its revision), else the live row's. */
async function publishedDocument(db: Db, adapter: ContentAdapter, state: ItemState): Promise<Document> {
  const version = state.draft?.publishedVersion;
  // The revision keeps what the live row cannot (the rich-text editor's own document).
  const revision = version ? await findRevision(db, adapter.type, state.id, version) : undefined;
  if (revision) return JSON.parse(revision.document) as Document;
  const live = await adapter.readLive(db, state.id);
  if (!live) throw adminError(404, `No ${adapter.type} item ${state.id}`);
  return live.document;
}

/**
 * Throws away the changes saved since the item was published: the published document becomes
 * the draft again as a new version (a 'discard' revision), which is the published one, so the
 * item reads published again; a scheduled publishing of the discarded draft is cancelled.
 */
export async function discardDraft(
  context: ContentContext,
  type: ContentType,
  id: number,
  version: number,
  actor: Actor,
) {
  const { db } = context;
  const { adapter, state } = await mustLoadAt(db, type, id, version);
  if (state.status !== 'changed') {
    const reason: ContentRefusalReason = state.status === 'draft' ? 'not-published' : 'no-changes';
    throw adminError(
      400,
      reason === 'not-published'
        ? 'This item is not on the public site: there is no published version to go back to'
        : 'The draft is the published version already: there is nothing to discard',
      { reason },
    );
  }
  const document = await publishedDocument(db, adapter, state);
  assertMayChangeOwnerFields(adapter, actor, state.document, document);
  const at = new Date().toISOString();
  const next = await writeItem(context, adapter, id, async (trx) => {
    const draft = { type, itemId: id, from: version, exists: true, publishedVersion: null };
    const next = await storeDraft(trx, draft, document, actor.id, at);
    // The row storeDraft just wrote, in this transaction: it is at `next`.
    await updateDraftAt(trx, type, id, next, { publishedVersion: next, publishAt: null, scheduledBy: null });
    await appendRevision(trx, { type, itemId: id, version: next, document, action: 'discard' }, actor.id, at);
    await recordAudit(
      trx,
      audit(actor, 'content.discard', type, id, {
        from: version,
        version: next,
        published: state.draft?.publishedVersion ?? null,
        ...named(adapter, document),
        changes: changesOf(adapter, state.document, document),
      }),
    );
    return next;
  });
  return { id, version: next, status: 'published' as const };
}

/** Publishes every draft whose time has come, as the user who scheduled it; answers how many. */
export async function publishDue(
  context: ContentContext,
  now: Date,
  log: (message: string, detail: object) => void,
) {
  const due = await context.db
    .selectFrom('content_draft')
    .select(['type', 'itemId', 'version', 'scheduledBy'])
    .where('publishAt', 'is not', null)
    .where('publishAt', '<=', now.toISOString())
    .orderBy('publishAt')
    .execute();
  let published = 0;
  for (const entry of due) {
    if (!(CONTENT_TYPES as readonly string[]).includes(entry.type)) continue;
    const type = entry.type as ContentType;
    const actor: Actor = { id: entry.scheduledBy, role: 'editor', ip: '' };
    try {
      const adapter = adapterOf(type);
      const state = await loadState(context.db, adapter, entry.itemId);
      if (!state || state.version !== Number(entry.version)) throw new Error('the draft changed or is gone');
      await write(context, (trx) => publishIn(trx, adapter, state, actor, now.toISOString()));
      published += 1;
    } catch (error) {
      // A due item that cannot be published (its brand deleted meanwhile) is taken off the
      // schedule, so it is not tried every run; the log and its draft keep the reason visible.
      log('scheduled publishing failed', { type, id: entry.itemId, err: error });
      await clearSchedule(context.db, type, entry.itemId);
    }
  }
  return published;
}
