// The analytics job: rolls each finished day up into analytics_daily(+_item), then deletes raw
// page views and visit events older than the retention period, but only of days already rolled up,
// and the visitor salts of past days. A job of the runner (jobs/runner.ts): every 10 minutes, a
// process's first look a minute after it starts, one process at a time.
import type { Db } from '../../db/connect.ts';
import { doubling } from '../../jobs/backoff.ts';
import type { Job } from '../../jobs/job.ts';
import { addDays, dayBounds, dayOf, daysBetween } from './day.ts';
import { rawPageViews, rowsPerDay } from './raw-views.ts';
import { summariseDay } from './summarise-day.ts';
import { deleteOldSalts } from './visitor.ts';

export const ANALYTICS_JOB = 'analytics-rollup';

export interface AnalyticsJobOptions {
  /** Days raw rows are kept. */
  retentionDays: number;
  now?: () => number;
}

export interface AnalyticsJobResult {
  rolledUp: string[];
  deletedPageViews: number;
  deletedTraces: number;
}

export function analyticsJob(db: Db, options: AnalyticsJobOptions): Job<AnalyticsJobResult> {
  return {
    name: ANALYTICS_JOB,
    everyMs: 10 * 60_000,
    firstAfterMs: 60_000,
    retry: { waitsMs: doubling(60_000, 10 * 60_000) },
    run: () => runAnalyticsJob(db, options),
  };
}

export async function runAnalyticsJob(
  db: Db,
  { retentionDays, now = Date.now }: AnalyticsJobOptions,
): Promise<AnalyticsJobResult> {
  const today = dayOf(now());
  const yesterday = addDays(today, -1);
  const rolledUp = await rollUpFinishedDays(db, yesterday);
  const retained = await retentionStart(db, addDays(today, -retentionDays), yesterday);
  const before = dayBounds(retained).start;
  const deletedPageViews = await deleteBefore(db, 'page_view', before);
  const deletedTraces = await deleteBefore(db, 'user_trace', before);
  await deleteOldSalts(db, today);
  return { rolledUp, deletedPageViews, deletedTraces };
}

const DELETE_BATCH = 5_000;

/**
 * Deletes raw rows older than `before` a batch at a time, so that a large backlog never holds the
 * database's write lock for long (SQLite has one for the whole file).
 */
async function deleteBefore(db: Db, table: 'page_view' | 'user_trace', before: string): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db
      .deleteFrom(table)
      .where(
        'id',
        'in',
        db.selectFrom(table).select('id').where('createdAt', '<', before).limit(DELETE_BATCH),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < DELETE_BATCH) return total;
  }
}

async function earliestRawDay(db: Db): Promise<string | undefined> {
  const [views, traces] = await Promise.all([
    db
      .selectFrom('page_view')
      .select((eb) => eb.fn.min('createdAt').as('first'))
      .executeTakeFirst(),
    db
      .selectFrom('user_trace')
      .select((eb) => eb.fn.min('createdAt').as('first'))
      .executeTakeFirst(),
  ]);
  const firsts = [views?.first, traces?.first].filter((value): value is string => Boolean(value));
  if (firsts.length === 0) return undefined;
  return dayOf(Date.parse(firsts.sort()[0]!));
}

/** Days up to `lastDay` with raw rows and no roll-up yet, and `lastDay` itself (late rows). */
async function rollUpFinishedDays(db: Db, lastDay: string): Promise<string[]> {
  const first = await earliestRawDay(db);
  if (first === undefined || first > lastDay) return [];
  const done = new Set(
    (await db.selectFrom('analytics_daily').select('day').where('day', '>=', first).execute()).map(
      (row) => row.day,
    ),
  );
  const days = daysBetween(first, lastDay).filter((day) => !done.has(day) || day === lastDay);
  for (const day of days) await rollUpDay(db, day);
  return days;
}

export async function rollUpDay(db: Db, day: string): Promise<void> {
  const [views, traces] = await Promise.all([
    rawPageViews(db, day, day),
    rowsPerDay(db, 'user_trace', day, day),
  ]);
  const summary = summariseDay(views.get(day) ?? []);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('analytics_daily_item').where('day', '=', day).execute();
    await trx.deleteFrom('analytics_daily').where('day', '=', day).execute();
    await trx
      .insertInto('analytics_daily')
      .values({
        day,
        visits: summary.visits,
        visitors: summary.visitors,
        pageViews: summary.pageViews,
        traceEvents: traces.get(day) ?? 0,
        mobile: summary.mobile,
        desktop: summary.desktop,
        cn: summary.cn,
        en: summary.en,
        ...summary.channels,
        rolledUpAt: new Date().toISOString(),
      })
      .execute();
    const items = [...summary.items].map(([key, views]) => {
      const [kind, id] = key.split(':') as [string, string];
      return { day, kind, itemId: Number(id), views };
    });
    // In slices: SQLite takes at most 32766 parameters per statement.
    for (let index = 0; index < items.length; index += 1000) {
      await trx
        .insertInto('analytics_daily_item')
        .values(items.slice(index, index + 1000))
        .execute();
    }
  });
}

/**
 * The first day whose raw rows are kept: the retention cut-off, or an earlier day still without
 * its roll-up (its rows are needed to make it).
 */
async function retentionStart(db: Db, cutoff: string, lastFinished: string): Promise<string> {
  const first = await earliestRawDay(db);
  if (first === undefined || first >= cutoff) return cutoff;
  const last = cutoff <= lastFinished ? addDays(cutoff, -1) : lastFinished;
  const done = new Set(
    (
      await db
        .selectFrom('analytics_daily')
        .select('day')
        .where('day', '>=', first)
        .where('day', '<=', last)
        .execute()
    ).map((row) => row.day),
  );
  const missing = daysBetween(first, last).find((day) => !done.has(day));
  return missing ?? cutoff;
}
