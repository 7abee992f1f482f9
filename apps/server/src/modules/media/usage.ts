// "Where used": the content that refers to a media file, in every text and JSON column that can
// hold a file (media-places.ts) and in drafts. An upload is found by its URL prefix (`/media/<id>/`,
// which also covers its variants); a site file by its path as content holds it: the whole value of
// an image field, a string of a JSON list, or an `/api/static/` address in rich text.
import type { MediaUsage } from '@refit/contract/admin';
import { isContentType } from '@refit/contract/content-types';
import { STATIC_PREFIX } from '@refit/contract/image-variants';
import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { itemTitles } from '../../db/content-tables.ts';
import { titlesOf } from '../admin/content/document-rules.ts';
import { CONTENT_PLACES } from './media-places.ts';

/** The file whose uses are looked for: an upload (sitePath null) or a site file. */
export interface UsedFile {
  id: number;
  sitePath: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The condition a column's value meets when it refers to the file. */
function refersTo(file: UsedFile): (column: RawBuilder<unknown>) => RawBuilder<SqlBool> {
  if (file.sitePath === null) {
    const pattern = `%/media/${file.id}/%`;
    return (column) => sql<SqlBool>`${column} like ${pattern}`;
  }
  const path = file.sitePath;
  const quoted = [`%"${escapeLike(path)}"%`, `%"/${escapeLike(path)}"%`];
  const address = `%${escapeLike(STATIC_PREFIX + path)}%`;
  return (column) =>
    sql<SqlBool>`(${column} = ${path} or ${column} = ${`/${path}`} or ${sql.join(
      [...quoted, address].map((pattern) => sql`${column} like ${pattern} escape '\\'`),
      sql` or `,
    )})`;
}

export async function findUsage(db: Db, file: UsedFile): Promise<MediaUsage[]> {
  const matches = refersTo(file);
  const found: MediaUsage[] = [];
  const seen = new Set<string>();
  const add = (usage: MediaUsage) => {
    const key = `${usage.type}:${usage.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(usage);
  };

  for (const place of CONTENT_PLACES) {
    const where = sql.join(
      place.columns.map((column) => matches(sql.ref(column))),
      sql` or `,
    );
    if (place.singleton) {
      // The one item (the settings) is named by the rows that hold the file.
      const { rows } = await sql<{
        title: string;
      }>`select ${sql.ref(place.titleColumn)} as title from ${sql.table(place.table)} where ${where}`.execute(
        db,
      );
      if (rows.length > 0)
        add({ type: place.type, id: 1, title: rows.map((row) => row.title).join(', '), draft: false });
      continue;
    }
    const { rows } = await sql<{ id: number }>`select ${sql.ref(place.idColumn)} as id from ${sql.table(
      place.table,
    )} where ${where}`.execute(db);
    // Titles come from the type's own table: a car's product type is shown under its car.
    const ids = [...new Set(rows.map((row) => Number(row.id)))];
    const titles = await itemTitles(db, place.type, ids);
    for (const id of ids) add({ type: place.type, id, title: titles.get(id) ?? '', draft: false });
  }

  const { rows } = await sql<{
    type: string;
    itemId: number;
    document: string;
  }>`select type, "itemId", document from content_draft where ${matches(sql.ref('document'))}`.execute(db);
  // A draft is named by the title it has now, as the editor who wrote it sees it in the lists.
  for (const row of rows) {
    const title = isContentType(row.type)
      ? titlesOf(row.type, JSON.parse(row.document) as Record<string, unknown>).title
      : '';
    add({ type: row.type, id: Number(row.itemId), title, draft: true });
  }
  return found;
}
