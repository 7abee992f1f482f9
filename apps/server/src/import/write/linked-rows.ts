// The rows of an imported item that name other items (a car's stages, a gallery's parts, a wheel's
// sizes and fitted models) are written once every item is, since the items they name may be
// written after their own. One writer does it for every kind, each declared beside its type
// (car-programmes.ts, gallery-parts.ts, wheel-fitments.ts): the source's ids are mapped to ours,
// a named item that was not imported is left out of the rows and reported (the item is imported
// all the same), and each item's rows are written in one transaction, only when they differ from
// what is here, taking the live document again (keep-document-live.ts).
import type { ContentType } from '@refit/contract/admin';
import type { Db } from '../../db/connect.ts';
import { bumpContentVersion } from '../../db/content-version.ts';
import type { ImportContext } from '../import-context.ts';
import type { SourceSnapshot } from '../source/source-snapshot.ts';
import { keepDocumentLive } from './keep-document-live.ts';
import type { ImportTable } from './source-items.ts';

/** Our id of the item a source id names, as a list: empty when it was not imported (reported). */
export type Link = (sourceId: number) => number[];

/** One kind of linked rows: whose they are, what they name, and how they are read and written. */
export interface LinkedRows<Item extends { id: number }, Rows> {
  /** The items that own the rows, from what the source answered. */
  items(snapshot: SourceSnapshot): readonly Item[];
  /** The owner's content type (whose live document is taken again) and its table in the ledger. */
  owner: { type: ContentType; table: ImportTable };
  /**
   * The named items' table, and the report's words for one that was not imported:
   * `<owner>:<id>: <says> <table>:<id>, which was not imported; the <leftOut> is left out`.
   */
  names: { table: ImportTable; says: string; leftOut: string };
  /** The rows the source asks for, its ids mapped to ours by `link`. */
  wanted(item: Item, link: Link): Rows;
  /** The rows here, in the shape `wanted` answers (compared as JSON). */
  read(db: Db, id: number): Promise<Rows>;
  /** Replaces the rows here, inside the item's transaction. */
  write(trx: Db, id: number, rows: Rows): Promise<void>;
}

/** Writes one kind's rows of every imported item; `localIds` maps `<table>:<source id>` to ours. */
export type LinkedRowsWriter = (
  context: ImportContext,
  snapshot: SourceSnapshot,
  localIds: ReadonlyMap<string, number>,
) => Promise<void>;

export function linkedRows<Item extends { id: number }, Rows>(
  kind: LinkedRows<Item, Rows>,
): LinkedRowsWriter {
  const { owner, names } = kind;
  return async (context, snapshot, localIds) => {
    for (const item of kind.items(snapshot)) {
      const id = localIds.get(`${owner.table}:${item.id}`);
      if (id === undefined) continue;
      const wanted = kind.wanted(item, (sourceId) => {
        const named = localIds.get(`${names.table}:${sourceId}`);
        if (named !== undefined) return [named];
        context.report.problem({
          kind: 'missing-reference',
          message: `${owner.table}:${item.id}: ${names.says} ${names.table}:${sourceId}, which was not imported; the ${names.leftOut} is left out`,
        });
        return [];
      });
      if (JSON.stringify(wanted) === JSON.stringify(await kind.read(context.db, id))) continue;
      if (context.dryRun) continue;
      await context.db.transaction().execute(async (trx) => {
        await kind.write(trx, id, wanted);
        await keepDocumentLive(trx, owner.type, id);
        await bumpContentVersion(trx);
      });
    }
  };
}
