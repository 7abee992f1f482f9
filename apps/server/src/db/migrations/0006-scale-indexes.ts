// Indexes for content a hundred times the demo's (SEED_SCALE=100, npm run bench:scale): the news
// list (all, and per brand) is read in index order instead of sorted whole, the home page's
// featured cars are found without reading every car, and brands and product types are walked in
// their display order. Column directions match the queries' ORDER BY, so no sort step remains.
// Plain SQL that SQLite and PostgreSQL both accept.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';

/** Name and definition of each index. */
const indexes: [string, RawBuilder<unknown>][] = [
  ['news_list_idx', sql`create index "news_list_idx" on "news" ("publishDate" desc, "sortOrder", "id" desc)`],
  [
    'news_brand_list_idx',
    sql`create index "news_brand_list_idx" on "news" ("brandId", "publishDate" desc, "sortOrder", "id" desc)`,
  ],
  ['car_featured_idx', sql`create index "car_featured_idx" on "car" ("isFeatured", "brandId")`],
  ['brand_sort_idx', sql`create index "brand_sort_idx" on "brand" ("sortOrder", "id")`],
  [
    'product_type_category_idx',
    sql`create index "product_type_category_idx" on "product_type" ("category", "sortOrder")`,
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [, statement] of indexes) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
