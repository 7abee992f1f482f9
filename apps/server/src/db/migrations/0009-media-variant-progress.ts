// How many of an image's standard variants are made (they are made in the background after the
// upload). Rows from before count 0, so the start-up sweep makes their variants too.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('variantsReady', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('variantsReady').execute();
}
