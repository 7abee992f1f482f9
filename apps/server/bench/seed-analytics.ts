// npm run seed:analytics -- --rows 1000000 [--days 90]
// Fills the database named by DATA_DIR / DATABASE_URL with believable visits for measuring the
// analytics: `rows` page views over the last `days` days (more on weekdays and evenings, visits of
// one to six pages, phones and desktops, Chinese and English, channels from Baidu to direct) with
// a visit event (userTrace) for each, and enquiries from about one visit in three hundred. Pages
// are the catalogue's own cars, brands, products and news. Rows go in batches, in transactions.
import { parseArgs } from 'node:util';
import path from 'node:path';
import type { Selectable } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import type { PageViewTable, UserTraceTable } from '../src/db/schema.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { addDays, dayOf, dayStart } from '../src/modules/analytics/day.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, days: { type: 'string', default: '90' } },
});
const ROWS = Number(values.rows);
const DAYS = Number(values.days);
if (!Number.isInteger(ROWS) || ROWS < 1 || !Number.isInteger(DAYS) || DAYS < 1 || DAYS > 3650) {
  throw new Error('--rows and --days must be positive whole numbers (days at most 3650)');
}

// A small seeded generator: the same arguments give the same data.
let state = 0x2f6b_1d35;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function pick<T>(weighted: readonly (readonly [T, number])[]): T {
  let roll = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}
const hex = () =>
  Array.from({ length: 4 }, () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');

const CHANNELS = [
  ['baidu', 30],
  ['wechat', 25],
  ['direct', 20],
  ['douyin', 10],
  ['google', 5],
  ['bing', 5],
  ['other', 5],
] as const;
const PAGES = [
  '/',
  '/about',
  '/car-list',
  '/gallery',
  '/news',
  '/wheels',
  '/aerodynamic-kits',
  '/peripherals',
];
const BROWSE_TYPE = { car: 'pro', product: 'pro', brand: 'img', news: 'news', page: 'menu' } as const;

const config = loadConfig();
const db = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
await migrateToLatest(db);
await seedIfEmpty(db, path.join(config.DATA_DIR, 'static'), { brokenPartnerIcon: false });
const ids = async (table: 'car' | 'brand' | 'product' | 'news') =>
  (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
const catalogue = {
  car: await ids('car'),
  brand: await ids('brand'),
  product: await ids('product'),
  news: await ids('news'),
};

type Kind = keyof typeof BROWSE_TYPE;
function randomPage(): { path: string; kind: Kind; itemId: number | null } {
  const kind = pick<Kind>([
    ['car', 35],
    ['product', 20],
    ['brand', 10],
    ['news', 10],
    ['page', 25],
  ]);
  if (kind === 'page' || catalogue[kind].length === 0) {
    return { path: PAGES[Math.floor(random() * PAGES.length)]!, kind: 'page', itemId: null };
  }
  const list = catalogue[kind];
  const id = list[Math.floor(random() * list.length)]!;
  const route = { car: '/car/', product: '/product/info/', brand: '/brand/', news: '/news/info/' }[kind];
  return { path: `${route}${id}`, kind, itemId: id };
}

/** Rows as the tables hold them, less the generated id. */
type ViewRow = Omit<Selectable<PageViewTable>, 'id'>;
type TraceRow = Omit<Selectable<UserTraceTable>, 'id'>;

const BATCH = 2000;
let views: ViewRow[] = [];
let traces: TraceRow[] = [];
let enquiries = 0;
let written = 0;
const started = performance.now();

async function flush(): Promise<void> {
  const [viewBatch, traceBatch] = [views, traces];
  views = [];
  traces = [];
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < viewBatch.length; index += BATCH) {
      await trx
        .insertInto('page_view')
        .values(viewBatch.slice(index, index + BATCH))
        .execute();
    }
    for (let index = 0; index < traceBatch.length; index += BATCH) {
      await trx
        .insertInto('user_trace')
        .values(traceBatch.slice(index, index + BATCH))
        .execute();
    }
  });
  written += viewBatch.length;
  process.stdout.write(`\r${written} page views and visit events written`);
}

const today = dayOf(Date.now());
const weights = Array.from({ length: DAYS }, (_, index) => {
  const weekday = new Date(`${addDays(today, index - DAYS + 1)}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 0.8 : 1.1;
});
const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
let remaining = ROWS;
for (let index = 0; index < DAYS && remaining > 0; index += 1) {
  const day = addDays(today, index - DAYS + 1);
  let budget =
    index === DAYS - 1 ? remaining : Math.min(remaining, Math.round((ROWS * weights[index]!) / weightSum));
  remaining -= budget;
  const visitorPool = Array.from({ length: Math.max(1, Math.round(budget / 4)) }, hex);
  const start = dayStart(day);
  // Today stops at the present moment.
  const dayLength = Math.min(86_400_000, Date.now() - start);
  while (budget > 0) {
    const visitor = visitorPool[Math.floor(random() * visitorPool.length)]!;
    const device = random() < 0.65 ? 'mobile' : 'desktop';
    const language = random() < 0.85 ? 'cn' : 'en';
    // Busier in the evening: two uniform draws lean the start towards the later hours.
    let at = start + Math.max(random(), random()) * dayLength * 0.97;
    const pages = Math.min(budget, 1 + Math.floor(random() * 6));
    for (let page = 0; page < pages; page += 1) {
      const target = randomPage();
      const createdAt = new Date(at).toISOString();
      views.push({
        createdAt,
        ...target,
        visitor,
        device,
        language,
        channel: page === 0 ? pick(CHANNELS) : 'internal',
      });
      traces.push({
        browseType: BROWSE_TYPE[target.kind],
        relatedId: target.itemId === null ? '' : String(target.itemId),
        deviceType: device === 'mobile' ? 'mobile' : 'PC',
        languages: language,
        createdAt,
      });
      at += 30_000 + random() * 150_000;
    }
    budget -= pages;
    if (random() < 1 / 300) {
      enquiries += 1;
      await db
        .insertInto('contact_enquiry')
        .values({
          name: `访客${enquiries}`,
          email: `visitor${enquiries}@example.com`,
          phoneNum: '',
          messageContent: '想了解改装方案与报价',
          languages: language,
          clientAddress: '',
          createdAt: new Date(at).toISOString(),
          updatedAt: new Date(at).toISOString(),
        })
        .execute();
    }
    if (views.length >= 50_000) await flush();
  }
}
await flush();
await db.destroy();
console.log(
  `\n${written} page views, ${written} visit events and ${enquiries} enquiries over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
