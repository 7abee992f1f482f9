// Storage of working copies and their history: the draft row of an item (document, version,
// the version that is live, the scheduled time) and the revisions, the newest kept per item.
import { CONTENT_REVISIONS_KEPT } from '@refit/contract/admin';
import type { ContentRevisionAction, ContentType } from '@refit/contract/admin';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { ContentDraftTable } from '../../../db/schema.ts';

export type DraftRow = Selectable<ContentDraftTable>;

export function findDraft(db: Db, type: ContentType, itemId: number): Promise<DraftRow | undefined> {
  return db
    .selectFrom('content_draft')
    .selectAll()
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .executeTakeFirst();
}

export function draftsOfType(db: Db, type: ContentType): Promise<DraftRow[]> {
  return db.selectFrom('content_draft').selectAll().where('type', '=', type).execute();
}

/** A save found another version than the one it was made from. */
export class StaleVersionError extends Error {
  constructor() {
    super('stale version');
  }
}

/**
 * Sets fields of the item's draft row, only while that row is still at `version`; throws
 * StaleVersionError when it is not (someone else saved meanwhile), so the transaction writes nothing.
 */
export async function updateDraftAt(
  trx: Db,
  type: ContentType,
  itemId: number,
  version: number,
  values: Updateable<ContentDraftTable>,
): Promise<void> {
  const updated = await trx
    .updateTable('content_draft')
    .set(values)
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new StaleVersionError();
}

/** Takes the item's draft off the publishing schedule (nothing to do for an item without a draft). */
export async function clearSchedule(trx: Db, type: ContentType, itemId: number): Promise<void> {
  await trx
    .updateTable('content_draft')
    .set({ publishAt: null, scheduledBy: null })
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .execute();
}

/**
 * Stores `document` as version `from + 1`, only if the draft is still at `from` (or, for an item
 * without a draft, `from` is 1: the live row's virtual version). Throws StaleVersionError when
 * someone else saved first, so the caller's transaction writes nothing.
 */
export async function storeDraft(
  trx: Db,
  draft: {
    type: ContentType;
    itemId: number;
    from: number;
    exists: boolean;
    publishedVersion: number | null;
  },
  document: unknown,
  actorId: number | null,
  at: string,
): Promise<number> {
  const version = draft.from + 1;
  const values = { document: JSON.stringify(document), version, updatedBy: actorId, updatedAt: at };
  if (draft.exists) {
    await updateDraftAt(trx, draft.type, draft.itemId, draft.from, values);
    return version;
  }
  const inserted = await trx
    .insertInto('content_draft')
    .values({
      type: draft.type,
      itemId: draft.itemId,
      ...values,
      publishedVersion: draft.publishedVersion,
      publishAt: null,
      scheduledBy: null,
    })
    .onConflict((conflict) => conflict.columns(['type', 'itemId']).doNothing())
    .returning('itemId')
    .executeTakeFirst();
  if (!inserted) throw new StaleVersionError();
  return version;
}

/** A draft row at `version` for an item that has none (publishing or scheduling a live item). */
export async function ensureDraft(
  trx: Db,
  type: ContentType,
  itemId: number,
  version: number,
  document: unknown,
  publishedVersion: number | null,
  at: string,
): Promise<void> {
  await trx
    .insertInto('content_draft')
    .values({
      type,
      itemId,
      document: JSON.stringify(document),
      version,
      publishedVersion,
      publishAt: null,
      scheduledBy: null,
      updatedBy: null,
      updatedAt: at,
    })
    .onConflict((conflict) => conflict.columns(['type', 'itemId']).doNothing())
    .execute();
}

export async function appendRevision(
  trx: Db,
  entry: {
    type: ContentType;
    itemId: number;
    version: number;
    document: unknown;
    action: ContentRevisionAction;
    /** The backend an imported revision came from. */
    origin?: string;
  },
  actorId: number | null,
  at: string,
): Promise<void> {
  await trx
    .insertInto('content_revision')
    .values({ ...entry, document: JSON.stringify(entry.document), actorId, createdAt: at })
    .execute();
  // Keep the newest revisions only.
  await trx
    .deleteFrom('content_revision')
    .where('type', '=', entry.type)
    .where('itemId', '=', entry.itemId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('content_revision')
        .select('id')
        .where('type', '=', entry.type)
        .where('itemId', '=', entry.itemId)
        .orderBy('id', 'desc')
        .limit(CONTENT_REVISIONS_KEPT),
    )
    .execute();
}

export async function deleteDraftAndHistory(trx: Db, type: ContentType, itemId: number): Promise<void> {
  await trx.deleteFrom('content_draft').where('type', '=', type).where('itemId', '=', itemId).execute();
  await trx.deleteFrom('content_revision').where('type', '=', type).where('itemId', '=', itemId).execute();
}

export async function listRevisions(db: Db, type: ContentType, itemId: number) {
  return db
    .selectFrom('content_revision')
    .leftJoin('admin_user', 'admin_user.id', 'content_revision.actorId')
    .select([
      'content_revision.version',
      'content_revision.action',
      'admin_user.name as actorName',
      'content_revision.createdAt',
      'content_revision.origin',
    ])
    .where('content_revision.type', '=', type)
    .where('content_revision.itemId', '=', itemId)
    .orderBy('content_revision.id', 'desc')
    .execute();
}

export function findRevision(db: Db, type: ContentType, itemId: number, version: number) {
  return db
    .selectFrom('content_revision')
    .select(['document'])
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .where('version', '=', version)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Names of users by id, for "updated by". */
export async function userNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('admin_user')
    .select(['id', 'name', 'email'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name || row.email]));
}
