// "Where used": the content that refers to a media file, found by its URL prefix
// (`/media/<id>/`, which also covers its variants) in every text and JSON column that can hold a
// file: image fields, slides, galleries, rich text, brochures, menu files, settings, and drafts.
import type { MediaUsage } from '@refit/contract/admin';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

interface Place {
  table: string;
  /** The content type path the admin knows the item by. */
  type: string;
  id: string;
  title: string;
  columns: string[];
}

const PLACES: Place[] = [
  {
    table: 'brand',
    type: 'brands',
    id: 'id',
    title: 'brandName',
    columns: ['brandIconUrl', 'slideshowJson'],
  },
  {
    table: 'car',
    type: 'cars',
    id: 'id',
    title: 'carName',
    columns: ['carIcoUrl', 'carImgUrl', 'carContents', 'carContentsEn', 'videoUrl'],
  },
  {
    table: 'car_product_type',
    type: 'cars',
    id: 'carId',
    title: 'moMaUrl',
    columns: ['slideshowJson', 'moMaUrl'],
  },
  {
    table: 'car_gallery',
    type: 'galleries',
    id: 'id',
    title: 'galleryName',
    columns: ['coverImgUrl', 'galleryJson'],
  },
  { table: 'product_type', type: 'product-types', id: 'id', title: 'typeName', columns: ['iconUrl'] },
  {
    table: 'product',
    type: 'products',
    id: 'id',
    title: 'name',
    columns: ['productImgFileUrl', 'imagesJson', 'description', 'descriptionEn'],
  },
  { table: 'news', type: 'news', id: 'id', title: 'title', columns: ['coverImgUrl', 'content', 'contentEn'] },
  { table: 'partner', type: 'partners', id: 'id', title: 'partnersName', columns: ['partnersIconUrl'] },
  { table: 'menu_item', type: 'menus', id: 'id', title: 'name', columns: ['fileUrl', 'menuLink'] },
];

/** Working copies of content, when the content administration keeps them. */
const DRAFTS: Place = {
  table: 'content_draft',
  type: 'type',
  id: 'itemId',
  title: 'type',
  columns: ['document'],
};

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
    const { rows } = await sql<{ id: number; title: string }>`select ${sql.ref(place.id)} as id, ${sql.ref(
      place.title,
    )} as title from ${sql.table(place.table)} where ${sql.join(
      place.columns.map((column) => sql`${sql.ref(column)} like ${pattern}`),
      sql` or `,
    )}`.execute(db);
    for (const row of rows) add({ type: place.type, id: Number(row.id), title: String(row.title) });
  }

  // A file used by a car's product type is shown under the car, by the car's name.
  for (const usage of found) {
    if (usage.type !== 'cars') continue;
    const car = await db.selectFrom('car').select('carName').where('id', '=', usage.id).executeTakeFirst();
    if (car) usage.title = car.carName;
  }

  const { rows: settings } = await sql<{
    code: string;
  }>`select code from common_data where contents like ${pattern}`.execute(db);
  if (settings.length > 0)
    add({ type: 'settings', id: 1, title: settings.map((row) => row.code).join(', ') });

  if (await hasTable(db, DRAFTS.table)) {
    const { rows } = await sql<{
      type: string;
      itemId: number;
    }>`select type, "itemId" from content_draft where document like ${pattern}`.execute(db);
    for (const row of rows)
      add({ type: row.type, id: Number(row.itemId), title: `${row.type} #${row.itemId} (draft)` });
  }
  return found;
}
