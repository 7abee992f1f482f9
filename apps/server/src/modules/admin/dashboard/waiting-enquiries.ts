// Enquiries nobody has taken up yet: how many are still `new`, and since when the oldest waits.
import type { Db } from '../../../db/connect.ts';

export async function waitingEnquiries(db: Db): Promise<{ waiting: number; oldestAt: string | null }> {
  const row = await db
    .selectFrom('contact_enquiry')
    .select((eb) => [eb.fn.countAll<number | string>().as('waiting'), eb.fn.min('createdAt').as('oldestAt')])
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), oldestAt: row.oldestAt ?? null };
}
