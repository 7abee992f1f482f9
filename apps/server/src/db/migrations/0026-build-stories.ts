// A gallery's build story (decision 0067): its story in both languages (rich HTML) and its
// before/after pair of pictures with their captions as columns of the gallery ('' when empty), and
// the parts it used, in order, as a table of their own. A part goes with its gallery; the admin
// refuses to delete a product a gallery lists. Only SQL that SQLite and PostgreSQL both accept.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

const TEXT_COLUMNS = [
  'story',
  'storyEn',
  'beforeImgUrl',
  'afterImgUrl',
  'beforeCaption',
  'beforeCaptionEn',
  'afterCaption',
  'afterCaptionEn',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite alters a table one column at a time.
  for (const name of TEXT_COLUMNS)
    await db.schema
      .alterTable('car_gallery')
      .addColumn(name, 'text', (c) => c.notNull().defaultTo(''))
      .execute();

  const created = db.schema.createTable('gallery_part');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? created.addColumn('id', 'serial', (c) => c.primaryKey())
      : created.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('galleryId', 'integer', (c) => c.notNull().references('car_gallery.id').onDelete('cascade'))
    .addColumn('productId', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('gallery_part_gallery_idx')
    .on('gallery_part')
    .columns(['galleryId', 'sortOrder'])
    .execute();
  // "Seen on these builds" reads a product's galleries.
  await db.schema.createIndex('gallery_part_product_idx').on('gallery_part').column('productId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gallery_part').ifExists().execute();
  for (const name of [...TEXT_COLUMNS].reverse())
    await db.schema.alterTable('car_gallery').dropColumn(name).execute();
}
