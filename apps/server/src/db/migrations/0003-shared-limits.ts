// State that guards the enquiry form and must be shared by every process on one database and
// survive restarts: captcha solutions already redeemed, and the rate-limit counters. Times are
// milliseconds since 1970, kept in double precision (exact for whole milliseconds, and read back
// as numbers by both drivers).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_captcha')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('used_captcha_expires').on('used_captcha').column('expiresAt').execute();

  await db.schema
    .createTable('rate_limit_counter')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('startedAt', 'double precision', (c) => c.notNull())
    .addColumn('expiresAt', 'double precision', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counter_expires')
    .on('rate_limit_counter')
    .column('expiresAt')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counter').execute();
  await db.schema.dropTable('used_captcha').execute();
}
