// The content types' declarations (@refit/contract/content-types) name tables and columns as
// text, so that public pages can read them without the database's types. Here the names are
// checked against `Database` at compile time, and the queries that are written once for every
// type (titles, where a file is used) run on them.
import type { contentTypeDeclarations } from '@refit/contract/content-types';
import { contentTypeDeclaration, type ContentType } from '@refit/contract/content-types';
import { sql } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

type Declared = (typeof contentTypeDeclarations)[number];
type ColumnOf<T> = T extends keyof Database ? keyof Database[T] & string : never;
type PlaceOk<D extends Declared, P> = P extends { table: infer T; columns: readonly (infer C)[] }
  ? C extends ColumnOf<T>
    ? true
    : false
  : P extends { columns: readonly (infer C)[] }
    ? C extends ColumnOf<D['table']>
      ? true
      : false
    : false;
type DeclarationOk<D extends Declared> = D['table'] extends keyof Database
  ? D['titleColumn'] extends ColumnOf<D['table']>
    ? PlaceOk<D, D['media'][number]>
    : false
  : false;
/** The types whose declaration names a table or column that `Database` does not have. */
type Misdeclared = {
  [D in Declared as D['type']]: DeclarationOk<D> extends true ? never : D['type'];
}[ContentType];
// Fails to compile, naming the type, when a declaration names a table or column that does not exist.
const _tablesAndColumnsExist: [Misdeclared] extends [never]
  ? true
  : `unknown table or column in ${Misdeclared}` = true;
void _tablesAndColumnsExist;

/** The titles of items of a type by id (the Chinese title, as the admin names items). */
export async function itemTitles(
  db: Db,
  type: ContentType,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { table, titleColumn } = contentTypeDeclaration(type);
  const { rows } = await sql<{
    id: number;
    title: string;
  }>`select id, ${sql.ref(titleColumn)} as title from ${sql.table(
    table,
  )} where id in (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((row) => [Number(row.id), String(row.title)]));
}
