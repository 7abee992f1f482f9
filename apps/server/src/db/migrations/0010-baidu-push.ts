// Baidu push: the public addresses waiting to be submitted to Baidu's link submission, one row per
// address (so an address is never queued twice), kept after sending to show what happened.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('baidu_push_queue')
    .addColumn('url', 'text', (c) => c.primaryKey())
    // The item whose page it is, so unpublishing or deleting it withdraws what still waits.
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('itemId', 'integer', (c) => c.notNull())
    // 'pending' | 'sent' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queuedAt', 'text', (c) => c.notNull())
    .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
    .addColumn('finishedAt', 'text')
    .addColumn('lastError', 'text')
    .execute();
  await db.schema
    .createIndex('baidu_push_queue_due')
    .on('baidu_push_queue')
    .columns(['status', 'nextAttemptAt'])
    .execute();
  await db.schema
    .createIndex('baidu_push_queue_item')
    .on('baidu_push_queue')
    .columns(['type', 'itemId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('baidu_push_queue').ifExists().execute();
}
