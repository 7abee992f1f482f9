// The visitor's WeChat ID on an enquiry (empty for every enquiry before it), and an index that
// finds one enquiry's audit entries (its change history in the inbox) without reading the whole
// log. Only SQL that SQLite and PostgreSQL both accept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_enquiry')
    .addColumn('wechatId', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('admin_audit_target').on('admin_audit').columns(['target', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admin_audit_target').ifExists().execute();
  await db.schema.alterTable('contact_enquiry').dropColumn('wechatId').execute();
}
