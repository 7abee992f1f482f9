// Stored list positions (decision 0037). The public lists that page through many items (a type's or a
// category's products, the news, the galleries of all brands) must answer an exact total and any page
// (SPEC section 7); counted and walked on every request, both grow with the data. Content changes a
// few times a day, so each list's order is computed once per content version into list_position, and a
// page and its total are then index seeks: positions offset+1 to offset+limit, and the greatest one.
//
// Positions are used only while they are current: computed at the content version the database holds
// now. Otherwise a read answers undefined (its caller runs its own query, which is always right) and
// starts computing them in the background, once per process; among processes the family's state row
// lets one compute and the others find the work done.
import { sql } from 'kysely';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './connect.ts';
import { readContentVersion } from './content-version.ts';
import { inReadScope } from './read-scope.ts';
import type { Database } from './schema.ts';

/** Rows of one family's lists: which list, the item's place in it (from 1), and the item. */
export type PositionRows = SelectQueryBuilder<
  Database,
  never,
  { list: string; position: number; itemId: number }
>;

/** Lists computed together, from the same tables. */
export interface ListFamily {
  name: string;
  /** Queries whose rows together are every position of every list of the family. */
  positions: (db: Db) => PositionRows[];
}

export interface StoredPage {
  /** The page's item ids, in list order. */
  ids: number[];
  total: number;
}

/**
 * What happened on a database, in this process: pages read from positions, reads (outside draft
 * previews) that found them not current, and computations that wrote a family's positions.
 */
export interface ListPositionStats {
  stored: number;
  notCurrent: number;
  computed: number;
}

/** Per database, in this process: each family's running computation, and the stats. */
interface DbState {
  running: Map<string, Promise<void>>;
  stats: ListPositionStats;
}
const states = new WeakMap<Db, DbState>();

function stateOf(db: Db): DbState {
  let state = states.get(db);
  if (!state)
    states.set(db, (state = { running: new Map(), stats: { stored: 0, notCurrent: 0, computed: 0 } }));
  return state;
}

export function listPositionStats(db: Db): ListPositionStats {
  return stateOf(db).stats;
}

/**
 * A page of `list` (in `family`) from its stored positions, or undefined when they are not current.
 * A draft preview (a read scope) sees content no positions were computed for, so it is always undefined.
 */
export async function readStoredPage(
  db: Db,
  family: ListFamily,
  list: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<StoredPage | undefined> {
  if (inReadScope()) return undefined;
  const ref = sql.ref;
  const current = sql`(select ${ref('version')} from ${sql.table('list_position_state')} where ${ref('family')} = ${family.name})
    = (select ${ref('version')} from ${sql.table('content_version')} where ${ref('id')} = 1)`;
  const inList = sql`${ref('family')} = ${family.name} and ${ref('list')} = ${list}`;
  const columns = sql`${ref('itemId')}, ${ref('position')}`;
  // One statement in the usual case: the page's positions and the list's last one (whose position is
  // the total), provided the family is current. Each branch is a seek in the primary key by its shape
  // alone (ordered, limited), whatever the planner's statistics say of a freshly computed list.
  const { rows } = await sql<{ itemId: number | string; position: number | string }>`
    select ${columns} from (
      select ${columns} from ${sql.table('list_position')}
        where ${inList} and ${ref('position')} > ${offset} and ${ref('position')} <= ${offset + limit}
      union all
      select ${columns} from (
        select ${columns} from ${sql.table('list_position')}
          where ${inList} order by ${ref('position')} desc limit 1
      ) as ${ref('last')}
    ) as ${ref('found')}
    where ${current}
    order by ${ref('position')}`.execute(db);
  const lastRow = rows.at(-1);
  if (lastRow) {
    // The last position may be on the page too, and then comes twice.
    const onPage = new Map(
      rows
        .filter(({ position }) => Number(position) > offset && Number(position) <= offset + limit)
        .map((row) => [Number(row.position), Number(row.itemId)]),
    );
    listPositionStats(db).stored += 1;
    return { ids: [...onPage.values()], total: Number(lastRow.position) };
  }
  // No rows: the list is empty, or the family is not current. Asked in one statement, so that a
  // computation committing after the first one cannot make a filled list look empty.
  const state = await sql<{ current: boolean | number | null; filled: boolean | number }>`select
    ${current} as ${ref('current')},
    exists (select 1 from ${sql.table('list_position')} where ${inList}) as ${ref('filled')}`.execute(db);
  const { current: isCurrent, filled } = state.rows[0] ?? {};
  if (!isCurrent) {
    listPositionStats(db).notCurrent += 1;
    startComputing(db, family);
    return undefined;
  }
  // Current and filled: computed between the two statements; this once the query answers.
  if (filled) {
    listPositionStats(db).notCurrent += 1;
    return undefined;
  }
  listPositionStats(db).stored += 1;
  return { ids: [], total: 0 };
}

/**
 * Makes the family's positions current as of the call. A run already going may have read an older
 * version: it is waited for, then one more run checks (and stops at once when nothing changed).
 */
export async function computeListPositions(db: Db, family: ListFamily): Promise<void> {
  await stateOf(db)
    .running.get(family.name)
    ?.catch(() => undefined);
  await runOnce(db, family);
}

/** Waits for every computation running on `db` (before it is closed). */
export async function settleListPositions(db: Db): Promise<void> {
  await Promise.allSettled(stateOf(db).running.values());
}

/** The family's running computation in this process, or a new one: concurrent callers share it. */
function runOnce(db: Db, family: ListFamily): Promise<void> {
  const running = stateOf(db).running;
  const started = running.get(family.name);
  if (started) return started;
  const run = compute(db, family).finally(() => running.delete(family.name));
  running.set(family.name, run);
  return run;
}

function startComputing(db: Db, family: ListFamily): void {
  runOnce(db, family).catch((error: unknown) => {
    // Readers keep answering from their own queries; the next read tries again.
    process.emitWarning(`List positions of ${family.name} were not computed: ${String(error)}`);
  });
}

async function compute(db: Db, family: ListFamily): Promise<void> {
  await db
    .insertInto('list_position_state')
    .values({ family: family.name })
    .onConflict((conflict) => conflict.column('family').doNothing())
    .execute();
  await db.transaction().execute(async (trx) => {
    // Writing the family's row first makes another process computing it wait here, then find it done.
    await trx
      .updateTable('list_position_state')
      .set({ version: sql<number>`${sql.ref('version')}` })
      .where('family', '=', family.name)
      .execute();
    // The version is read before the lists: positions are never older than the version they carry.
    const version = await readContentVersion(trx);
    const state = await trx
      .selectFrom('list_position_state')
      .select('version')
      .where('family', '=', family.name)
      .executeTakeFirst();
    if (Number(state?.version) === version) return;
    await trx.deleteFrom('list_position').where('family', '=', family.name).execute();
    for (const rows of family.positions(trx)) {
      await trx
        .insertInto('list_position')
        .columns(['family', 'list', 'position', 'itemId'])
        .expression(
          trx
            .selectFrom(rows.as('rows'))
            .select([sql.lit(family.name).as('family'), 'rows.list', 'rows.position', 'rows.itemId']),
        )
        .execute();
    }
    await trx.updateTable('list_position_state').set({ version }).where('family', '=', family.name).execute();
    listPositionStats(db).computed += 1;
  });
}
