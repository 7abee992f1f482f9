// The admin's accounts and what guards them: users, sessions (only a hash of each id), failed
// sign-ins (the lockout counts them here, so every process and a restart see the same count),
// one-time setup tokens, admin settings, and the append-only audit log. Times that rules compare
// are milliseconds since 1970 in double precision (exact, and numbers in both drivers); times
// shown to people are ISO 8601 text.
import { PostgresAdapter } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

type Table = CreateTableBuilder<string, never>;

function withId(db: Kysely<unknown>, table: Table): Table {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('admin_user'))
    // Stored lower-cased, so one address is one account whatever its spelling.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    // Base32 TOTP secret once confirmed; the pending one while the user scans it.
    .addColumn('totpSecret', 'text')
    .addColumn('totpPendingSecret', 'text')
    // The last TOTP time step accepted, so one code cannot be used twice.
    .addColumn('totpLastStep', 'double precision')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addColumn('lastSignInAt', 'text')
    .execute();

  await db.schema
    .createTable('admin_session')
    .addColumn('idHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('createdAt', 'double precision', (c) => c.notNull())
    .addColumn('lastSeenAt', 'double precision', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('userAgent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('admin_session_user').on('admin_session').column('userId').execute();
  await db.schema.createIndex('admin_session_seen').on('admin_session').column('lastSeenAt').execute();

  await withId(db, db.schema.createTable('admin_sign_in_failure'))
    // The lower-cased e-mail tried (known or not), so unknown addresses lock the same way.
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('at', 'double precision', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('admin_sign_in_failure_account')
    .on('admin_sign_in_failure')
    .columns(['account', 'at'])
    .execute();

  await db.schema
    .createTable('admin_setup_token')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', 'double precision', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // JSON text.
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('admin_audit'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actorId', 'integer')
    // Kept as it was at the time, so the log still names who acted after a rename.
    .addColumn('actorEmail', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    // JSON text.
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('admin_audit_at').on('admin_audit').column('at').execute();
  await db.schema.createIndex('admin_audit_action').on('admin_audit').columns(['action', 'at']).execute();
  await db.schema.createIndex('admin_audit_actor').on('admin_audit').columns(['actorId', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'admin_audit',
    'admin_setting',
    'admin_setup_token',
    'admin_sign_in_failure',
    'admin_session',
    'admin_user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
