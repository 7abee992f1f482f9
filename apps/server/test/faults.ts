// npm run test:faults: the server outlives its database. On PostgreSQL, run through
// `bash scripts/with-postgres.sh npm run test:faults` (which gives POSTGRES_CLUSTER_CTL to stop and
// start the cluster); without DATABASE_URL it runs on SQLite, where the outage is another process
// holding the file's write lock (a backup, another server's migration). With the web app built.
// Under light traffic (pages, API calls, enquiries with solved captchas):
//
//   (a) the server's database sessions are terminated (PostgreSQL);
//   (b) the outage lasts FAULT_OUTAGE_S seconds (20) and ends;
//   (c) the server is started during an outage, which then ends;
//   (d) the server is killed with SIGKILL during an outage, with enquiries in its journal, started
//       again while it goes on, then the outage ends.
//
// Asserts: the process never exits on its own; nothing answers 500; enquiries sent during an
// outage are acknowledged (journalled); every acknowledged enquiry is in the database exactly once
// afterwards; /readyz answers 200 within 5 s of the database's return. On PostgreSQL, pages cached
// before an outage answer 200 during it (marked `x-cache: stale`), uncached pages and API calls
// answer 503 with Retry-After, and /readyz 503. On SQLite, reads go on during the lock (pages, API
// calls, /readyz 200); a server started under it answers 503 until it can migrate. Prints the
// counts per fault.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Challenge } from 'altcha-lib';
import { CAPTCHA_TEST_ENV, solve } from './api/captcha-solver.ts';
import { serverDatabase } from './helpers/server-database.ts';
import { freePort, startServer } from './helpers/server-process.ts';
import type { ServerProcess } from './helpers/server-process.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const clusterCtl = process.env.POSTGRES_CLUSTER_CTL;
if (onPostgres && !clusterCtl) {
  console.error('test:faults on PostgreSQL: bash scripts/with-postgres.sh npm run test:faults');
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
  // A write that meets the lock of (b) gives up soon and goes to the journal.
  SQLITE_LOCK_WAIT_MS: '1000',
  ...CAPTCHA_TEST_ENV,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database going away and coming back: the cluster stopped, or the SQLite file locked. */
interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
  readonly on: boolean;
}

function clusterOutage(ctl: string): Outage {
  let on = false;
  const cluster = (action: 'stop' | 'start') => {
    execFileSync(ctl, [action], { stdio: 'inherit' });
    on = action === 'stop';
  };
  return {
    begin: async () => cluster('stop'),
    end: async () => cluster('start'),
    get on() {
      return on;
    },
  };
}

function writeLockOutage(file: string): Outage {
  let holder: ChildProcess | undefined;
  return {
    async begin() {
      const child = spawn(process.execPath, [lockHolderScript, file, String(10 * 60_000)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      holder = child;
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('locked')) resolve();
        });
        child.once('exit', () => reject(new Error('the lock holder ended before locking')));
      });
    },
    async end() {
      const child = holder;
      holder = undefined;
      if (!child) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    get on() {
      return holder !== undefined;
    },
  };
}

const lockHolderScript = path.join(import.meta.dirname, 'helpers', 'write-lock-holder.ts');
const outage: Outage = onPostgres
  ? clusterOutage(clusterCtl!)
  : writeLockOutage(path.join(dataDir, 'site.db'));

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
  if (onPostgres) {
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
  } else {
    console.log('(a) sessions terminated: PostgreSQL only');
  }

  // --- (b) the database goes away for a while and comes back --------------------------------------
  {
    await warm(origin);
    const tally = newTally();
    await outage.begin();
    const stop = traffic(origin, tally);
    await pause(1_000);
    assert.equal(await status(`${origin}/healthz`), 200, '(b) /healthz during the outage');
    if (onPostgres) {
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
    } else {
      // Another process's write lock holds writes back, never reads.
      assert.equal(await status(`${origin}/readyz`), 200, '(b) /readyz during the lock');
      const uncached = await fetch(`${origin}/news/info/1?l=en&fresh=${randomUUID()}`);
      assert.equal(uncached.status, 200, '(b) an uncached page during the lock');
      const call = await fetch(`${origin}/api/cmst/index/getNewsDetail?id=2`);
      assert.equal(call.status, 200, '(b) an API call during the lock');
    }
    await pause(Math.max(0, OUTAGE_MS - 2_000));
    await stop();
    const tallyAfter = newTally();
    const stopAfter = traffic(origin, tallyAfter, { cachedOnly: true });
    await outage.end();
    const ready = await msUntilReady(origin, RECOVERY_BUDGET_MS);
    await stopAfter();
    report(onPostgres ? '(b) cluster stopped' : '(b) write lock held', tally, {
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

  // --- (c) the server starts during an outage ----------------------------------------------------
  {
    const first = server;
    server = undefined; // stopped on purpose
    first.child.kill('SIGTERM');
    await first.exited;
    await outage.begin();
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
    await outage.end();
    const ready = await msUntilReady(started.origin, RECOVERY_BUDGET_MS);
    console.log(`(c) started during the outage: ready ${ready} ms after it ended`);
    assert.equal(await status(`${started.origin}/`), 200, '(c) the home page once ready');
  }

  // --- (d) kill -9 during an outage, with enquiries in the journal ---------------------------------
  {
    const running = server!;
    const tally = newTally();
    await outage.begin();
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
    await outage.end();
    const ready = await msUntilReady(server.origin, RECOVERY_BUDGET_MS);
    console.log(
      `(d) ${tally.enquiriesAcknowledged} journalled, killed, restarted: ready ${ready} ms after the outage ended; ` +
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
  if (outage.on) await outage.end();
  await database.drop().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
