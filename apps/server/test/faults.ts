// npm run test:faults: the server outlives its database. On PostgreSQL, run through
// `bash scripts/with-postgres.sh npm run test:faults` (which gives POSTGRES_CLUSTER_CTL to stop and
// start the cluster), with the web app built. Under light traffic (pages, API calls, enquiries with
// solved captchas):
//
//   (a) the server's database sessions are terminated;
//   (b) the cluster is stopped for FAULT_OUTAGE_S seconds (20) and started again;
//   (c) the server is started while the cluster is down, then the cluster is started;
//   (d) the server is killed with SIGKILL during an outage, with enquiries in its journal, started
//       again while the cluster is still down, then the cluster is started.
//
// Asserts: the process never exits on its own; pages cached before an outage answer 200 during it
// (marked `x-cache: stale`); nothing answers 500; uncached pages and API calls answer 503 with
// Retry-After; /readyz answers 503 during the outage and 200 within 5 s of the database's return;
// enquiries sent during an outage are acknowledged (journalled); every acknowledged enquiry is in
// the database exactly once afterwards. Prints the counts per fault.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Challenge } from 'altcha-lib';
import { CAPTCHA_TEST_ENV, solve } from './api/captcha-solver.ts';
import { serverDatabase } from './helpers/server-database.ts';
import { freePort, startServer } from './helpers/server-process.ts';
import type { ServerProcess } from './helpers/server-process.ts';

const clusterCtl = process.env.POSTGRES_CLUSTER_CTL;
if (!process.env.DATABASE_URL || !clusterCtl) {
  console.error('test:faults runs on PostgreSQL: bash scripts/with-postgres.sh npm run test:faults');
  process.exit(2);
}
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_S ?? 20) * 1000;
/** The bound: ready again within this long of the database's return. */
const RECOVERY_BUDGET_MS = 5_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-faults-'));
const database = await serverDatabase(dataDir);
const env: Record<string, string> = {
  ...database.env,
  PORT: String(await freePort()),
  DATA_DIR: dataDir,
  CONTACT_RATE_LIMIT: '10000',
  LOG_LEVEL: 'error',
  ...CAPTCHA_TEST_ENV,
};

let clusterRunning = true;
const cluster = (action: 'stop' | 'start') => {
  execFileSync(clusterCtl, [action], { stdio: 'inherit' });
  clusterRunning = action === 'start';
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers by kind during one fault. */
interface Tally {
  cachedOk: number;
  cachedOther: number;
  unavailable: number;
  serverErrors: string[];
  networkErrors: number;
  enquiriesAcknowledged: number;
  enquiriesRefused: number;
}
const newTally = (): Tally => ({
  cachedOk: 0,
  cachedOther: 0,
  unavailable: 0,
  serverErrors: [],
  networkErrors: 0,
  enquiriesAcknowledged: 0,
  enquiriesRefused: 0,
});

/** Each acknowledged enquiry is known by the unique text of its message. */
const acknowledged: string[] = [];
/** Pages and calls visited before each outage, so the server holds them. */
const CACHED = ['/', '/?l=en', '/news', '/api/cmst/index/getBrandList', '/api/cmst/index/getMenuData'];

/** A GET, sent again once when the connection failed (a kept-alive socket closed under it). */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

async function request(url: string, tally: Tally, cached: boolean): Promise<void> {
  try {
    const response = await get(url);
    await response.arrayBuffer();
    if (response.status >= 500 && response.status !== 503) {
      tally.serverErrors.push(`${response.status} ${url}`);
    } else if (cached) {
      if (response.status === 200) tally.cachedOk++;
      else tally.cachedOther++;
    } else if (response.status === 503) {
      assert.ok(response.headers.get('retry-after'), `503 without Retry-After: ${url}`);
      tally.unavailable++;
    }
  } catch {
    tally.networkErrors++;
  }
}

async function sendEnquiry(origin: string, tally: Tally): Promise<void> {
  try {
    const challengeAnswer = await fetch(`${origin}/api/captcha/challenge`);
    if (challengeAnswer.status !== 200) {
      if (challengeAnswer.status !== 503) tally.serverErrors.push(`challenge ${challengeAnswer.status}`);
      tally.enquiriesRefused++;
      return;
    }
    const token = randomUUID();
    const query = new URLSearchParams({
      name: 'Faults',
      email: 'faults@example.com',
      messageContent: `fault ${token}`,
      languages: 'en',
      altcha: await solve((await challengeAnswer.json()) as Challenge),
    });
    const response = await fetch(`${origin}/api/cmst/index/saveContactUsForm?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    const body = (await response.json()) as { success?: boolean };
    if (response.status === 200 && body.success === true) {
      acknowledged.push(token);
      tally.enquiriesAcknowledged++;
    } else {
      if (response.status !== 503) tally.serverErrors.push(`enquiry ${response.status}`);
      tally.enquiriesRefused++;
    }
  } catch {
    tally.networkErrors++;
  }
}

/** Light traffic until `stop` is set: cached pages and calls, uncached car pages, enquiries. */
function traffic(origin: string, tally: Tally, { cachedOnly = false } = {}) {
  let stopped = false;
  let car = 1;
  const loops = [
    (async () => {
      while (!stopped) {
        for (const url of CACHED) await request(`${origin}${url}`, tally, true);
        await pause(100);
      }
    })(),
    (async () => {
      while (!stopped && !cachedOnly) {
        // A different car each time: never in the page cache before.
        await request(`${origin}/car/${(car++ % 40) + 1}?v=${randomUUID()}`, tally, false);
        await pause(150);
      }
    })(),
    (async () => {
      while (!stopped) {
        await sendEnquiry(origin, tally);
        await pause(200);
      }
    })(),
  ];
  return async () => {
    stopped = true;
    await Promise.all(loops);
  };
}

async function warm(origin: string) {
  for (const url of CACHED) assert.equal((await fetch(`${origin}${url}`)).status, 200, url);
}

/** Milliseconds until /readyz answers 200 (fails past `withinMs`). */
async function msUntilReady(origin: string, withinMs: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${origin}/readyz`)).status === 200) return Math.round(performance.now() - start);
    } catch {
      // counted below
    }
    if (performance.now() - start > withinMs) throw new Error(`not ready within ${withinMs} ms`);
    await pause(100);
  }
}

async function status(url: string): Promise<number> {
  return (await fetch(url)).status;
}

function report(name: string, tally: Tally, extra: Record<string, unknown>) {
  console.log(`${name}: ${JSON.stringify({ ...tally, serverErrors: tally.serverErrors.length, ...extra })}`);
  assert.deepEqual(tally.serverErrors, [], `${name}: answers of 5xx other than 503`);
  assert.equal(tally.networkErrors, 0, `${name}: requests the server did not answer`);
  assert.equal(tally.cachedOther, 0, `${name}: cached pages or calls not answered 200`);
}

/** Seconds until every acknowledged enquiry is in the database (fails past `withinMs`). */
async function storedWithin(withinMs: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    const rows = await database.rows<{ message: string }>(
      `select "messageContent" as message from contact_enquiry where "messageContent" like 'fault %'`,
    );
    const stored = new Set(rows.map((row) => row.message.slice(6)));
    if (acknowledged.every((token) => stored.has(token)))
      return Math.round((performance.now() - start) / 100) / 10;
    if (performance.now() - start > withinMs) {
      throw new Error(
        `${acknowledged.filter((token) => !stored.has(token)).length} acknowledged enquiries not stored`,
      );
    }
    await pause(200);
  }
}

let server: ServerProcess | undefined;
let exitedOnItsOwn = false;
const watch = (process: ServerProcess) =>
  void process.exited.then(() => {
    if (server === process) exitedOnItsOwn = true;
  });

try {
  // --- (a) the server's sessions are terminated ------------------------------------------------
  server = await startServer(env, 600_000);
  watch(server);
  const { origin } = server;
  await warm(origin);
  {
    const tally = newTally();
    const stop = traffic(origin, tally);
    await pause(1_000);
    const application = new URL(env.DATABASE_URL!).searchParams.get('application_name');
    await database.rows(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${application}'`,
    );
    await pause(3_000);
    await stop();
    const ready = await msUntilReady(origin, RECOVERY_BUDGET_MS);
    report('(a) sessions terminated', tally, { msToReady: ready, exited: exitedOnItsOwn });
    assert.equal(exitedOnItsOwn, false, '(a) the server exited');
    assert.equal(await status(`${origin}/car/3?after=a`), 200, '(a) a page after the fault');
  }

  // --- (b) the cluster stops for a while and starts again -------------------------------------------
  {
    await warm(origin);
    const tally = newTally();
    cluster('stop');
    const stop = traffic(origin, tally);
    await pause(1_000);
    assert.equal(await status(`${origin}/healthz`), 200, '(b) /healthz during the outage');
    assert.equal(await status(`${origin}/readyz`), 503, '(b) /readyz during the outage');
    const stale = await fetch(`${origin}/`);
    assert.equal(stale.status, 200, '(b) a cached page during the outage');
    assert.equal(stale.headers.get('x-cache'), 'stale', '(b) a cached page says it may be old');
    const uncached = await fetch(`${origin}/news/info/1?l=en&fresh=${randomUUID()}`);
    assert.equal(uncached.status, 503, '(b) an uncached page during the outage');
    assert.match(await uncached.text(), /briefly unavailable/, '(b) the unavailable page in English');
    const call = await fetch(`${origin}/api/cmst/index/getNewsDetail?id=2`);
    assert.equal(call.status, 503, '(b) an uncached API call during the outage');
    assert.equal(((await call.json()) as { success: boolean }).success, false, '(b) the envelope');
    // The admin is told what is away, for its banner.
    const admin = await fetch(`${origin}/api/admin/enquiries`, {
      headers: { cookie: 'refit_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    assert.equal(admin.status, 503, '(b) an admin call during the outage');
    assert.equal(
      admin.headers.get('x-unavailable'),
      'database',
      '(b) the admin is told the database is away',
    );
    await pause(Math.max(0, OUTAGE_MS - 2_000));
    await stop();
    const tallyAfter = newTally();
    const stopAfter = traffic(origin, tallyAfter, { cachedOnly: true });
    cluster('start');
    const ready = await msUntilReady(origin, RECOVERY_BUDGET_MS);
    await stopAfter();
    report('(b) cluster stopped', tally, {
      outageS: OUTAGE_MS / 1000,
      msToReady: ready,
      exited: exitedOnItsOwn,
    });
    assert.equal(exitedOnItsOwn, false, '(b) the server exited');
    assert.ok(tally.cachedOk > 0, '(b) cached pages were served during the outage');
    assert.ok(tally.enquiriesAcknowledged > 0, '(b) enquiries were received during the outage');
    assert.equal(tally.enquiriesRefused, 0, '(b) enquiries refused during the outage');
    console.log(
      `(b) acknowledged enquiries in the database: ${await storedWithin(10_000)} s after the return`,
    );
    assert.equal(await status(`${origin}/car/5?after=b`), 200, '(b) a page after the outage');
  }

  // --- (c) the server starts while the cluster is down ----------------------------------------------
  {
    const first = server;
    server = undefined; // stopped on purpose
    first.child.kill('SIGTERM');
    await first.exited;
    cluster('stop');
    server = await startServer(env, 60_000, 'listening');
    watch(server);
    const started = server;
    assert.equal(await status(`${started.origin}/readyz`), 503, '(c) /readyz before the database');
    const page = await fetch(`${started.origin}/`);
    assert.equal(page.status, 503, '(c) a page before the database');
    assert.ok(page.headers.get('retry-after'), '(c) Retry-After');
    assert.match(await page.text(), /页面暂时无法打开/, '(c) the unavailable page in Chinese');
    assert.equal(
      await status(`${started.origin}/api/cmst/index/getBrandList`),
      503,
      '(c) an API call before the database',
    );
    await pause(5_000);
    assert.equal(exitedOnItsOwn, false, '(c) the server exited while the database was down');
    cluster('start');
    const ready = await msUntilReady(started.origin, RECOVERY_BUDGET_MS);
    console.log(`(c) started with the cluster down: ready ${ready} ms after the cluster started`);
    assert.equal(await status(`${started.origin}/`), 200, '(c) the home page once ready');
  }

  // --- (d) kill -9 during an outage, with enquiries in the journal ---------------------------------
  {
    const running = server!;
    const tally = newTally();
    cluster('stop');
    const stop = traffic(running.origin, tally, { cachedOnly: true });
    await pause(3_000);
    await stop();
    assert.ok(tally.enquiriesAcknowledged > 0, '(d) enquiries journalled before the kill');
    server = undefined; // killed on purpose
    running.child.kill('SIGKILL');
    await running.exited;
    server = await startServer(env, 60_000, 'listening');
    watch(server);
    await pause(2_000);
    cluster('start');
    const ready = await msUntilReady(server.origin, RECOVERY_BUDGET_MS);
    console.log(
      `(d) ${tally.enquiriesAcknowledged} journalled, killed, restarted: ready ${ready} ms after the cluster started; ` +
        `in the database ${await storedWithin(10_000)} s after`,
    );
  }

  // --- every acknowledged enquiry, exactly once ---------------------------------------------------------
  const rows = await database.rows<{ message: string }>(
    `select "messageContent" as message from contact_enquiry where "messageContent" like 'fault %'`,
  );
  const stored = new Map<string, number>();
  for (const { message } of rows) stored.set(message.slice(6), (stored.get(message.slice(6)) ?? 0) + 1);
  const missing = acknowledged.filter((token) => !stored.has(token));
  const doubled = [...stored.values()].filter((count) => count > 1).length;
  console.log(
    `enquiries: ${acknowledged.length} acknowledged, ${missing.length} missing, ${doubled} stored twice`,
  );
  assert.deepEqual(missing, [], 'acknowledged enquiries missing from the database');
  assert.equal(doubled, 0, 'enquiries stored twice');
  console.log('faults: the server outlived every fault');
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (!clusterRunning) cluster('start');
  await database.drop().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
