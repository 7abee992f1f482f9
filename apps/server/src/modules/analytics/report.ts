// The analytics answer for a period: finished days from the roll-ups, days not rolled up yet
// (today, or before the job has run) from the raw rows, enquiries from the enquiry table, and the
// names of the most viewed items from the catalogue.
import type { AnalyticsDay, AnalyticsQuery, AnalyticsReport, TopItem } from '@refit/contract/admin';
import type { Db } from '../../db/connect.ts';
import { addDays, dayOf, daysBetween } from './day.ts';
import { rawPageViews, rowsPerDay } from './raw-views.ts';
import { emptyChannels, summariseDay } from './summarise-day.ts';
import type { DaySummary } from './summarise-day.ts';

const TOP_COUNT = 10;
type ItemKind = 'car' | 'brand' | 'product' | 'news';

export async function analyticsReport(
  db: Db,
  { from, to }: AnalyticsQuery,
  now: number = Date.now(),
): Promise<AnalyticsReport> {
  const today = dayOf(now);
  const last = to < today ? to : today;
  const [rolled, rolledItems, enquiries] = await Promise.all([
    db.selectFrom('analytics_daily').selectAll().where('day', '>=', from).where('day', '<=', to).execute(),
    db
      .selectFrom('analytics_daily_item')
      .select(['kind', 'itemId', (eb) => eb.fn.sum<number | string>('views').as('views')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['kind', 'itemId'])
      .execute(),
    rowsPerDay(db, 'contact_enquiry', from, to),
  ]);
  const rolledDays = new Map(rolled.map((row) => [row.day, row]));
  const liveDays = from <= last ? daysBetween(from, last).filter((day) => !rolledDays.has(day)) : [];

  const items = new Map<string, number>();
  for (const row of rolledItems) items.set(`${row.kind}:${row.itemId}`, Number(row.views));
  const devices = { mobile: 0, desktop: 0 };
  const languages = { cn: 0, en: 0 };
  const channels = emptyChannels();
  const figures = new Map<string, Omit<AnalyticsDay, 'date' | 'enquiries'>>();
  for (const row of rolled) {
    figures.set(row.day, {
      visits: row.visits,
      visitors: row.visitors,
      pageViews: row.pageViews,
      traceEvents: row.traceEvents,
    });
    devices.mobile += row.mobile;
    devices.desktop += row.desktop;
    languages.cn += row.cn;
    languages.en += row.en;
    for (const channel of Object.keys(channels) as (keyof typeof channels)[])
      channels[channel] += row[channel];
  }

  // Days without a roll-up, read from the raw rows run by run of consecutive days: usually just
  // today, and days before the first visit (which have no rows).
  for (const run of consecutiveRuns(liveDays)) {
    for (const { day, summary, traceEvents } of await liveSummaries(db, run, today, now)) {
      figures.set(day, {
        visits: summary.visits,
        visitors: summary.visitors,
        pageViews: summary.pageViews,
        traceEvents,
      });
      devices.mobile += summary.mobile;
      devices.desktop += summary.desktop;
      languages.cn += summary.cn;
      languages.en += summary.en;
      for (const [channel, count] of Object.entries(summary.channels)) {
        channels[channel as keyof typeof channels] += count;
      }
      for (const [key, count] of summary.items) items.set(key, (items.get(key) ?? 0) + count);
    }
  }

  const days: AnalyticsDay[] = daysBetween(from, to).map((date) => ({
    date,
    visits: 0,
    visitors: 0,
    pageViews: 0,
    traceEvents: 0,
    ...figures.get(date),
    enquiries: enquiries.get(date) ?? 0,
  }));
  const sum = (field: keyof Omit<AnalyticsDay, 'date'>) => days.reduce((total, day) => total + day[field], 0);
  const totals = {
    visits: sum('visits'),
    visitors: sum('visitors'),
    pageViews: sum('pageViews'),
    enquiries: sum('enquiries'),
    traceEvents: sum('traceEvents'),
    conversion: 0,
  };
  totals.conversion =
    totals.visits === 0 ? 0 : Math.round((totals.enquiries / totals.visits) * 10_000) / 10_000;

  const [topCars, topBrands, topProducts, topNews] = await Promise.all([
    topItems(db, 'car', items),
    topItems(db, 'brand', items),
    topItems(db, 'product', items),
    topItems(db, 'news', items),
  ]);
  return { days, totals, topCars, topBrands, topProducts, topNews, devices, languages, channels };
}

interface LiveDay {
  day: string;
  summary: DaySummary;
  traceEvents: number;
}

/**
 * Today's figures are read from the raw rows at most every TODAY_FRESH_MS per process and
 * database: the admin's charts are refreshed often, and today's rows are the costly part.
 */
const TODAY_FRESH_MS = 30_000;
const todayCache = new WeakMap<Db, { at: number; live: LiveDay }>();

async function liveSummaries(db: Db, run: readonly string[], today: string, now: number): Promise<LiveDay[]> {
  const onlyToday = run.length === 1 && run[0] === today;
  const cached = onlyToday ? todayCache.get(db) : undefined;
  if (cached && cached.live.day === today && now - cached.at >= 0 && now - cached.at < TODAY_FRESH_MS) {
    return [cached.live];
  }
  const first = run[0]!;
  const last = run.at(-1)!;
  const [views, traces] = await Promise.all([
    rawPageViews(db, first, last),
    rowsPerDay(db, 'user_trace', first, last),
  ]);
  const live = run.map((day) => ({
    day,
    summary: summariseDay(views.get(day) ?? []),
    traceEvents: traces.get(day) ?? 0,
  }));
  if (onlyToday) todayCache.set(db, { at: now, live: live[0]! });
  return live;
}

/** Consecutive days grouped: [d1, d2, d5] gives [[d1, d2], [d5]]. */
function consecutiveRuns(days: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && addDays(run.at(-1)!, 1) === day) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

async function topItems(db: Db, kind: ItemKind, items: Map<string, number>): Promise<TopItem[]> {
  const prefix = `${kind}:`;
  const top = [...items]
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, views]) => ({ id: Number(key.slice(prefix.length)), views }))
    .sort((a, b) => b.views - a.views || a.id - b.id)
    .slice(0, TOP_COUNT);
  if (top.length === 0) return [];
  const names = await catalogueNames(
    db,
    kind,
    top.map((item) => item.id),
  );
  // An item deleted from the catalogue keeps its views, under its number.
  return top.map((item) => ({
    ...item,
    ...(names.get(item.id) ?? { name: `#${item.id}`, nameEn: `#${item.id}` }),
  }));
}

async function catalogueNames(
  db: Db,
  kind: ItemKind,
  ids: number[],
): Promise<Map<number, { name: string; nameEn: string }>> {
  const rows =
    kind === 'car'
      ? await db
          .selectFrom('car')
          .select(['id', 'carName as name', 'carNameEn as nameEn'])
          .where('id', 'in', ids)
          .execute()
      : kind === 'brand'
        ? await db
            .selectFrom('brand')
            .select(['id', 'brandName as name', 'brandNameEn as nameEn'])
            .where('id', 'in', ids)
            .execute()
        : kind === 'product'
          ? await db.selectFrom('product').select(['id', 'name', 'nameEn']).where('id', 'in', ids).execute()
          : await db
              .selectFrom('news')
              .select(['id', 'title as name', 'titleEn as nameEn'])
              .where('id', 'in', ids)
              .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, nameEn: row.nameEn }]));
}
