// npm run bench:scale [-- --scales 1,10,100 --duration 3 --page-duration 8 --connections 10]
//                     [--burst | --burst-only] [--rate N --burst-seconds 30] [--uncached-env NAME=VALUE,...]
//                     [--compare-with DIR] [--processes 1,2] [--pages-only]
//                     [--pages home,car,brand,type,section,news] [--calls getNewsList,getProductListByType]
// How cost grows with content: for each SEED_SCALE, seeds a fresh database (SQLite in a folder of
// its own, or a schema of its own on DATABASE_URL), starts the production server as a child
// process on loopback and measures every GET call of SPEC section 7 and the heaviest pages with
// autocannon, then prints one table with a column per scale. With --compare-with, the server of
// another checkout (an earlier version, built) runs on the same database and is measured row by row
// beside this one; with --processes 1,2, the cached and uncached pages are measured again with that
// many server processes behind one port (node:cluster). A benchmark, not a test: bounded in time and
// connections, loopback only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/connect.ts';
import { bumpContentVersion } from '../src/db/content-version.ts';
import { computeListPositions } from '../src/db/list-positions.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { MAX_SEED_SCALE } from '../src/db/seed/scale.ts';
import { LIST_FAMILIES } from '../src/list-families.ts';
import { countRows } from '../test/helpers/count-rows.ts';
import { HOST, cpuMs, freshSchema, loadAverage, repoRoot, startServer, stopServer } from './bench-servers.ts';
import type { Figures, Load } from './bench-servers.ts';
import { measure as measureOn } from './bench-servers.ts';

/** The heaviest pages, by name; `type` is a catalogue type page, `section` a whole section's page. */
const PAGE_NAMES = ['home', 'car', 'brand', 'type', 'section', 'news'] as const;
type PageName = (typeof PAGE_NAMES)[number];

const { values: args } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10,100' },
    duration: { type: 'string', default: '3' },
    /** Pages take far longer than API calls; a longer window still completes enough of them. */
    'page-duration': { type: 'string', default: '8' },
    /**
     * Settings of the second, uncached server (comma-separated NAME=VALUE): the API answer cache and
     * the page cache off.
     */
    'uncached-env': { type: 'string', default: 'CACHE_MAX_BYTES=0,RENDER_CACHE_MAX_BYTES=0' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4200' },
    'data-dir': { type: 'string', default: path.join(repoRoot, 'tmp-data') },
    /**
     * Also run the burst test against the pages: ten times the normal rate for --burst-seconds, on
     * the cached pages, then again right after the page cache was cleared (content version raised).
     */
    burst: { type: 'boolean', default: false },
    /** The burst test alone, without the table of calls and pages. */
    'burst-only': { type: 'boolean', default: false },
    /**
     * The normal request rate of the pages, per second, in all; by default a comfortable one
     * measured at the start: 20 % of the most the cached server answers.
     */
    rate: { type: 'string' },
    'burst-seconds': { type: 'string', default: '30' },
    /** Another checkout (built with npm run build) measured beside this one: "before" and "after". */
    'compare-with': { type: 'string' },
    /** Only the pages (and the processes and bursts), not the API calls one by one. */
    'pages-only': { type: 'boolean', default: false },
    /** The pages to measure, by name (all by default): home, car, brand, type, section, news. */
    pages: { type: 'string', default: PAGE_NAMES.join(',') },
    /** Only the API calls whose address contains one of these, comma-separated (all by default). */
    calls: { type: 'string' },
    /** Server processes to measure the pages with, comma-separated, e.g. 1,2. */
    processes: { type: 'string' },
  },
});

const scales = args.scales.split(',').map(Number);
if (scales.some((s) => !Number.isInteger(s) || s < 1 || s > MAX_SEED_SCALE))
  throw new Error(`--scales: whole numbers from 1 to ${MAX_SEED_SCALE}, comma-separated`);
const DURATION_S = Math.min(30, Math.max(1, Number(args.duration)));
const CONNECTIONS = Math.min(100, Math.max(1, Number(args.connections)));
const PORT = Number(args.port);
const PAGE_DURATION_S = Math.min(30, Math.max(1, Number(args['page-duration'])));
const UNCACHED_ENV = Object.fromEntries(
  args['uncached-env']
    .split(',')
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const GIVEN_RATE = args.rate === undefined ? undefined : Math.min(500, Math.max(1, Number(args.rate)));
/** The share of the most cached pages a second taken as the normal rate. */
const NORMAL_SHARE = 0.2;
const BURST_S = Math.min(60, Math.max(5, Number(args['burst-seconds'])));
/** Recovery is watched in windows of this length, for at most RECOVERY_LIMIT_S. */
const RECOVERY_WINDOW_S = 2;
const RECOVERY_LIMIT_S = 60;
const DATABASE_URL = process.env.DATABASE_URL;

const DEFAULT_LOAD = { duration: DURATION_S, connections: CONNECTIONS };
const PROCESS_COUNTS = (args.processes ?? '')
  .split(',')
  .filter((count) => count !== '')
  .map(Number);
if (PROCESS_COUNTS.some((count) => !Number.isInteger(count) || count < 1 || count > 8))
  throw new Error('--processes: whole numbers from 1 to 8, comma-separated');
const COMPARE_WITH = args['compare-with'] ? path.resolve(args['compare-with']) : undefined;
const PAGES = args.pages.split(',').filter((name) => name !== '');
const CALLS = (args.calls ?? '').split(',').filter((call) => call !== '');
if (PAGES.some((name) => !(PAGE_NAMES as readonly string[]).includes(name)))
  throw new Error(`--pages: names among ${PAGE_NAMES.join(', ')}, comma-separated`);

/** Load on one address, or on several in turn, with this run's connections and duration by default. */
function measure(
  base: string,
  paths: string | string[],
  load: Partial<Load> = {},
  serverPid?: number,
): Promise<Figures> {
  return measureOn(base, paths, { ...DEFAULT_LOAD, ...load }, serverPid);
}

interface Envelope<T> {
  success: boolean;
  result: T;
}

async function api<T>(base: string, call: string): Promise<T> {
  const body = (await (await fetch(`${base}/api/cmst/index/${call}`)).json()) as Envelope<T>;
  if (!body.success) throw new Error(`${call}: ${JSON.stringify(body)}`);
  return body.result;
}

/** Representative valid queries, taken from the last copy of the catalogue (the newest rows). */
async function targets(base: string, scale: number): Promise<{ calls: string[]; pages: string[] }> {
  const brandId = 1 + 10 * (scale - 1);
  const cars = await api<{ id: number }[]>(base, `getCarList?brandId=${brandId}`);
  const carId = cars[0]?.id ?? 1;
  const car = await api<{ productInfoList: { productTypeId: number }[] }>(
    base,
    `getRefitCarInfo?carId=${carId}`,
  );
  const typeId = car.productInfoList[0]?.productTypeId ?? 1;
  const products = await api<{ records: { id: number }[] }>(
    base,
    `getProductListByPageSimple?carId=${carId}`,
  );
  const galleries = await api<{ records: { id: number }[] }>(
    base,
    `getCarGalleryListByPage?brandId=${brandId}`,
  );
  const news = await api<{ records: { id: number }[]; pages: number }>(base, 'getNewsList?pageSize=12');
  const byType = await api<{ pages: number }>(base, 'getProductListByType?typeId=1&pageSize=12');
  const pagePaths: Record<PageName, string> = {
    home: '/',
    car: `/car/${carId}`,
    brand: `/brand/${brandId}`,
    type: '/aerodynamic-kits/1',
    section: '/aerodynamic-kits',
    news: '/news',
  };
  return {
    calls: [
      'getMenuData?categoryCode=home_page&isQueryChild=true',
      'getBrandList',
      'getCommonData?code=index_hd',
      'getIndexProductList?category=aerodynamic-kits',
      'getIndexList',
      'getPartnersList',
      `getCarList?brandId=${brandId}`,
      `getCarListByPage?brandId=${brandId}&pageNo=1&pageSize=12`,
      'getCarGalleryListByPage?pageNo=1&pageSize=12',
      `getCarGalleryListByPage?brandId=${brandId}&pageNo=1&pageSize=12`,
      `getRefitCarInfo?carId=${carId}`,
      `getProductListByPage?carId=${carId}&productTypeId=${typeId}&pageNo=1&pageSize=12`,
      'getProductListByPageSimple?category=wheels&pageNo=1&pageSize=12',
      `getProductInfo?id=${products.records[0]?.id ?? 1}`,
      'getProductListByType?typeId=1&pageNo=1&pageSize=12',
      `getProductListByType?typeId=1&pageNo=${byType.pages}&pageSize=12`,
      'getNewsList?pageNo=1&pageSize=12',
      `getNewsList?pageNo=${news.pages}&pageSize=12`,
      `getCarGalleryById?id=${galleries.records[0]?.id ?? 1}`,
      `getNewsDetail?id=${news.records[0]?.id ?? 1}`,
    ].map((call) => `/api/cmst/index/${call}`),
    pages: PAGES.map((name) => pagePaths[name as PageName]),
  };
}

/** userTrace writes a row per request: a few sequential requests, never a flood. */
async function traceFigures(base: string): Promise<Figures> {
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const response = await fetch(
      `${base}/api/cmst/index/userTrace?browseType=pro&relatedId=${i + 1}&deviceType=PC&languages=cn`,
      { method: 'POST' },
    );
    const body = (await response.json()) as Envelope<null>;
    if (!response.ok || !body.success) failed++;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[9] ?? 0,
    p99: times.at(-1) ?? 0,
    rps: (times.length * 1000) / (performance.now() - started),
    failed,
  };
}

async function databaseSize(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  if (!databaseUrl)
    return ['site.db', 'site.db-wal']
      .map((file) => path.join(dataDir, file))
      .filter((file) => fs.existsSync(file))
      .reduce((sum, file) => sum + fs.statSync(file).size, 0);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ size: string }>(
      `select coalesce(sum(pg_total_relation_size(c.oid)), 0) as size from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r'`,
    );
    return Number(rows[0]?.size ?? 0);
  } finally {
    await client.end();
  }
}

/** The page's HTML as sent without compression, in bytes; the status instead when it is not 200. */
async function htmlBytes(url: string): Promise<number | string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await response.arrayBuffer();
  return response.ok ? body.byteLength : `HTTP ${response.status}`;
}

interface Render {
  /** Wall time of one request, ms (the median of a few). */
  wallMs: number;
  /** The server's CPU time for it, ms: steadier than wall time on a busy machine. */
  cpuMs: number;
}

/** A few requests of one page, one after another: what one uncached render costs. */
async function renderFigures(url: string, serverPid: number | undefined): Promise<Render> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const cpuBefore = cpuMs(serverPid);
    const started = performance.now();
    await htmlBytes(url);
    walls.push(performance.now() - started);
    cpus.push(cpuMs(serverPid) - cpuBefore);
  }
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { wallMs: median(walls), cpuMs: median(cpus) };
}

/** Sequential requests per page and uncached server for the render table. */
const RENDERS = 3;

interface BurstFigures {
  mode: string;
  /** The normal rate (req/s) and the most the cached server answered, when it was measured. */
  rate: number;
  maxRate: number | undefined;
  baseline: Figures;
  burst: Figures;
  /** Seconds after the burst until p99 was back within twice the baseline's; undefined: not within the limit. */
  recoveredAfterS: number | undefined;
}

/**
 * The pages in turn at the normal rate (baseline), then at ten times that rate, then at the normal
 * rate again in short windows until p99 is back to normal (at most twice the baseline's, and 20 ms
 * of slack for a baseline near zero). `beforeBurst` runs between the baseline and the burst.
 */
async function burst(
  base: string,
  pages: string[],
  mode: string,
  rate: { normal: number; max: number | undefined },
  beforeBurst: () => Promise<void> = async () => {},
): Promise<BurstFigures> {
  const load = { connections: 10 };
  const baseline = await measure(base, pages, { ...load, duration: 5, overallRate: rate.normal });
  await beforeBurst();
  const peak = await measure(base, pages, {
    ...load,
    connections: 50,
    duration: BURST_S,
    overallRate: rate.normal * 10,
  });
  let recoveredAfterS: number | undefined;
  for (let waited = 0; waited < RECOVERY_LIMIT_S; waited += RECOVERY_WINDOW_S) {
    const window = await measure(base, pages, {
      ...load,
      duration: RECOVERY_WINDOW_S,
      overallRate: rate.normal,
    });
    if (window.p99 <= Math.max(2 * baseline.p99, baseline.p99 + 20)) {
      recoveredAfterS = waited + RECOVERY_WINDOW_S;
      break;
    }
  }
  return { mode, rate: rate.normal, maxRate: rate.max, baseline, burst: peak, recoveredAfterS };
}

/**
 * The burst on the cached pages, then again with the page cache cleared just before it: the
 * content version raised in the database, as an edit would (every process clears its caches).
 */
async function bursts(base: string, pages: string[], bump: () => Promise<void>): Promise<BurstFigures[]> {
  let max: number | undefined;
  let normal = GIVEN_RATE;
  if (normal === undefined) {
    // Warm, then the most the cached pages give on 10 connections.
    await measure(base, pages, { connections: 10, duration: 2 });
    max = (await measure(base, pages, { connections: 10, duration: 3 })).rps;
    normal = Math.max(1, Math.round(max * NORMAL_SHARE));
  }
  const rate = { normal, max };
  console.log(
    `burst: normal rate ${normal} req/s${max === undefined ? ' (given)' : ` (${NORMAL_SHARE * 100} % of ${max.toFixed(0)} req/s, the most the cached pages gave)`}`,
  );
  return [
    await burst(base, pages, 'cached', rate),
    await burst(base, pages, 'cache cleared', rate, async () => {
      await bump();
      // The server reads the version at most every CONTENT_VERSION_POLL_MS (0.5 s).
      await new Promise((resolve) => setTimeout(resolve, 600));
    }),
  ];
}

/** Raises the content version of the database the servers run on. */
async function bumpVersion(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const db = openDatabase({ dataDir, databaseUrl });
  try {
    await bumpContentVersion(db);
  } finally {
    await db.destroy();
  }
}

interface ScaleRun {
  scale: number;
  seedMs: number;
  /** Computing every list family's positions after the seed, and what they add to the database. */
  positionsMs: number;
  positionRows: number;
  positionBytes: number;
  startMs: number;
  dbBytes: number;
  /** The servers measured, in column order (cached, uncached; "before" ones first when comparing). */
  servers: string[];
  /** Measured rows, in the same order at every scale (their ids differ): a cell per server. */
  figures: [string, (Figures | undefined)[]][];
  bursts: BurstFigures[];
  /** One uncached render of each page, per uncached server: [page, renders per server]. */
  renders: [string, (Render | undefined)[]][];
  /** HTML bytes of each page (uncompressed), per server: [page, bytes per server]. */
  pageBytes: [string, (number | string)[]][];
  /** Pages with 1, 2, … server processes: [processes, page, cached, uncached]. */
  processRows: [number, string, Figures, Figures][];
}

interface ServerSpec {
  label: string;
  root: string;
  env: NodeJS.ProcessEnv;
}

/** Starts the servers one after another on consecutive ports; stops those started if one fails. */
async function startAll(specs: ServerSpec[], env: NodeJS.ProcessEnv, processes = 1) {
  const started: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    for (const [i, spec] of specs.entries())
      started.push(await startServer({ ...env, ...spec.env }, PORT + i, { root: spec.root, processes }));
  } catch (error) {
    for (const server of started) await stopServer(server.child);
    throw error;
  }
  return started;
}

async function runScale(scale: number): Promise<ScaleRun> {
  fs.mkdirSync(args['data-dir'], { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(args['data-dir'], `bench-scale-${scale}-`));
  const schema = DATABASE_URL ? await freshSchema(DATABASE_URL) : undefined;
  const env = {
    DATA_DIR: dataDir,
    SEED_SCALE: String(scale),
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  };
  const specs: ServerSpec[] = [
    ...(COMPARE_WITH
      ? [
          { label: 'before cached', root: COMPARE_WITH, env: {} },
          { label: 'before uncached', root: COMPARE_WITH, env: UNCACHED_ENV },
        ]
      : []),
    { label: COMPARE_WITH ? 'after cached' : 'cached', root: repoRoot, env: {} },
    { label: COMPARE_WITH ? 'after uncached' : 'uncached', root: repoRoot, env: UNCACHED_ENV },
  ];
  const bases = specs.map((_, i) => `http://${HOST}:${PORT + i}`);
  try {
    // Seeded here, as the server would do on its first start, so seed and start-up are timed apart.
    const db = openDatabase({ dataDir, databaseUrl: schema?.url });
    await migrateToLatest(db);
    const seedStarted = performance.now();
    await seedIfEmpty(db, path.join(dataDir, 'static'), { scale });
    const seedMs = performance.now() - seedStarted;
    // SQLite: the seed's writes into the database file, so that sizes compare files alone.
    if (!schema) await sql`pragma wal_checkpoint(truncate)`.execute(db);
    const seededBytes = await databaseSize(dataDir, schema?.url);
    // What the first reads of the paged lists would start after the seed's content version.
    const positionsStarted = performance.now();
    for (const family of LIST_FAMILIES) await computeListPositions(db, family);
    const positionsMs = performance.now() - positionsStarted;
    const positionRows = await countRows(db, 'list_position');
    await db.destroy();
    const positionBytes = (await databaseSize(dataDir, schema?.url)) - seededBytes;
    const servers = await startAll(specs, env);
    const startMs = servers.at(-2)?.startMs ?? 0;
    const figures: ScaleRun['figures'] = [];
    let pages: string[] = [];
    let burstRows: BurstFigures[] = [];
    const pageBytes: ScaleRun['pageBytes'] = [];
    const renders: ScaleRun['renders'] = [];
    try {
      const found = await targets(bases.at(-1)!, scale);
      pages = found.pages;
      for (const page of pages)
        pageBytes.push([page, await Promise.all(bases.map((base) => htmlBytes(`${base}${page}`)))]);
      for (const page of args['burst-only'] ? [] : pages) {
        const cells: (Render | undefined)[] = [];
        for (const [i, spec] of specs.entries())
          cells.push(
            spec.env === UNCACHED_ENV
              ? await renderFigures(`${bases[i]}${page}`, servers[i]?.child.pid)
              : undefined,
          );
        renders.push([page, cells]);
      }
      const table = !args['burst-only'];
      const calls = found.calls.filter(
        (call) => CALLS.length === 0 || CALLS.some((part) => call.includes(part)),
      );
      for (const call of table && !args['pages-only'] ? calls : []) {
        const cells: Figures[] = [];
        for (const [i, base] of bases.entries())
          cells.push(await measure(base, call, {}, servers[i]?.child.pid));
        figures.push([call, cells]);
      }
      if (table && !args['pages-only']) {
        // A few sequential visits, on the cached server of this checkout only.
        const cells: (Figures | undefined)[] = specs.map(() => undefined);
        cells[bases.length - 2] = await traceFigures(bases.at(-2)!);
        figures.push(['POST userTrace (20 sequential)', cells]);
      }
      const duration = PAGE_DURATION_S;
      for (const page of table ? pages : []) {
        const cells: Figures[] = [];
        for (const [i, base] of bases.entries())
          cells.push(await measure(base, page, { duration }, servers[i]?.child.pid));
        figures.push([`page ${page}`, cells]);
      }
      burstRows =
        args.burst || args['burst-only']
          ? await bursts(bases.at(-2)!, pages, () => bumpVersion(dataDir, schema?.url))
          : [];
    } finally {
      for (const server of servers) await stopServer(server.child);
    }
    const processRows: ScaleRun['processRows'] = [];
    for (const processes of PROCESS_COUNTS) {
      const cluster = await startAll(specs.slice(-2), env, processes);
      try {
        for (const page of pages)
          processRows.push([
            processes,
            `page ${page}`,
            await measure(bases[0]!, page, { duration: PAGE_DURATION_S }),
            await measure(bases[1]!, page, { duration: PAGE_DURATION_S }),
          ]);
      } finally {
        for (const server of cluster) await stopServer(server.child);
      }
    }
    return {
      scale,
      bursts: burstRows,
      seedMs,
      positionsMs,
      positionRows,
      positionBytes,
      startMs,
      dbBytes: await databaseSize(dataDir, schema?.url),
      servers: specs.map((spec) => spec.label),
      figures,
      pageBytes,
      renders,
      processRows,
    };
  } finally {
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Call and page rows differ per scale (ids of the last copy); they are lined up by position. */
function label(target: string): string {
  return target.replace('/api/cmst/index/', '').replace(/([?&](brandId|carId|id|pageNo)=)\d+/g, '$1…');
}

const col = (text: string) => text.padStart(24);
const cpu = (f: Figures) => (f.cpuPerRequest === undefined ? '' : ` ${f.cpuPerRequest.toFixed(2)}c`);
const cell = (f: Figures | undefined) =>
  (f
    ? `${f.p50.toFixed(0)}/${f.p99.toFixed(0)} ${f.rps.toFixed(0)}${cpu(f)}${f.failed > 0 ? ` !${f.failed}` : ''}`
    : '-'
  ).padStart(24);

function printTable(runs: ScaleRun[]): void {
  const width = (run: ScaleRun) => run.servers.length;
  const all = (text: (run: ScaleRun) => string) =>
    runs.map((run) => col(text(run)) + col('').repeat(width(run) - 1)).join('');
  const rows: string[] = [];
  rows.push(`${''.padEnd(52)}${all((r) => `scale ${r.scale}`)}`);
  rows.push(`${'call / page'.padEnd(52)}${runs.map((r) => r.servers.map(col).join('')).join('')}`);
  (runs[0]?.figures ?? []).forEach(([key], i) => {
    const cells = runs.map((run) => run.servers.map((_, s) => cell(run.figures[i]?.[1][s])).join(''));
    rows.push(`${label(key).slice(0, 51).padEnd(52)}${cells.join('')}`);
  });
  rows.push('POST saveContactUsForm'.padEnd(52) + all(() => 'skipped'));
  rows.push('');
  rows.push('seed time (ms)'.padEnd(52) + all((r) => r.seedMs.toFixed(0)));
  rows.push('list positions computed (ms)'.padEnd(52) + all((r) => r.positionsMs.toFixed(0)));
  rows.push('list positions (rows)'.padEnd(52) + all((r) => String(r.positionRows)));
  rows.push(
    'list positions (MB of the database)'.padEnd(52) + all((r) => (r.positionBytes / 1024 / 1024).toFixed(1)),
  );
  rows.push('start-up time, seeded (ms)'.padEnd(52) + all((r) => r.startMs.toFixed(0)));
  rows.push('database size (MB)'.padEnd(52) + all((r) => (r.dbBytes / 1024 / 1024).toFixed(1)));
  console.log(rows.join('\n'));
}

function printPageBytes(runs: ScaleRun[]): void {
  console.log('\npage HTML (kB, uncompressed)');
  console.log(
    `${'page'.padEnd(52)}${runs.map((r) => r.servers.map((s) => col(`${r.scale}x ${s}`)).join('')).join('')}`,
  );
  (runs[0]?.pageBytes ?? []).forEach(([page], i) => {
    const cells = runs.map((run) =>
      (run.pageBytes[i]?.[1] ?? [])
        .map((bytes) => col(typeof bytes === 'number' ? (bytes / 1024).toFixed(1) : bytes))
        .join(''),
    );
    console.log(`${label(page).slice(0, 51).padEnd(52)}${cells.join('')}`);
  });
}

function printRenders(runs: ScaleRun[]): void {
  console.log(`\none uncached render (median of ${RENDERS} in a row): wall ms / server CPU ms`);
  console.log(
    `${'page'.padEnd(52)}${runs.map((r) => r.servers.map((s) => col(`${r.scale}x ${s}`)).join('')).join('')}`,
  );
  (runs[0]?.renders ?? []).forEach(([page], i) => {
    const cells = runs.map((run) =>
      (run.renders[i]?.[1] ?? [])
        .map((render) => col(render ? `${render.wallMs.toFixed(0)} / ${render.cpuMs.toFixed(0)}` : '-'))
        .join(''),
    );
    console.log(`${label(page).slice(0, 51).padEnd(52)}${cells.join('')}`);
  });
}

function printProcesses(runs: ScaleRun[]): void {
  if (!runs.some((run) => run.processRows.length > 0)) return;
  console.log('\npages with several server processes (node:cluster, one port, one database)');
  console.log(
    `${'scale'.padEnd(7)}${'processes'.padEnd(11)}${'page'.padEnd(34)}${col('cached')}${col('uncached')}`,
  );
  for (const run of runs)
    for (const [processes, page, cached, uncached] of run.processRows)
      console.log(
        `${String(run.scale).padEnd(7)}${String(processes).padEnd(11)}${label(page).slice(0, 33).padEnd(34)}` +
          `${cell(cached)}${cell(uncached)}`,
      );
}

function printBursts(runs: ScaleRun[]): void {
  if (!runs.some((run) => run.bursts.length > 0)) return;
  console.log(
    `\nburst: the pages in turn at the normal rate, then ten times that for ${BURST_S} s (50 connections), ` +
      'then back to the normal rate until p99 is too; "cache cleared": content version raised just before the burst',
  );
  console.log(
    `${'scale'.padEnd(7)}${'mode'.padEnd(15)}${'normal req/s'.padStart(13)}${'max cached'.padStart(12)}` +
      `${'normal p99'.padStart(12)}${'burst p50/p99'.padStart(15)}${'burst req/s'.padStart(13)}` +
      `${'errors'.padStart(8)}${'back to normal'.padStart(16)}`,
  );
  for (const run of runs)
    for (const b of run.bursts)
      console.log(
        `${String(run.scale).padEnd(7)}${b.mode.padEnd(15)}${String(b.rate).padStart(13)}` +
          `${(b.maxRate === undefined ? '-' : b.maxRate.toFixed(0)).padStart(12)}` +
          `${`${b.baseline.p99.toFixed(0)} ms`.padStart(12)}` +
          `${`${b.burst.p50.toFixed(0)}/${b.burst.p99.toFixed(0)} ms`.padStart(15)}${b.burst.rps.toFixed(0).padStart(13)}` +
          `${String(b.burst.failed + b.baseline.failed).padStart(8)}` +
          `${(b.recoveredAfterS === undefined ? `> ${RECOVERY_LIMIT_S} s` : `${b.recoveredAfterS} s`).padStart(16)}`,
      );
}

async function ensureWebBuild(): Promise<void> {
  if (fs.existsSync(path.join(repoRoot, 'apps/web/build/server'))) return;
  console.log('building the web app (npm run build) ...');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build: ${code}`))));
  });
}

async function main() {
  await ensureWebBuild();
  console.log(
    `${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; autocannon ${CONNECTIONS} connections, ${DURATION_S} s per row, ` +
      `loopback; load average ${loadAverage()} on ${os.cpus().length} cores`,
  );
  const runs: ScaleRun[] = [];
  for (const scale of scales) {
    runs.push(await runScale(scale));
    console.log(`scale ${scale} done; load average ${os.loadavg()[0]?.toFixed(2)}`);
  }
  console.log('');
  if (!args['burst-only']) {
    printTable(runs);
    printPageBytes(runs);
    printRenders(runs);
  }
  printBursts(runs);
  printProcesses(runs);
  console.log(
    `\ncells: p50/p99 latency in ms, then requests per second; "!n": n answers failed (not 2xx, error or ` +
      `time-out). API calls ${DURATION_S} s each, pages ${PAGE_DURATION_S} s each. The uncached server runs ` +
      `with ${args['uncached-env']}. "1.23c": the server's CPU time per answer in ms (one process; ` +
      `steadier than latency on a busy machine). saveContactUsForm needs a solved captcha and writes an enquiry: not measured.`,
  );
  console.log(`load average at the end: ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
