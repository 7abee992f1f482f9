// npm run bench:backup-load — what visitors feel while a backup runs. The production server on a
// fresh data folder (SQLite) or, with DATABASE_URL, a fresh schema (PostgreSQL), under steady
// traffic: pages at a fixed rate, and enquiries sent one after another with solved captchas.
// Rounds alternate between "without" (no backup) and "with" (`npm run backup` made again and again
// in its own process, as the scheduled and the owners' backups are), and the page and enquiry
// latencies (p50, p99) of each kind of round are reported side by side. Loopback only, bounded in
// time. A benchmark, not a test.
//
//   BENCH_ROUNDS (3)      rounds of each kind, alternating
//   BENCH_DURATION (15)   seconds per round
//   BENCH_PAGE_RATE (20)  page requests per second
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Challenge } from 'altcha-lib';
import { CAPTCHA_TEST_ENV, solve } from '../test/api/captcha-solver.ts';
import { freePort } from '../test/helpers/server-process.ts';
import { freshSchema, loadAverage, measure, repoRoot, startServer, stopServer } from './bench-servers.ts';
import type { Figures } from './bench-servers.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 20);
const PAGES = ['/', '/car/1', '/news/info/1', '/wheels', '/gallery/1', '/about'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-backup-bench-'));
const backupDir = path.join(dataDir, 'archives');
const schema = process.env.DATABASE_URL ? await freshSchema(process.env.DATABASE_URL) : undefined;
const port = await freePort();
const env = {
  DATA_DIR: dataDir,
  ...(schema ? { DATABASE_URL: schema.url } : {}),
  CONTACT_RATE_LIMIT: '10000',
  TRACE_RATE_LIMIT: '10000',
  ...CAPTCHA_TEST_ENV,
};
const origin = `http://127.0.0.1:${port}`;

/** Sends enquiries one after another until `until`; the latency of each, in ms. */
async function enquiries(until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const challenge = (await (await fetch(`${origin}/api/captcha/challenge`)).json()) as Challenge;
    const query = new URLSearchParams({
      name: 'Bench',
      email: 'bench@example.com',
      messageContent: `backup bench ${randomUUID()}`,
      languages: 'en',
      altcha: await solve(challenge),
    });
    const started = performance.now();
    const response = await fetch(`${origin}/api/cmst/index/saveContactUsForm?${query}`, { method: 'POST' });
    const body = (await response.json()) as { success?: boolean };
    if (response.status !== 200 || body.success !== true)
      throw new Error(`enquiry answered ${response.status}: ${JSON.stringify(body)}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

/** Makes backups one after another until `until`; how many were made. */
async function backups(until: number): Promise<number> {
  let made = 0;
  while (Date.now() < until) {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(repoRoot, 'apps/server/src/cli/backup.ts'), '--to', backupDir],
        {
          env: { ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
          stdio: 'ignore',
        },
      );
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`backup exited with ${code}`);
    made += 1;
  }
  return made;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

interface Round {
  pages: Figures;
  enquiries: number[];
  backups: number;
}

const { child } = await startServer(env, port);
const results: Record<'without' | 'with', Round[]> = { without: [], with: [] };
console.log(`database: ${schema ? 'PostgreSQL' : 'SQLite'}; load ${loadAverage()}`);
try {
  // Warm the page cache and the image variants the pages name, as a running site has them.
  await measure(origin, PAGES, { duration: 3, connections: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of ['without', 'with'] as const) {
      const until = Date.now() + DURATION_S * 1000;
      const [pages, sent, made] = await Promise.all([
        measure(origin, PAGES, { duration: DURATION_S, connections: 4, overallRate: PAGE_RATE }, child.pid),
        enquiries(until),
        kind === 'with' ? backups(until) : Promise.resolve(0),
      ]);
      results[kind].push({ pages, enquiries: sent, backups: made });
      console.log(
        `round ${round + 1} ${kind.padEnd(7)} pages p50 ${pages.p50} p99 ${pages.p99} ms (${pages.failed} failed); ` +
          `enquiries ${sent.length} p50 ${percentile(sent, 50).toFixed(0)} p99 ${percentile(sent, 99).toFixed(0)} ms; backups ${made}`,
      );
    }
  }
} finally {
  await stopServer(child);
  await schema?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const median = (values: number[]) => percentile(values, 50);
console.log('\nmedians over the rounds          without    with   with / without');
for (const [label, of] of [
  ['page p50 (ms)', (r: Round) => r.pages.p50],
  ['page p99 (ms)', (r: Round) => r.pages.p99],
  ['enquiry p50 (ms)', (r: Round) => percentile(r.enquiries, 50)],
  ['enquiry p99 (ms)', (r: Round) => percentile(r.enquiries, 99)],
] as const) {
  const without = median(results.without.map(of));
  const withBackup = median(results.with.map(of));
  console.log(
    `${label.padEnd(32)} ${without.toFixed(0).padStart(7)} ${withBackup.toFixed(0).padStart(7)}   ${(withBackup / without).toFixed(2)}`,
  );
}
console.log(`backups made: ${results.with.reduce((sum, r) => sum + r.backups, 0)}; load ${loadAverage()}`);
