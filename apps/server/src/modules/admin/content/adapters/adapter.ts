// What the generic content service needs to know of one content type: how its document maps to
// the live row(s), which items depend on it, how it is listed and ordered. One small adapter per
// type implements it; everything else (drafts, versions, publishing, history, audit) is shared.
import type { AdminIssue, ContentNotShownReason, ContentType } from '@refit/contract/admin';
import type { Database } from '../../../../db/schema.ts';
import type { Db } from '../../../../db/connect.ts';

/** One live item as the list shows it. */
export interface ContentListRow {
  id: number;
  title: string;
  titleEn: string;
  thumbnailUrl: string;
  parentId: number | null;
  parentTitle: string | null;
  sortOrder: number;
  /** The live row's publish flag. */
  published: boolean;
  /** The live row as a document, for items that have no draft yet. */
  document: Record<string, unknown>;
}

export interface ContentDependent {
  type: ContentType;
  id: number;
  title: string;
}

export interface ContentAdapter<D extends Record<string, unknown> = Record<string, unknown>> {
  type: ContentType;
  /** A single document (settings): no create, delete, reorder or unpublish. */
  singleton?: boolean;
  /** Document fields holding rich HTML, cleaned by the site's allow-list on save. */
  richFields?: readonly string[];
  /** Document fields only an owner may change (an editor's write that changes one: 403). */
  ownerOnlyFields?: readonly string[];
  /** The document as admin answers show it, secrets masked. */
  masked?(document: D): D;
  /** A document from the screen with its masked secrets put back from the stored one. */
  unmasked?(incoming: D, stored: D): D;
  /** The column that scopes ordering and the list's parent filter (brand of cars, ...). */
  parentColumn?: string;
  /** The live item as a document, or undefined when there is no such item. */
  readLive(db: Db, id: number): Promise<{ document: D; published: boolean } | undefined>;
  /**
   * Problems with references to other items (a brand that does not exist) or uniqueness (a slug
   * taken), paths in the document; `id` is the item's own (null for a new one).
   */
  checkReferences(db: Db, document: D, id: number | null): Promise<AdminIssue[]>;
  /** Inserts the live row(s) of a new item, not published, last in its scope; answers its id. */
  insertLive(trx: Db, document: D): Promise<number>;
  /**
   * Every table `writeLive` and `setPublished` write. A draft preview on SQLite writes into
   * temporary copies of exactly these (db/shadow-tables.ts); one left out takes the file's write
   * lock while the page renders, which the preview test of every type catches.
   */
  liveTables: readonly (keyof Database)[];
  /** Writes the document into the live row(s). */
  writeLive(trx: Db, id: number, document: D): Promise<void>;
  setPublished(trx: Db, id: number, published: boolean): Promise<void>;
  /** Items that would be left dangling by a delete. */
  dependents(db: Db, id: number): Promise<ContentDependent[]>;
  deleteLive(trx: Db, id: number): Promise<void>;
  /** Live items, of one parent when given (the service narrows them by text). */
  listRows(db: Db, parentId: number | undefined): Promise<ContentListRow[]>;
  /**
   * Why the public site leaves out each published item of `ids`, by the rules visitors' reads
   * follow (db/visibility.ts); items it shows, or that are not published, have no reasons. Types
   * whose published items are always shown have none.
   */
  notShown?(db: Db, ids: readonly number[]): Promise<Map<number, ContentNotShownReason[]>>;
  /** The ids of one ordering scope, and a way to set their order. */
  scopeIds(db: Db, parentId: number | null): Promise<number[]>;
  setSortOrder(trx: Db, id: number, sortOrder: number): Promise<void>;
}

export const flag = (on: boolean): '0' | '1' => (on ? '1' : '0');

/** A JSON column holding `[{ fileUrl }]` as a list of addresses. */
export function urlsFromFileList(json: string): string[] {
  try {
    const items: unknown = JSON.parse(json);
    if (!Array.isArray(items)) return [];
    return items
      .map((item) => (item && typeof item === 'object' ? (item as { fileUrl?: unknown }).fileUrl : undefined))
      .filter((url): url is string => typeof url === 'string');
  } catch {
    return [];
  }
}

export const fileListFromUrls = (urls: readonly string[]) =>
  JSON.stringify(urls.map((fileUrl) => ({ fileUrl })));

/** Next sortOrder at the end of a scope. */
export function nextSortOrder(max: number | string | null | undefined): number {
  return Number(max ?? 0) + 1;
}
