// The site's own pictures in the media library: a row may stand for a file of the static content
// folder (`sitePath`, the path content stores, such as `car/mclaren-1.jpg`) instead of an upload
// in the media storage; each such file is registered once. Uploads are compared with the library
// by their SHA-256, hence its index. Only SQL that SQLite and PostgreSQL both accept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('sitePath', 'text').execute();
  await db.schema.createIndex('media_site_path').unique().on('media').column('sitePath').execute();
  await db.schema.createIndex('media_sha256').on('media').column('sha256').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_sha256').ifExists().execute();
  await db.schema.dropIndex('media_site_path').ifExists().execute();
  await db.schema.alterTable('media').dropColumn('sitePath').execute();
}
