// The content types' declarations (@refit/contract/content-types) name tables and columns as
// text, so that public pages can read them without the database's types. Here the names are
// checked against `Database` at compile time, and the queries that are written once for every
// type (titles, where a file is used, the items a link names) run on them.
import type { contentTypeDeclarations } from '@refit/contract/content-types';
import { contentTypeDeclaration, formFields, type ContentType } from '@refit/contract/content-types';
import type { LinkedType } from '@refit/contract/content-types/site-links';
import { FLAG_ON } from '@refit/contract/rules';
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

/** An item as a link names it: its titles in both languages and whether visitors can open it. */
export interface ItemHeading {
  id: number;
  title: string;
  titleEn: string;
  published: boolean;
}

/** The tables of the types a link can name (each has a page, or a place on one). */
type LinkedTable = Extract<Declared, { type: LinkedType }>['table'];
// Fails to compile when a linked type's table has no publish flag to tell drafts apart.
const _linkedTablesPublish: Database[LinkedTable] extends { publishStatus: unknown } ? true : never = true;
void _linkedTablesPublish;

/**
 * The column of a type's English title: the English twin its form declares for the title column
 * (`carName` → `carNameEn`); the title itself when the form declares none.
 */
function titleEnColumn(type: ContentType): string {
  const { titleColumn, form } = contentTypeDeclaration(type);
  const field = formFields(form).find((candidate) => candidate.key === titleColumn);
  return field && 'en' in field && field.en ? field.en : titleColumn;
}

function headingsQuery(type: LinkedType) {
  const { table, titleColumn } = contentTypeDeclaration(type);
  return sql<{ id: number; title: string; titleEn: string; publishStatus: string }>`select id, ${sql.ref(
    titleColumn,
  )} as title, ${sql.ref(titleEnColumn(type))} as "titleEn", ${sql.ref('publishStatus')} as "publishStatus" from ${sql.table(table)}`;
}

const heading = (row: {
  id: number;
  title: string;
  titleEn: string;
  publishStatus: string;
}): ItemHeading => ({
  id: Number(row.id),
  title: String(row.title ?? ''),
  titleEn: String(row.titleEn ?? ''),
  published: String(row.publishStatus) === FLAG_ON,
});

/** The headings of items of a linked type by id (the ids that name no item are not in the map). */
export async function itemHeadings(
  db: Db,
  type: LinkedType,
  ids: readonly number[],
): Promise<Map<number, ItemHeading>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<Parameters<typeof heading>[0]>`${headingsQuery(type)} where id in (${sql.join(
    ids,
  )})`.execute(db);
  return new Map(rows.map((row) => [Number(row.id), heading(row)]));
}

/** `%text%` for LIKE, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Up to `limit` items of a linked type whose title in either language holds `text` (any case), or
 * whose id it is; every item when it is empty. Published first, then the newest. `more` when there
 * are others.
 */
export async function findItemsByTitle(
  db: Db,
  type: LinkedType,
  text: string,
  limit: number,
): Promise<{ items: ItemHeading[]; more: boolean }> {
  const { titleColumn } = contentTypeDeclaration(type);
  const pattern = containing(text);
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  const where =
    text === ''
      ? sql``
      : sql` where lower(${sql.ref(titleColumn)}) like ${pattern} escape '\\' or lower(${sql.ref(
          titleEnColumn(type),
        )}) like ${pattern} escape '\\' or id = ${id}`;
  const { rows } = await sql<Parameters<typeof heading>[0]>`${headingsQuery(type)}${where} order by ${sql.ref(
    'publishStatus',
  )} desc, id desc limit ${limit + 1}`.execute(db);
  return { items: rows.slice(0, limit).map(heading), more: rows.length > limit };
}
