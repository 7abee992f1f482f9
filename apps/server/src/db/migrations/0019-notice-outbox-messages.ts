// The notice outbox carries other notices than new enquiries (a failed backup): a row names its
// enquiry, whose notice is written when it is sent, or holds its own subject and text. SQLite
// cannot drop a NOT NULL, so there the table is made again with the rows it had; PostgreSQL alters
// it. Only SQL that SQLite and PostgreSQL both accept.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table notice_outbox alter column "enquiryId" drop not null`.execute(db);
  } else {
    await db.schema
      .createTable('notice_outbox_next')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('enquiryId', 'integer', (c) => c.references('contact_enquiry.id').onDelete('cascade'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('nextAttemptAt', 'double precision', (c) => c.notNull())
      .addColumn('claimedBy', 'text')
      .addColumn('claimedUntil', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('lastError', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('sentAt', 'text')
      .execute();
    await sql`insert into notice_outbox_next select * from notice_outbox`.execute(db);
    await db.schema.dropTable('notice_outbox').execute();
    await db.schema.alterTable('notice_outbox_next').renameTo('notice_outbox').execute();
    await db.schema
      .createIndex('notice_outbox_due')
      .on('notice_outbox')
      .columns(['status', 'nextAttemptAt'])
      .execute();
  }
  // One column per statement: SQLite alters a table one column at a time.
  await db.schema
    .alterTable('notice_outbox')
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('notice_outbox')
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('notice_outbox' as never)
    .where(sql.ref('enquiryId'), 'is', null)
    .execute();
  await db.schema.alterTable('notice_outbox').dropColumn('body').execute();
  await db.schema.alterTable('notice_outbox').dropColumn('subject').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table notice_outbox alter column "enquiryId" set not null`.execute(db);
}
