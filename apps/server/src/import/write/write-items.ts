// Writes the source's items, each in one transaction with its draft, its "imported" revision, its
// ledger row and the content version: whole or not at all, so a run killed anywhere resumes from
// the ledger. An item keeps the source's id when that id is free here, else takes a new one and
// its old addresses redirect to the new (decision 0061). An unchanged item (same digest) is left
// alone; one whose references or files are missing is skipped and reported.
import { createHash } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import { contentTypeDeclaration, fillAddress, itemAddress } from '@refit/contract/content-types';
import { SETTINGS_ID } from '@refit/contract/admin';
import type { Db } from '../../db/connect.ts';
import { bumpContentVersion } from '../../db/content-version.ts';
import { adapterOf } from '../../modules/admin/content/adapters/index.ts';
import { appendRevision, findDraft } from '../../modules/admin/content/drafts.ts';
import { recordRedirect } from '../../modules/redirects/address-redirects.ts';
import type { ImportContext } from '../import-context.ts';
import type { ImportItem, ImportTable } from './source-items.ts';

type Ledger = Map<string, { localId: number; digest: string }>;
const keyOf = (table: ImportTable, sourceId: string | number) => `${table}:${sourceId}`;

export async function readLedger(db: Db, origin: string): Promise<Ledger> {
  const rows = await db
    .selectFrom('import_item')
    .select(['kind', 'sourceId', 'localId', 'digest'])
    .where('origin', '=', origin)
    .execute();
  return new Map(
    rows.map((row) => [`${row.kind}:${row.sourceId}`, { localId: Number(row.localId), digest: row.digest }]),
  );
}

/** Writes the items; what each source item is here (`<table>:<source id>` -> id), for what follows. */
export async function writeItems(
  context: ImportContext,
  items: readonly ImportItem[],
  skip: Set<string>,
): Promise<ReadonlyMap<string, number>> {
  const { db, report } = context;
  const ledger = await readLedger(db, context.origin);
  /** Source item -> local id, for resolving references: the ledger's, then what this run writes. */
  const localIds = new Map<string, number>([...ledger].map(([key, entry]) => [key, entry.localId]));
  const phase = context.progress.phase('records');
  let done = 0;
  for (const item of items) {
    const key = keyOf(item.table, item.sourceId);
    report.count(item.table, 'read');
    done += 1;
    phase.update(done, items.length);
    if (skip.has(key)) {
      localIds.delete(key);
      report.count(item.table, 'skipped');
      continue;
    }
    const resolved = resolve(item, localIds);
    if ('missing' in resolved) {
      localIds.delete(key);
      report.count(item.table, 'skipped');
      report.problem({
        kind: 'missing-reference',
        item: key,
        message: `refers to ${resolved.missing}, which was not imported`,
      });
      continue;
    }
    const digest = createHash('sha256').update(JSON.stringify(resolved)).digest('hex');
    const known = ledger.get(key);
    const knownId = known && (await exists(db, item, known.localId)) ? known.localId : undefined;
    if (knownId !== undefined && known?.digest === digest) {
      report.count(item.table, 'unchanged');
      continue;
    }
    if (context.dryRun) {
      report.count(item.table, knownId === undefined ? 'added' : 'updated');
      continue;
    }
    try {
      const localId = await db.transaction().execute(async (trx) => {
        const id = knownId ?? (await placeOf(trx, item));
        await writeRows(trx, item, id, resolved, knownId !== undefined || (await exists(trx, item, id)));
        await recordImport(trx, context, item, id, digest);
        await bumpContentVersion(trx);
        return id;
      });
      localIds.set(key, localId);
      report.count(item.table, knownId === undefined ? 'added' : 'updated');
    } catch (error) {
      localIds.delete(key);
      report.count(item.table, 'skipped');
      report.problem({ kind: 'write-failed', item: key, message: (error as Error).message });
    }
  }
  phase.end();
  return localIds;
}

interface Resolved {
  row: Record<string, unknown>;
  tabs: Record<string, unknown>[];
  codes: { code: string; contents: string }[];
}

function resolve(item: ImportItem, localIds: Map<string, number>): Resolved | { missing: string } {
  const row = { ...item.row };
  for (const ref of item.refs) {
    if (ref.sourceId === null) {
      row[ref.column] = null;
      continue;
    }
    const local = localIds.get(keyOf(ref.table, ref.sourceId));
    if (local === undefined) return { missing: keyOf(ref.table, ref.sourceId) };
    row[ref.column] = local;
  }
  const tabs: Record<string, unknown>[] = [];
  for (const tab of item.tabs ?? []) {
    const local = localIds.get(keyOf(tab.type.table, tab.type.sourceId!));
    if (local === undefined) return { missing: keyOf(tab.type.table, tab.type.sourceId!) };
    tabs.push({ ...tab.row, productTypeId: local });
  }
  return { row, tabs, codes: item.codes ?? [] };
}

async function exists(db: Db, item: ImportItem, id: number): Promise<boolean> {
  if (item.table === 'common_data') return id === SETTINGS_ID;
  const found = await db.selectFrom(item.table).select('id').where('id', '=', id).executeTakeFirst();
  return found !== undefined;
}

/** The source's id when no row has it here, else a new id (the old addresses then redirect). */
async function placeOf(trx: Db, item: ImportItem): Promise<number> {
  if (item.table === 'common_data') return SETTINGS_ID;
  const wanted = Number(item.sourceId);
  if (!(await exists(trx, item, wanted))) return wanted;
  const row = await trx
    .selectFrom(item.table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/**
 * A brand's or product type's address name, unique among its table's rows: one that another item
 * here already has (the same brand from a second backend, or an editor's) takes a number.
 */
async function freeSlug(trx: Db, table: 'brand' | 'product_type', id: number, slug: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? slug : `${slug}-${n}`;
    const taken = await trx
      .selectFrom(table)
      .select('id')
      .where('slug', '=', candidate)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

async function writeRows(trx: Db, item: ImportItem, id: number, resolved: Resolved, update: boolean) {
  if (item.table === 'common_data') {
    for (const { code, contents } of resolved.codes)
      await trx
        .insertInto('common_data')
        .values({ code, contents })
        .onConflict((conflict) => conflict.column('code').doUpdateSet({ contents }))
        .execute();
    return;
  }
  if ((item.table === 'brand' || item.table === 'product_type') && typeof resolved.row.slug === 'string')
    resolved.row.slug = await freeSlug(trx, item.table, id, resolved.row.slug);
  // The row's columns are the API's field names (db/schema.ts); Kysely checks the shared ones.
  const values = resolved.row as never;
  if (update) await trx.updateTable(item.table).set(values).where('id', '=', id).execute();
  else {
    await trx
      .insertInto(item.table)
      .values({ ...(resolved.row as object), id } as never)
      .execute();
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      // An explicit id leaves the serial sequence behind: move it past the ids in use.
      await sql`select setval(pg_get_serial_sequence(${`"${item.table}"`}, 'id'), greatest((select max("id") from ${sql.table(item.table)}), 1))`.execute(
        trx,
      );
  }
  if (item.table === 'car') {
    await trx.deleteFrom('car_product_type').where('carId', '=', id).execute();
    for (const tab of resolved.tabs)
      await trx
        .insertInto('car_product_type')
        .values({ ...(tab as object), carId: id } as never)
        .execute();
  }
}

/** The item's draft and "imported" revision (published as it is), its ledger row and redirects. */
async function recordImport(trx: Db, context: ImportContext, item: ImportItem, id: number, digest: string) {
  const at = new Date().toISOString();
  const adapter = adapterOf(item.type);
  const live = await adapter.readLive(trx, id);
  const document = live?.document ?? {};
  const draft = await findDraft(trx, item.type, id);
  const version = draft ? Number(draft.version) + 1 : 1;
  const values = {
    document: JSON.stringify(document),
    version,
    publishedVersion: version,
    publishAt: null,
    scheduledBy: null,
    updatedBy: null,
    updatedAt: at,
  };
  if (draft)
    await trx
      .updateTable('content_draft')
      .set(values)
      .where('type', '=', item.type)
      .where('itemId', '=', id)
      .execute();
  else
    await trx
      .insertInto('content_draft')
      .values({ type: item.type, itemId: id, ...values })
      .execute();
  await appendRevision(
    trx,
    { type: item.type, itemId: id, version, document, action: 'import', origin: context.origin },
    null,
    at,
  );
  await trx
    .insertInto('import_item')
    .values({
      origin: context.origin,
      kind: item.table,
      sourceId: item.sourceId,
      localId: id,
      digest,
      importedAt: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['origin', 'kind', 'sourceId']).doUpdateSet({ localId: id, digest, importedAt: at }),
    )
    .execute();
  if (item.table !== 'common_data' && String(id) !== item.sourceId) {
    for (const [from, to] of movedAddresses(item, Number(item.sourceId), id, document)) {
      await recordRedirect(trx, from, to);
      context.report.summary.redirects.push({ from, to });
    }
  }
}

/** The item's page addresses under its source id and under its id here (its page and aliases). */
function movedAddresses(item: ImportItem, from: number, to: number, document: Record<string, unknown>) {
  const moved: [string, string][] = [];
  const oldPage = itemAddress(item.type, from, document);
  const newPage = itemAddress(item.type, to, document);
  if (!oldPage || !newPage || oldPage === newPage) return moved;
  moved.push([oldPage, newPage]);
  const page = contentTypeDeclaration(item.type).page;
  const aliases = page && 'aliases' in page ? (page.aliases ?? []) : [];
  for (const alias of aliases) moved.push([fillAddress(alias, from), newPage]);
  return moved;
}
