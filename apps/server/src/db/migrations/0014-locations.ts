// The company's workshops and partner service points (content type "locations"): bilingual texts,
// phone, WeChat ID, photos as a `[{ fileUrl }]` list, and GCJ-02 coordinates in double precision
// (read back as numbers by both drivers). Only SQL that SQLite and PostgreSQL both accept.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

const TEXTS = [
  'name',
  'nameEn',
  'city',
  'cityEn',
  'address',
  'addressEn',
  'openingHours',
  'openingHoursEn',
  'phone',
  'wechatId',
  'photosJson',
  'services',
  'servicesEn',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const created = db.schema.createTable('location');
  let table =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? created.addColumn('id', 'serial', (c) => c.primaryKey())
      : created.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  for (const name of TEXTS) table = table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
  await table
    .addColumn('latitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('longitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    // A row written without the admin (a script) is not public until someone publishes it.
    .addColumn('publishStatus', 'text', (c) => c.notNull().defaultTo('0'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('location').ifExists().execute();
}
