// Content administration: a publish flag on every content table that lacked one (existing rows
// stay public), the working copies the admin edits (one draft document per item, with a version
// for optimistic concurrency and an optional scheduled publishing time), and the history of
// saved and published documents.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

const TABLES_WITHOUT_STATUS = ['partner', 'news', 'product', 'product_type', 'car_gallery', 'menu_item'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES_WITHOUT_STATUS) {
    await db.schema
      .alterTable(table)
      .addColumn('publishStatus', 'text', (c) => c.notNull().defaultTo('1'))
      .execute();
  }

  await db.schema
    .createTable('content_draft')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('itemId', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The version last published (null: never), so the status needs no document comparison.
    .addColumn('publishedVersion', 'integer')
    .addColumn('publishAt', 'text')
    .addColumn('scheduledBy', 'integer')
    .addColumn('updatedBy', 'integer')
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_draft_pk', ['type', 'itemId'])
    .execute();
  await db.schema.createIndex('content_draft_publish_at').on('content_draft').column('publishAt').execute();

  const revision = db.schema.createTable('content_revision');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? revision.addColumn('id', 'serial', (c) => c.primaryKey())
      : revision.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('itemId', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actorId', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_revision_item')
    .on('content_revision')
    .columns(['type', 'itemId', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_revision').ifExists().execute();
  await db.schema.dropTable('content_draft').ifExists().execute();
  for (const table of TABLES_WITHOUT_STATUS) {
    await db.schema.alterTable(table).dropColumn('publishStatus').execute();
  }
}
