// The index the paged product lists count and page from (SEED_SCALE=100, npm run bench:scale): it
// holds the columns the lists filter on, in their order, and the column of their visibility rule, so
// that the count and the walk past an offset read index entries only (paginate's deferred join reads
// the page's rows afterwards). It replaces a narrower index with the same leading column.
// Plain SQL that SQLite and PostgreSQL both accept.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';

interface Change {
  name: string;
  create: RawBuilder<unknown>;
  /** The index it replaces, and how to make that one again. */
  replaces: { name: string; create: RawBuilder<unknown> };
}

const changes: Change[] = [
  {
    // A type's products (getProductListByType, getProductListByPageSimple) in list order, with the
    // car id their visibility depends on.
    name: 'product_list_idx',
    create: sql`create index "product_list_idx" on "product" ("typeId", "publishStatus", "sortOrder", "id", "carId")`,
    replaces: {
      name: 'product_type_idx',
      create: sql`create index "product_type_idx" on "product" ("typeId", "sortOrder")`,
    },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { create, replaces } of changes) {
    await create.execute(db);
    await db.schema.dropIndex(replaces.name).ifExists().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, replaces } of changes) {
    await replaces.create.execute(db);
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
