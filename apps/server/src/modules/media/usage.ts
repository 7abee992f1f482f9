// "Where used": the content that refers to a media file, found by its URL prefix
// (`/media/<id>/`, which also covers its variants) in every text and JSON column that can hold a
// file: image fields, slides, galleries, rich text, brochures, menu files, settings, and drafts.
import type { MediaUsage } from '@refit/contract/admin';
import { sql } from 'kysely';
import { contentTypeDeclarations, type MediaPlace } from '@refit/contract/content-types';
import type { Db } from '../../db/connect.ts';
import { itemTitles } from '../../db/content-tables.ts';

/** Where the files of each type can be, by its declaration. */
const PLACES = contentTypeDeclarations.flatMap((declaration) =>
  declaration.media.map((place: MediaPlace) => ({
    type: declaration.type,
    table: place.table ?? declaration.table,
    idColumn: place.idColumn ?? 'id',
    columns: place.columns,
    singleton: 'singleton' in declaration && declaration.singleton,
    titleColumn: declaration.titleColumn,
  })),
);

async function hasTable(db: Db, name: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((table) => table.name === name);
}

export async function findUsage(db: Db, mediaId: number): Promise<MediaUsage[]> {
  const pattern = `%/media/${mediaId}/%`;
  const found: MediaUsage[] = [];
  const seen = new Set<string>();
  const add = (usage: MediaUsage) => {
    const key = `${usage.type}:${usage.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(usage);
  };

  for (const place of PLACES) {
    const matches = sql.join(
      place.columns.map((column) => sql`${sql.ref(column)} like ${pattern}`),
      sql` or `,
    );
    if (place.singleton) {
      // The one item (the settings) is named by the rows that hold the file.
      const { rows } = await sql<{
        title: string;
      }>`select ${sql.ref(place.titleColumn)} as title from ${sql.table(place.table)} where ${matches}`.execute(
        db,
      );
      if (rows.length > 0) add({ type: place.type, id: 1, title: rows.map((row) => row.title).join(', ') });
      continue;
    }
    const { rows } = await sql<{ id: number }>`select ${sql.ref(place.idColumn)} as id from ${sql.table(
      place.table,
    )} where ${matches}`.execute(db);
    // Titles come from the type's own table: a car's product type is shown under its car.
    const ids = [...new Set(rows.map((row) => Number(row.id)))];
    const titles = await itemTitles(db, place.type, ids);
    for (const id of ids) add({ type: place.type, id, title: titles.get(id) ?? '' });
  }

  if (await hasTable(db, 'content_draft')) {
    const { rows } = await sql<{
      type: string;
      itemId: number;
    }>`select type, "itemId" from content_draft where document like ${pattern}`.execute(db);
    for (const row of rows)
      add({ type: row.type, id: Number(row.itemId), title: `${row.type} #${row.itemId} (draft)` });
  }
  return found;
}
