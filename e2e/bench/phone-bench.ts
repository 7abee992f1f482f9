// `npm run bench:phone`: how fast the public pages feel on a phone. Every public route in both
// languages is loaded in headless Chromium as a 390 x 844 touch phone on Slow 4G with a four times
// slower CPU, each load in a new browser context (cold cache), and measured from navigation start:
// first contentful paint, largest contentful paint, when the page is live (hydrated, <html> has
// data-shell-ready), the delay of a tap made at the first LCP entry, and the layout shift.
// Prints the medians per page against the goals, and writes every load with --json.
//
// Usage: npm run bench:phone -- [--loads 5] [--routes /,/car/1] [--langs zh,en] [--json FILE]
//                               [--url http://127.0.0.1:3300 | --compare-with DIR]
// Without --url it starts this checkout's production server (after `npm run build`) on a free port
// in 3300-3399 with a fresh database. --compare-with DIR starts DIR's server too (a built checkout
// with its own node_modules) and alternates loads between the two, A B A B, so that a busy machine
// slows both alike; the table then shows both medians and their ratio.
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { launchOptions } from '../chromium-launch.ts';
import { inLanguage } from '../tests/site/routes-public.ts';
import type { Lang } from '../tests/site/routes-public.ts';
import { CPU_SLOWDOWN, NETWORK, PHONE, measureLoad, warmUp } from './phone-bench/load-page.ts';
import type { LoadResult } from './phone-bench/load-page.ts';
import type { TapSpot } from './phone-bench/page-probe.ts';
import { USAGE, readOptions } from './phone-bench/options.ts';
import type { BenchOptions } from './phone-bench/options.ts';
import { compareTable, failureLines, singleTable, writeJson } from './phone-bench/report.ts';
import type { PageLoads, Side } from './phone-bench/report.ts';
import { hasWebBuild, startServer, stopAllServers, stopOnSignals } from './phone-bench/servers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Target {
  side: Side;
  /** The checkout, or the address given with --url. */
  source: string;
  origin: string;
}

/** The sites to measure: --url as is, or this checkout's server and, to compare, DIR's. */
async function startTargets(options: BenchOptions): Promise<Target[]> {
  if (options.url) return [{ side: 'A', source: options.url, origin: options.url }];
  const roots = [ROOT, ...(options.compareWith ? [options.compareWith] : [])];
  const unbuilt = roots.filter((root) => !hasWebBuild(root));
  if (unbuilt.length > 0) {
    throw new Error(
      `no production build in ${unbuilt.join(' and ')}/apps/web/build: run "npm run build" there`,
    );
  }
  // Started together: each copies the demo photographs and seeds its own database.
  const servers = await Promise.all(roots.map((root) => startServer(root)));
  return servers.map((server, index) => ({
    side: index === 0 ? 'A' : 'B',
    source: roots[index]!,
    origin: server.origin,
  }));
}

/** A load's figures on one line of progress (stderr), so that a long run shows it is moving. */
function progress(label: string, load: LoadResult): string {
  const ms = (value: number | null) => (value === null ? 'n/a' : value.toFixed(0));
  const tap = `tap ${ms(load.tapAt)}+${ms(load.tapDelay)} on ${load.tapTarget ?? 'n/a'}`;
  const figures = `FCP ${ms(load.fcp)}  LCP ${ms(load.lcp)}  live ${ms(load.live)}  ${tap}  CLS ${load.cls.toFixed(3)}`;
  const end = load.failure === null ? `(${(load.wallMs / 1000).toFixed(1)} s)` : `FAILED: ${load.failure}`;
  return `  ${label}  ${figures}  ${end}\n`;
}

/** All loads of one page: a warm-up on each site, then the measured loads alternating A, B, A, B. */
async function measurePage(
  browser: Browser,
  targets: Target[],
  route: string,
  lang: Lang,
  { loads, tap }: Pick<BenchOptions, 'loads' | 'tap'>,
) {
  const page: PageLoads = { route, lang, loads: {} };
  const address = inLanguage(route, lang);
  const spots = new Map<Side, TapSpot | null>();
  for (const target of targets) {
    const spot = await warmUp(browser, target.origin + address).catch((error: Error) => {
      process.stderr.write(
        `  warm-up of ${target.side} ${address} failed: ${error.message.split('\n')[0]}\n`,
      );
      return null;
    });
    spots.set(target.side, spot);
    page.loads[target.side] = [];
  }
  for (let round = 1; round <= loads; round += 1) {
    for (const target of targets) {
      const spot = tap ? (spots.get(target.side) ?? null) : 'no tap';
      const load = await measureLoad(browser, target.origin + address, spot);
      page.loads[target.side]!.push(load);
      const side = targets.length > 1 ? ` ${target.side}` : '';
      process.stderr.write(progress(`${address}${side} ${round}/${loads}`, load));
    }
  }
  return page;
}

/** The run's conditions, printed above the table and kept in the JSON. */
function settingsOf(options: BenchOptions, targets: Target[]) {
  return {
    date: new Date().toISOString(),
    phone: { ...PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, userAgent: PHONE.userAgent },
    network: { latencyMs: NETWORK.latency, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 },
    cpuSlowdown: CPU_SLOWDOWN,
    loadsPerPage: options.loads,
    tap: options.tap ? 'at the first LCP entry' : 'none',
    sides: Object.fromEntries(targets.map((target) => [target.side, target.source])),
  };
}

/**
 * A warning when pages arrived faster than Slow 4G allows (all of a page's bytes over the time its
 * last one arrived): the browser did not apply the throttling.
 */
function throttlingWarning(pages: PageLoads[]): string | null {
  const loads = pages.flatMap((page) => Object.values(page.loads).flat());
  const rates = loads.filter((load) => load.lastByte > 0).map((load) => load.bytes / (load.lastByte / 1000));
  const fastest = Math.max(0, ...rates);
  return fastest > NETWORK.downloadThroughput * 1.1
    ? `WARNING: a page arrived at ${((fastest * 8) / 1e6).toFixed(1)} Mbit/s, faster than Slow 4G: the network was not throttled.`
    : null;
}

/** The options, or the usage and exit code 2 when they are wrong. */
function optionsOrUsage(): BenchOptions {
  try {
    return readOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const options = optionsOrUsage();
  let browser: Browser | undefined;
  // Ctrl-C: the browser closed and the servers stopped (with their data folders) before exiting.
  stopOnSignals(async () => {
    await browser?.close();
  });
  const started = performance.now();
  try {
    const targets = await startTargets(options);
    for (const target of targets)
      process.stderr.write(`${target.side}: ${target.source} at ${target.origin}\n`);
    browser = await chromium.launch({ ...launchOptions, handleSIGINT: false, handleSIGTERM: false });
    const pages: PageLoads[] = [];
    for (const route of options.routes) {
      for (const lang of options.langs) {
        pages.push(await measurePage(browser, targets, route.path, lang, options));
      }
    }
    const settings = settingsOf(options, targets);
    console.log(
      `Phone ${PHONE.viewport?.width}x${PHONE.viewport?.height} @${PHONE.deviceScaleFactor}x, Slow 4G (${NETWORK.latency} ms, 1.6 Mbit/s down, 750 kbit/s up), CPU ${CPU_SLOWDOWN}x slower; ${options.loads} cold load(s) per page, times in ms from navigation start.`,
    );
    for (const target of targets) console.log(`${target.side}: ${target.source}`);
    console.log(targets.length > 1 ? compareTable(pages) : singleTable(pages));
    for (const line of [...failureLines(pages), throttlingWarning(pages)]) if (line) console.log(line);
    console.log(`${((performance.now() - started) / 60_000).toFixed(1)} min in all.`);
    if (options.json) {
      writeJson(options.json, settings, pages);
      console.log(`Every load's readings: ${options.json}`);
    }
    if (failureLines(pages).length > 0) process.exitCode = 1;
  } finally {
    await browser?.close();
    await stopAllServers();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
