// Temporary copies of live tables on SQLite, for work that writes only to roll back (a draft
// preview). SQLite has one write lock per file, held from a transaction's first write to its end:
// a preview that wrote its draft into the live rows kept every enquiry and edit of the site waiting
// while the page rendered. SQLite finds an unqualified table name in the connection's `temp`
// schema before `main`, so a temporary table of the same name, made inside the transaction, takes
// the preview's writes and reads while the file stays unlocked; the rollback drops it.
import { sql } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

/** `create table "x"` or `create table if not exists "x"` of a stored definition, as a temporary one. */
const CREATE_TABLE = /^\s*create\s+table\s+(?:if\s+not\s+exists\s+)?("?)(\w+)\1/i;
/** `create [unique] index "i"` of a stored definition, as an index of the temporary schema. */
const CREATE_INDEX = /^\s*create\s+(unique\s+)?index\s+(?:if\s+not\s+exists\s+)?("?)(\w+)\2/i;

/**
 * Copies each table, with its rows, columns' defaults, keys and indexes, into the `temp` schema of
 * `trx`'s connection, a connection that enforces no foreign keys (their parents stay in `main`; see
 * openSideConnection).
 */
export async function shadowTables(trx: Db, tables: readonly (keyof Database)[]): Promise<void> {
  for (const table of tables) {
    const definitions = await sql<{ type: string; sql: string }>`
      select type, sql from main.sqlite_master
      where tbl_name = ${table} and type in ('table', 'index') and sql is not null
      order by type = 'index'`.execute(trx);
    for (const { type, sql: definition } of definitions.rows) {
      const temporary =
        type === 'table'
          ? definition.replace(CREATE_TABLE, 'create temp table "$2"')
          : definition.replace(CREATE_INDEX, 'create $1index temp."$3"');
      if (temporary === definition) throw new Error(`cannot copy the definition of ${table}: ${definition}`);
      await sql.raw(temporary).execute(trx);
    }
    await sql`insert into temp.${sql.id(table)} select * from main.${sql.id(table)}`.execute(trx);
  }
}
