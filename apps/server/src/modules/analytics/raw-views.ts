// Reads the raw rows of a period: page views (for the day summaries) and visit-event times.
import type { Db } from '../../db/connect.ts';
import { dayBounds, dayOf } from './day.ts';
import type { RawPageView } from './summarise-day.ts';

/** Page views of the days from `from` to `to` (both included), by day. */
export async function rawPageViews(db: Db, from: string, to: string): Promise<Map<string, RawPageView[]>> {
  const rows = await db
    .selectFrom('page_view')
    .select(['createdAt', 'visitor', 'device', 'language', 'channel', 'kind', 'itemId'])
    .where('createdAt', '>=', dayBounds(from).start)
    .where('createdAt', '<', dayBounds(to).end)
    .execute();
  const byDay = new Map<string, RawPageView[]>();
  for (const row of rows) {
    const at = Date.parse(row.createdAt);
    const day = dayOf(at);
    const view: RawPageView = { ...row, at };
    const list = byDay.get(day);
    if (list) list.push(view);
    else byDay.set(day, [view]);
  }
  return byDay;
}

/** How many rows of a table with an ISO `createdAt` fall on each day from `from` to `to`. */
export async function rowsPerDay(
  db: Db,
  table: 'user_trace' | 'contact_enquiry',
  from: string,
  to: string,
): Promise<Map<string, number>> {
  if (from === to) {
    // One day (usually today): counted by the database rather than read row by row.
    const { start, end } = dayBounds(from);
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .executeTakeFirstOrThrow();
    return new Map([[from, Number(count)]]);
  }
  const rows = await db
    .selectFrom(table)
    .select('createdAt')
    .where('createdAt', '>=', dayBounds(from).start)
    .where('createdAt', '<', dayBounds(to).end)
    .execute();
  const counts = new Map<string, number>();
  for (const { createdAt } of rows) {
    const day = dayOf(Date.parse(createdAt));
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}
