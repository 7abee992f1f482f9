// The job runner's state (decision 0044): one row per job, shared by every process on the database.
// The lease (holder, leaseUntil) lets one process at a time run the job and lapses by itself when
// its process dies; the rest is the schedule and what the last run did, shown to owners. It takes
// the place of job_lock (0005), whose holders would not see these leases: a process of the older
// code still running beside the new one finds its table gone and runs nothing. Times are
// milliseconds since 1970 in double precision, as in 0003.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_state')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('leaseUntil', 'double precision', (c) => c.notNull().defaultTo(0))
    // 0: due at once.
    .addColumn('nextRunAt', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('lastStartedAt', 'double precision')
    .addColumn('lastEndedAt', 'double precision')
    // 'ok' | 'error', null before the first run ends.
    .addColumn('lastOutcome', 'varchar(8)')
    .addColumn('lastError', 'text')
    // Failed runs in a row (0 after a run that went well).
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('job_lock').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_lock')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lockedUntil', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('job_state').execute();
}
