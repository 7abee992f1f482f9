// WeChat sharing (decision 0068): the access token and JS-SDK ticket WeChat gave for an Official
// Account, one row per app id, so that every process on the database signs with the same ticket
// and WeChat is asked about once per two hours for the whole site. The claim (holder, claimUntil)
// lets one process at a time ask, and lapses by itself when that process dies; retryAt keeps every
// process from asking again for a while after WeChat refused or could not be reached. Times are
// milliseconds since 1970 in double precision, as in 0003 and 0013. Only SQL that SQLite and
// PostgreSQL both accept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wechat_share_ticket')
    .addColumn('appId', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('accessToken', 'text')
    .addColumn('accessTokenExpiresAt', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('ticket', 'text')
    .addColumn('ticketExpiresAt', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('claimHolder', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('claimUntil', 'double precision', (c) => c.notNull().defaultTo(0))
    // 0: WeChat may be asked at once.
    .addColumn('retryAt', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wechat_share_ticket').ifExists().execute();
}
