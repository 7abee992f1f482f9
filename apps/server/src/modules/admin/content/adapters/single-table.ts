// The adapter of a type kept in one live table with an id, a sortOrder and a publishStatus (every
// type but brands, cars and settings): each of those gives only its column mapping, its list title
// and its references. Queries name the table as one of these
// (Kysely checks the shared columns); a type's parent column is checked against its own table.
import type { AdminIssue, ContentType } from '@refit/contract/admin';
import type { Db } from '../../../../db/connect.ts';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Database } from '../../../../db/schema.ts';
import { flag, nextSortOrder } from './adapter.ts';
import type { ContentAdapter, ContentDependent, ContentListRow } from './adapter.ts';

/** The tables with the columns this adapter reads and writes (found from `Database`, not listed). */
export type SingleTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; sortOrder: number; publishStatus: unknown }
    ? T
    : never;
}[keyof Database];
type Row<T extends SingleTable> = Selectable<Database[T]> & {
  id: number;
  sortOrder: number;
  publishStatus: string;
};

export interface SingleTableSpec<T extends SingleTable, D extends Record<string, unknown>> {
  type: ContentType;
  table: T;
  toDocument(row: Row<T>): D;
  toColumns(document: D): Record<string, unknown>;
  list(row: Row<T>): Pick<ContentListRow, 'title' | 'titleEn' | 'thumbnailUrl'>;
  /** The column scoping order and the parent filter, and how its title is found. */
  parent?: {
    column: keyof Selectable<Database[T]> & string;
    titles(db: Db, ids: number[]): Promise<Map<number, string>>;
  };
  /** Orders the list and each scope's default order (default: sortOrder, id). */
  listOrder?: 'sortOrder' | 'publishDate';
  richFields?: readonly (keyof D & string)[];
  checkReferences?(db: Db, document: D, id: number | null): Promise<AdminIssue[]>;
  dependents?(db: Db, id: number): Promise<ContentDependent[]>;
  /**
   * Rows of other tables that belong to the item and are part of its document (a gallery's parts):
   * live tables too (a draft preview copies them), read into the document, written with it and
   * deleted with the item (the list reads documents without them). None by default.
   */
  owned?: {
    tables: readonly (keyof Database)[];
    read(db: Db, id: number): Promise<Partial<D>>;
    write(trx: Db, id: number, document: D): Promise<void>;
    remove(trx: Db, id: number): Promise<void>;
  };
}

export function singleTableAdapter<T extends SingleTable, D extends Record<string, unknown>>(
  spec: SingleTableSpec<T, D>,
): ContentAdapter<D> {
  const table: SingleTable = spec.table;
  const parentColumn = spec.parent?.column;

  async function rowsOf(db: Db, parentId: number | null | undefined): Promise<Row<T>[]> {
    let query = db.selectFrom(table).selectAll();
    if (parentColumn && parentId !== undefined) {
      query =
        parentId === null
          ? query.where(sql.ref<number | null>(parentColumn), 'is', null)
          : query.where(sql.ref<number | null>(parentColumn), '=', parentId);
    }
    if (spec.listOrder === 'publishDate') query = query.orderBy('publishDate', 'desc');
    // Queried on the union of the tables (their shared columns typed), read as this one's rows.
    return (await query.orderBy('sortOrder').orderBy('id').execute()) as unknown as Row<T>[];
  }

  return {
    type: spec.type,
    liveTables: [spec.table, ...(spec.owned?.tables ?? [])],
    ...(spec.richFields ? { richFields: spec.richFields } : {}),
    ...(parentColumn ? { parentColumn } : {}),
    async readLive(db, id) {
      const row = (await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as
        Row<T> | undefined;
      if (!row) return undefined;
      const owned = spec.owned ? await spec.owned.read(db, id) : {};
      return { document: { ...spec.toDocument(row), ...owned }, published: row.publishStatus === '1' };
    },
    checkReferences: (db, document, id) => spec.checkReferences?.(db, document, id) ?? Promise.resolve([]),
    async insertLive(trx, document) {
      const columns = spec.toColumns(document);
      let scope = trx.selectFrom(table).select((eb) => eb.fn.max('sortOrder').as('max'));
      if (parentColumn) {
        const parentId = columns[parentColumn] as number | null;
        scope =
          parentId === null
            ? scope.where(sql.ref<number | null>(parentColumn), 'is', null)
            : scope.where(sql.ref<number | null>(parentColumn), '=', parentId);
      }
      const max = await scope.executeTakeFirst();
      const row = await trx
        .insertInto(table)
        .values({ ...columns, publishStatus: '0', sortOrder: nextSortOrder(max?.max) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await spec.owned?.write(trx, Number(row.id), document);
      return Number(row.id);
    },
    async writeLive(trx, id, document) {
      await trx.updateTable(table).set(spec.toColumns(document)).where('id', '=', id).execute();
      await spec.owned?.write(trx, id, document);
    },
    async setPublished(trx, id, published) {
      await trx
        .updateTable(table)
        .set({ publishStatus: flag(published) })
        .where('id', '=', id)
        .execute();
    },
    dependents: (db, id) => spec.dependents?.(db, id) ?? Promise.resolve([]),
    async deleteLive(trx, id) {
      await spec.owned?.remove(trx, id);
      await trx.deleteFrom(table).where('id', '=', id).execute();
    },
    async listRows(db, parentId) {
      const rows = await rowsOf(db, parentId);
      const parentIds = parentColumn
        ? [
            ...new Set(
              rows.map((row) => row[parentColumn] as number | null).filter((v): v is number => v !== null),
            ),
          ]
        : [];
      const titles =
        spec.parent && parentIds.length > 0
          ? await spec.parent.titles(db, parentIds)
          : new Map<number, string>();
      return rows.map((row) => {
        const parentId = parentColumn ? (row[parentColumn] as number | null as number | null) : null;
        return {
          id: Number(row.id),
          ...spec.list(row),
          parentId,
          parentTitle: parentId === null ? null : (titles.get(parentId) ?? null),
          sortOrder: Number(row.sortOrder),
          published: row.publishStatus === '1',
          document: spec.toDocument(row),
        };
      });
    },
    async scopeIds(db, parentId) {
      let query = db.selectFrom(table).select('id');
      if (parentColumn) {
        query =
          parentId === null
            ? query.where(sql.ref<number | null>(parentColumn), 'is', null)
            : query.where(sql.ref<number | null>(parentColumn), '=', parentId);
      }
      return (await query.execute()).map((row) => Number(row.id));
    },
    async setSortOrder(trx, id, sortOrder) {
      await trx.updateTable(table).set({ sortOrder }).where('id', '=', id).execute();
    },
  };
}
