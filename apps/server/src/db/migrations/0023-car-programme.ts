// A car's tuning programme (decision 0062): its figures stock and tuned, the weight it saves, its
// price from and a compliance note as columns of the car (empty figures are null), and its stages
// with their parts, in order, as two tables of their own. A stage goes with its car, a stage's
// part with its stage; the admin refuses to delete a product a stage lists. Only SQL that SQLite
// and PostgreSQL both accept.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

const WHOLE_FIGURES = [
  'stockPowerKw',
  'tunedPowerKw',
  'stockTorqueNm',
  'tunedTorqueNm',
  'weightSavedKg',
  'priceFromCny',
] as const;
const DECIMAL_FIGURES = ['stockZeroTo100', 'tunedZeroTo100'] as const;
const NOTES = ['complianceNote', 'complianceNoteEn'] as const;

function newTable(db: Kysely<unknown>, name: string) {
  const created = db.schema.createTable(name);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? created.addColumn('id', 'serial', (c) => c.primaryKey())
    : created.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite alters a table one column at a time.
  for (const name of WHOLE_FIGURES) await db.schema.alterTable('car').addColumn(name, 'integer').execute();
  for (const name of DECIMAL_FIGURES)
    await db.schema.alterTable('car').addColumn(name, 'double precision').execute();
  for (const name of NOTES)
    await db.schema
      .alterTable('car')
      .addColumn(name, 'text', (c) => c.notNull().defaultTo(''))
      .execute();

  await newTable(db, 'car_stage')
    .addColumn('carId', 'integer', (c) => c.notNull().references('car.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nameEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('car_stage_car_idx').on('car_stage').columns(['carId', 'sortOrder']).execute();

  await newTable(db, 'car_stage_part')
    .addColumn('stageId', 'integer', (c) => c.notNull().references('car_stage.id').onDelete('cascade'))
    .addColumn('productId', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('car_stage_part_stage_idx')
    .on('car_stage_part')
    .columns(['stageId', 'sortOrder'])
    .execute();
  await db.schema
    .createIndex('car_stage_part_product_idx')
    .on('car_stage_part')
    .column('productId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('car_stage_part').ifExists().execute();
  await db.schema.dropTable('car_stage').ifExists().execute();
  for (const name of [...NOTES, ...DECIMAL_FIGURES, ...WHOLE_FIGURES].reverse())
    await db.schema.alterTable('car').dropColumn(name).execute();
}
