// `npm run lighthouse`: Lighthouse (mobile, its default) on every public route in both languages,
// against the production build served by a server this script starts on a free loopback port
// with a fresh seeded database. Prints one row per route and language: SEO, accessibility and
// best practices (each must be 100), performance and its metrics, the performance of the same page
// with its script files blocked (what its JavaScript costs the first paint), then what cost points.
// Exits 1 when one of the three is below 100. Decision 0016 says why this runs before a release
// rather than in every CI run. CHROME_PATH picks the browser (default: Debian's Chromium).
// Scores on a busy machine vary from run to run: LIGHTHOUSE_RUNS=3 measures each page (and its
// script-less twin right after it) three times and reports the medians. LIGHTHOUSE_ROUTES
// (comma-separated paths) measures only those routes, LIGHTHOUSE_PORT fixes the server's port,
// LIGHTHOUSE_JSON_DIR keeps every report for a closer look at its audits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, spawnServer } from '../tests/site/own-server.ts';
import { LANGS, PUBLIC_ROUTES, inLanguage } from '../tests/site/routes-public.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['seo', 'accessibility', 'best-practices', 'performance'] as const;
const MUST_BE_FULL = ['seo', 'accessibility', 'best-practices'] as const;

async function waitForServer(origin: string, exited: () => boolean): Promise<void> {
  // A machine's first start renders the demo's photographs (minutes; later starts copy them).
  const deadline = Date.now() + 900_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server stopped before it answered');
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${origin} within 15 min`);
}

interface Row {
  route: string;
  lang: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Performance of the same page with its script files blocked. */
  noScript: number;
  /** Audits of the three full-score categories that did not pass. */
  lost: string[];
  /** Why a measurement is missing, when one is. */
  note: string;
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? '1') || 1);
const ONLY_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',').filter((route) => route !== '');
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;

/** The middle value (of an odd count; the upper middle of an even one), NaN left out. */
function median(values: number[]): number {
  const known = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return known.length === 0 ? Number.NaN : (known[Math.floor(known.length / 2)] ?? Number.NaN);
}

/** The site's own script files, blocked to measure a page without them. */
const SCRIPT_FILES = ['*/assets/*.js'];

async function audit(url: string, port: number, withScripts = true) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: withScripts ? [...CATEGORIES] : ['performance'],
    blockedUrlPatterns: withScripts ? [] : SCRIPT_FILES,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/**
 * A measurement with a performance score. Under load Lighthouse sometimes measures no paint, or
 * records a trace without its navigation start (NO_NAVSTART, "run again"): such a page is measured
 * once more before it is reported.
 */
async function measure(url: string, port: number, withScripts = true) {
  const lhr = await audit(url, port, withScripts);
  return typeof lhr.categories.performance?.score === 'number' ? lhr : audit(url, port, withScripts);
}

/** A number for the table: "n/a" where Lighthouse could not measure it. */
function cell(value: number, digits = 0): string {
  return Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
}

function pad(text: string | number, width: number): string {
  return String(text).padEnd(width);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/build/server/index.js'))) {
    throw new Error('no production build: run "npm run build" first (npm run lighthouse does)');
  }
  const port = process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-lighthouse-'));
  const server = spawnServer(port, dataDir, {
    // Lighthouse loads each page several times, from one address.
    env: { TRACE_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let serverExited = false;
  server.once('exit', () => {
    serverExited = true;
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Row[] = [];
  try {
    await waitForServer(origin, () => serverExited);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const routes = ONLY_ROUTES
      ? PUBLIC_ROUTES.filter((route) => ONLY_ROUTES.includes(route.path))
      : PUBLIC_ROUTES;
    if (JSON_DIR) fs.mkdirSync(JSON_DIR, { recursive: true });
    for (const route of routes) {
      for (const lang of LANGS) {
        const url = `${origin}${inLanguage(route.path, lang)}`;
        const runs: Row[] = [];
        // The server's page cache is filled first, so that the page and its script-less twin are
        // both answered from it rather than the first of them paying for the render.
        await fetch(url);
        for (let run = 0; run < RUNS; run++) {
          const lhr = await measure(url, chrome.port);
          // The page without its scripts right after it, so that both meet the same load.
          const bare = await measure(url, chrome.port, false);
          if (JSON_DIR) {
            const name = `${route.path.replaceAll('/', '_') || '_'}-${lang}-${run}`;
            fs.writeFileSync(path.join(JSON_DIR, `${name}.json`), JSON.stringify(lhr));
            fs.writeFileSync(path.join(JSON_DIR, `${name}-noscript.json`), JSON.stringify(bare));
          }
          const score = (id: string) => {
            const value = lhr.categories[id]?.score;
            return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
          };
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const noScript = bare.categories.performance?.score;
          runs.push({
            route: route.path,
            lang,
            scores: {
              seo: score('seo'),
              accessibility: score('accessibility'),
              'best-practices': score('best-practices'),
              performance: score('performance'),
            },
            fcp: metric('first-contentful-paint'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            noScript: typeof noScript === 'number' ? Math.round(noScript * 100) : Number.NaN,
            lost: MUST_BE_FULL.flatMap((id) =>
              (lhr.categories[id]?.auditRefs ?? [])
                .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
                .map((ref) => `${id}/${ref.id}`),
            ),
            note: lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage ?? '',
          });
        }
        const middle = (pick: (row: Row) => number) => median(runs.map(pick));
        rows.push({
          route: route.path,
          lang,
          scores: {
            seo: middle((row) => row.scores.seo),
            accessibility: middle((row) => row.scores.accessibility),
            'best-practices': middle((row) => row.scores['best-practices']),
            performance: middle((row) => row.scores.performance),
          },
          fcp: middle((row) => row.fcp),
          lcp: middle((row) => row.lcp),
          tbt: middle((row) => row.tbt),
          cls: middle((row) => row.cls),
          noScript: middle((row) => row.noScript),
          lost: [...new Set(runs.flatMap((row) => row.lost))],
          note: [...new Set(runs.map((row) => row.note).filter((note) => note !== ''))].join('; '),
        });
        process.stderr.write(`  ${route.path} (${lang}) done\n`);
      }
    }
  } finally {
    if (chrome) chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => (serverExited ? resolve(undefined) : server.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const header = `${pad('route', 22)}${pad('lang', 5)}${pad('SEO', 5)}${pad('A11y', 6)}${pad('BP', 5)}${pad('Perf', 6)}${pad('FCP ms', 8)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}${pad('CLS', 7)}no-JS Perf`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    const { scores } = row;
    console.log(
      `${pad(row.route, 22)}${pad(row.lang, 5)}${pad(cell(scores.seo), 5)}${pad(cell(scores.accessibility), 6)}${pad(cell(scores['best-practices']), 5)}${pad(cell(scores.performance), 6)}${pad(cell(row.fcp), 8)}${pad(cell(row.lcp), 8)}${pad(cell(row.tbt), 8)}${pad(cell(row.cls, 3), 7)}${cell(row.noScript)}${row.note ? `  (${row.note})` : ''}`,
    );
  }
  const failing = rows.filter((row) => MUST_BE_FULL.some((id) => !(row.scores[id] >= 100)));
  for (const row of failing) console.log(`${row.route} (${row.lang}): ${row.lost.join(', ')}`);
  console.log(
    failing.length === 0
      ? `SEO, accessibility and best practices at 100 on all ${rows.length} pages.`
      : `${failing.length} of ${rows.length} pages below 100 in SEO, accessibility or best practices.`,
  );
  // The speed goal: 99 or more, and never more than a point under the page without its scripts.
  const fast = rows.filter((row) => row.scores.performance >= 99).length;
  const level = rows.filter((row) => row.scores.performance >= row.noScript - 1).length;
  console.log(
    `Performance at 99 or more on ${fast} of ${rows.length} pages; within 1 point of the page without its scripts on ${level} of ${rows.length}.`,
  );
  process.exitCode = failing.length === 0 ? 0 : 1;
}

await main();
