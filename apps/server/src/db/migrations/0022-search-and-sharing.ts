// A page's own title, description and share picture for search engines and chat apps, on the
// types with a page of their own (content-types/search-and-sharing.ts); empty for every item before
// them, which keeps its pages' words as they were. Only SQL that SQLite and PostgreSQL both accept.
import type { Kysely } from 'kysely';

const TABLES = ['car', 'car_gallery', 'product', 'news'] as const;
// Written out rather than read from the contract: a migration stays as it was when it ran.
const COLUMNS = ['seoTitle', 'seoTitleEn', 'seoDescription', 'seoDescriptionEn', 'shareImgUrl'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const column of COLUMNS) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const column of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
