// The media library: one row per uploaded file. The bytes live in the media storage (local disk or
// S3-compatible) under `storageKey`; the row is written only once they are stored whole.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const table = db.schema.createTable('media');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('storageKey', 'text', (c) => c.notNull().unique())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('altZh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('altEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('focalX', 'double precision', (c) => c.notNull().defaultTo(0.5))
    .addColumn('focalY', 'double precision', (c) => c.notNull().defaultTo(0.5))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'integer')
    .execute();
  await db.schema.createIndex('media_created').on('media').columns(['createdAt', 'id']).execute();
  await db.schema.createIndex('media_kind').on('media').columns(['kind', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').ifExists().execute();
}
