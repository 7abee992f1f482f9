// The enquiries inbox and visit analytics: an enquiry's sales state and the page it was sent from,
// the notice outbox written with each enquiry, page views recorded by the server (cookieless: a
// visitor is a hash with a daily salt, never an address), daily roll-ups, and a lock row per
// scheduled job so that one process at a time runs it. Times in milliseconds are double precision
// (exact for whole milliseconds, read back as numbers by both drivers).
import { PostgresAdapter, sql } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

type Table = CreateTableBuilder<string, never>;

function withId(db: Kysely<unknown>, table: Table): Table {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite alters a table one column at a time.
  const enquiry = () => db.schema.alterTable('contact_enquiry');
  await enquiry()
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await enquiry().addColumn('assigneeId', 'integer').execute();
  await enquiry()
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await enquiry()
    .addColumn('updatedAt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await enquiry()
    .addColumn('sourceKind', 'text', (c) => c.notNull().defaultTo('page'))
    .execute();
  await enquiry().addColumn('sourceId', 'integer').execute();
  await enquiry()
    .addColumn('sourcePath', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await enquiry()
    .addColumn('sourceTitle', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update contact_enquiry set "updatedAt" = "createdAt"`.execute(db);
  await db.schema.createIndex('contact_enquiry_created').on('contact_enquiry').column('createdAt').execute();
  await db.schema
    .createIndex('contact_enquiry_status')
    .on('contact_enquiry')
    .columns(['status', 'createdAt'])
    .execute();
  await db.schema.createIndex('user_trace_created').on('user_trace').column('createdAt').execute();

  await withId(db, db.schema.createTable('notice_outbox'))
    .addColumn('enquiryId', 'integer', (c) =>
      c.notNull().references('contact_enquiry.id').onDelete('cascade'),
    )
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
  await db.schema
    .createIndex('notice_outbox_due')
    .on('notice_outbox')
    .columns(['status', 'nextAttemptAt'])
    .execute();

  await withId(db, db.schema.createTable('page_view'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('itemId', 'integer')
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_view_created').on('page_view').column('createdAt').execute();

  await db.schema
    .createTable('analytics_salt')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('pageViews', 'integer', (c) => c.notNull())
    .addColumn('traceEvents', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'integer', (c) => c.notNull())
    .addColumn('desktop', 'integer', (c) => c.notNull())
    .addColumn('cn', 'integer', (c) => c.notNull())
    .addColumn('en', 'integer', (c) => c.notNull())
    .addColumn('baidu', 'integer', (c) => c.notNull())
    .addColumn('wechat', 'integer', (c) => c.notNull())
    .addColumn('douyin', 'integer', (c) => c.notNull())
    .addColumn('google', 'integer', (c) => c.notNull())
    .addColumn('bing', 'integer', (c) => c.notNull())
    .addColumn('direct', 'integer', (c) => c.notNull())
    .addColumn('other', 'integer', (c) => c.notNull())
    .addColumn('rolledUpAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_daily_item')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('itemId', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_item_pk', ['day', 'kind', 'itemId'])
    .execute();

  await db.schema
    .createTable('job_lock')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lockedUntil', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_lock',
    'analytics_daily_item',
    'analytics_daily',
    'analytics_salt',
    'page_view',
    'notice_outbox',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('user_trace_created').execute();
  await db.schema.dropIndex('contact_enquiry_status').execute();
  await db.schema.dropIndex('contact_enquiry_created').execute();
  for (const column of [
    'sourceTitle',
    'sourcePath',
    'sourceId',
    'sourceKind',
    'updatedAt',
    'notes',
    'assigneeId',
    'status',
  ]) {
    await db.schema.alterTable('contact_enquiry').dropColumn(column).execute();
  }
}
