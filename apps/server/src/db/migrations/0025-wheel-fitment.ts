// Wheel fitment (decision 0066): a wheel's sizes (axle, diameter, width, offset, bolt pattern,
// centre bore, in order) and the car models it fits (in order) as two tables of the product, and
// a note in both languages as columns of it. A size or a fitted model goes with its product, a
// fitted model with its car. The fitted models are read by car for the wheels list's filter, hence
// the index on carId. Only SQL that SQLite and PostgreSQL both accept.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

const NOTES = ['fitmentNote', 'fitmentNoteEn'] as const;

function newTable(db: Kysely<unknown>, name: string) {
  const created = db.schema.createTable(name);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? created.addColumn('id', 'serial', (c) => c.primaryKey())
    : created.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite alters a table one column at a time.
  for (const name of NOTES)
    await db.schema
      .alterTable('product')
      .addColumn(name, 'text', (c) => c.notNull().defaultTo(''))
      .execute();

  await newTable(db, 'product_wheel_size')
    .addColumn('productId', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('axle', 'text', (c) => c.notNull().defaultTo('both'))
    .addColumn('diameterIn', 'double precision', (c) => c.notNull())
    .addColumn('widthJ', 'double precision', (c) => c.notNull())
    .addColumn('offsetMm', 'integer', (c) => c.notNull())
    .addColumn('boltPattern', 'text', (c) => c.notNull())
    .addColumn('centreBoreMm', 'double precision', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_wheel_size_product_idx')
    .on('product_wheel_size')
    .columns(['productId', 'sortOrder'])
    .execute();

  await newTable(db, 'product_fitment_car')
    .addColumn('productId', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('carId', 'integer', (c) => c.notNull().references('car.id').onDelete('cascade'))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_fitment_car_product_idx')
    .on('product_fitment_car')
    .columns(['productId', 'sortOrder'])
    .execute();
  await db.schema
    .createIndex('product_fitment_car_car_idx')
    .on('product_fitment_car')
    .columns(['carId', 'productId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_fitment_car').ifExists().execute();
  await db.schema.dropTable('product_wheel_size').ifExists().execute();
  for (const name of [...NOTES].reverse()) await db.schema.alterTable('product').dropColumn(name).execute();
}
