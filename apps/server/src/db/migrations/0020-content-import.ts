// Content imported from another backend (npm run import): what each source item became here, so a
// second run updates instead of duplicating and a stopped run resumes; which source file became
// which media library file, so a file is downloaded once; the old addresses of items that could not
// keep their id, answered with a redirect; and where a revision came from, for the admin's history.
// Only SQL that SQLite and PostgreSQL both accept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_item')
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sourceId', 'text', (c) => c.notNull())
    .addColumn('localId', 'integer', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('importedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_item_pk', ['origin', 'kind', 'sourceId'])
    .execute();
  await db.schema
    .createTable('import_file')
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('sourceUrl', 'text', (c) => c.notNull())
    .addColumn('mediaId', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('importedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_file_pk', ['origin', 'sourceUrl'])
    .execute();
  await db.schema
    .createTable('address_redirect')
    .addColumn('fromPath', 'text', (c) => c.primaryKey())
    .addColumn('toPath', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('content_revision').addColumn('origin', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_revision').dropColumn('origin').execute();
  await db.schema.dropTable('address_redirect').execute();
  await db.schema.dropTable('import_file').execute();
  await db.schema.dropTable('import_item').execute();
}
