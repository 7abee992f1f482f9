// Stored list positions (decision 0037): each item's place in the public lists that page through
// many items, computed once per content version, so that a page and its total are read by index
// seeks instead of counting and walking past every listed item. Plain SQL types that SQLite and
// PostgreSQL both accept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_position')
    .addColumn('family', 'varchar(32)', (c) => c.notNull())
    .addColumn('list', 'varchar(160)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('itemId', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_position_pk', ['family', 'list', 'position'])
    .execute();
  await db.schema
    .createTable('list_position_state')
    .addColumn('family', 'varchar(32)', (c) => c.primaryKey())
    // The content version the family's positions were computed at (0: never).
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_position_state').execute();
  await db.schema.dropTable('list_position').execute();
}
