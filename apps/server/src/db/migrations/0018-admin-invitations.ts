// Invitations to join the admin. Only the token's SHA-256 hash is kept, as for sessions; a closed
// invitation stays (with how it closed) so its link can say why it no longer works. At most one
// open invitation per address, held by a partial unique index, so two owners inviting the same
// colleague at once cannot leave two links open. Only SQL that SQLite and PostgreSQL both accept.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const table = db.schema.createTable('admin_invitation');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    // Lower-cased, as accounts' e-mails are.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull())
    // open, withdrawn, accepted or replaced.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invitedBy', 'integer', (c) => c.references('admin_user.id').onDelete('set null'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    // Milliseconds since 1970, compared by the rules (as the setup token's).
    .addColumn('expiresAt', 'double precision', (c) => c.notNull())
    .addColumn('closedAt', 'text')
    .addColumn('userId', 'integer', (c) => c.references('admin_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('admin_invitation_open_email')
    .on('admin_invitation')
    .column('email')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_invitation').ifExists().execute();
}
