// The workshop visit an enquiry asks for (decision 0065): the preferred day (YYYY-MM-DD in the
// site's time zone), the slot, the workshop (its id and its name as the visitor saw it) and the
// car's VIN. Empty for every enquiry before it and for every one sent without a booking. Only SQL
// that SQLite and PostgreSQL both accept.
import type { Kysely } from 'kysely';

const TEXT_COLUMNS = ['bookingDate', 'bookingSlot', 'workshopName', 'vin'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TEXT_COLUMNS) {
    await db.schema
      .alterTable('contact_enquiry')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.alterTable('contact_enquiry').addColumn('workshopId', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_enquiry').dropColumn('workshopId').execute();
  for (const column of [...TEXT_COLUMNS].reverse()) {
    await db.schema.alterTable('contact_enquiry').dropColumn(column).execute();
  }
}
