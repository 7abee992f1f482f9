// npm run test:durability: acknowledged enquiries survive crashes. Starts the real server on a
// fresh data folder, sends valid enquiries from several clients at once, kills the server with
// SIGKILL at a random moment, starts it again on the same data, and counts the enquiries that
// were answered success but are not in the database. Loopback only, bounded in trials and time.
// SQLite in a fresh data folder, or with DATABASE_URL a fresh schema in that PostgreSQL database
// (`bash scripts/with-postgres.sh npm run test:durability`).
//
//   DURABILITY_TRIALS (5)   kills and restarts
//   DURABILITY_CLIENTS (8)  clients sending enquiries at once
//   DURABILITY_PORT         port to use (default: a free one)
//
// Exits 1 when any acknowledged enquiry is missing.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Challenge } from 'altcha-lib';
import { CAPTCHA_TEST_ENV, solve } from './api/captcha-solver.ts';
import { serverDatabase } from './helpers/server-database.ts';
import { freePort, startServer } from './helpers/server-process.ts';
import type { ServerProcess } from './helpers/server-process.ts';

const TRIALS = Number(process.env.DURABILITY_TRIALS ?? 5);
const CLIENTS = Number(process.env.DURABILITY_CLIENTS ?? 8);
/** The kill comes at a random moment this long after the enquiries start. */
const KILL_AFTER_MS: [number, number] = [300, 3_000];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-durability-'));
const database = await serverDatabase(dataDir);
const env = {
  ...database.env,
  PORT: String(process.env.DURABILITY_PORT ?? (await freePort())),
  DATA_DIR: dataDir,
  // The API alone: pages play no part in storing enquiries, and it starts faster.
  WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
  CONTACT_RATE_LIMIT: '10000',
  LOG_LEVEL: 'error',
  ...CAPTCHA_TEST_ENV,
};

/** Each acknowledged enquiry is known by the unique text of its message. */
const acknowledged = new Set<string>();

async function sendEnquiry(origin: string, trial: number): Promise<void> {
  const challenge = (await (await fetch(`${origin}/api/captcha/challenge`)).json()) as Challenge;
  const token = randomUUID();
  const query = new URLSearchParams({
    name: 'Durability',
    email: `t${trial}@example.com`,
    messageContent: `durability ${token}`,
    languages: 'en',
    altcha: await solve(challenge),
  });
  const response = await fetch(`${origin}/api/cmst/index/saveContactUsForm?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { success?: boolean };
  if (response.status === 200 && body.success === true) acknowledged.add(token);
  else throw new Error(`enquiry answered ${response.status}: ${JSON.stringify(body)}`);
}

/** Sends enquiries from CLIENTS clients until the server is gone. */
async function load(server: ServerProcess, trial: number): Promise<number> {
  let refusedOtherwise = 0;
  let gone = false;
  void server.exited.then(() => (gone = true));
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!gone) {
        try {
          await sendEnquiry(server.origin, trial);
        } catch (error) {
          // A request cut by the kill is expected; any other refusal is counted and reported.
          if (!gone && !(error instanceof TypeError)) {
            refusedOtherwise++;
            console.error(`  ${(error as Error).message}`);
          }
        }
      }
    }),
  );
  return refusedOtherwise;
}

async function missingAfterRestart(): Promise<string[]> {
  const rows = await database.rows<{ messageContent: string }>(
    'select "messageContent" from contact_enquiry',
  );
  const stored = new Set(rows.map((row) => row.messageContent.replace(/^durability /, '')));
  return [...acknowledged].filter((token) => !stored.has(token));
}

const started = performance.now();
let server = await startServer(env);
let failures = 0;
try {
  for (let trial = 1; trial <= TRIALS; trial++) {
    const trialStart = performance.now();
    const before = acknowledged.size;
    const killAfter = KILL_AFTER_MS[0] + Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
    const killer = setTimeout(() => server.child.kill('SIGKILL'), killAfter);
    const refused = await load(server, trial);
    clearTimeout(killer);
    await server.exited;
    server = await startServer(env);
    const missing = await missingAfterRestart();
    failures += missing.length + refused;
    console.log(
      `trial ${trial}: killed after ${killAfter.toFixed(0)} ms, ${acknowledged.size - before} acknowledged, ` +
        `restarted, ${missing.length} missing so far` +
        (refused > 0 ? `, ${refused} refused` : '') +
        ` (${((performance.now() - trialStart) / 1000).toFixed(1)} s)`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
}
const missing = await missingAfterRestart();
await database.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  `durability (${database.kind}): ${TRIALS} trials, ${acknowledged.size} acknowledged, ${missing.length} missing ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
if (missing.length > 0 || failures > 0) process.exit(1);
