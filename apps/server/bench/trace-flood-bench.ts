// npm run bench:trace-flood [-- --amount 10000 --flood-connections 20 --connections 10 --quiet 3]
//                           [--compare-with DIR] [--variant NAME=VALUE ...] [--rounds 1] [--port 3474]
// What a userTrace flood from one address costs everyone else: GET getRefitCarInfo is measured
// quiet, then again while another process sends --amount visit events as fast as --flood-connections
// connections allow; the GET figures of the flood cover exactly the time the flood ran. Reports the
// latency ratio (flood / quiet), the flood's answers and the rows it added. With --compare-with, the
// server of another checkout (an earlier version) is measured the same way in the same run, before
// this one; each --variant runs this checkout once more with that setting. Loopback only, bounded in count and time. Latencies are taken per response (autocannon's
// own percentiles are whole milliseconds).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/connect.ts';
import { countRows } from '../test/helpers/count-rows.ts';
import { HOST, cpuMs, freshSchema, loadAverage, repoRoot, startServer, stopServer } from './bench-servers.ts';

const { values: args } = parseArgs({
  options: {
    amount: { type: 'string', default: '10000' },
    'flood-connections': { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    /** Seconds of quiet GETs before each flood. */
    quiet: { type: 'string', default: '3' },
    'compare-with': { type: 'string' },
    /** Settings (NAME=VALUE) of an extra run of this checkout, e.g. RATE_LIMIT_REFUSAL_DELAY_MS=0. */
    variant: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '1' },
    port: { type: 'string', default: '3474' },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'perf-trace-flood') },
  },
});

const AMOUNT = Math.min(100_000, Math.max(100, Number(args.amount)));
const FLOOD_CONNECTIONS = Math.min(100, Math.max(1, Number(args['flood-connections'])));
const CONNECTIONS = Math.min(100, Math.max(1, Number(args.connections)));
const QUIET_S = Math.min(30, Math.max(1, Number(args.quiet)));
const ROUNDS = Math.min(5, Math.max(1, Number(args.rounds)));
const PORT = Number(args.port);
const DATABASE_URL = process.env.DATABASE_URL;
const GET_PATH = '/api/cmst/index/getRefitCarInfo?carId=1';
const TRACE_PATH = '/api/cmst/index/userTrace?browseType=pro&relatedId=1&deviceType=PC&languages=cn';

interface Latencies {
  p50: number;
  p99: number;
  max: number;
  rps: number;
  count: number;
  failed: number;
}

function summarise(times: number[], seconds: number, failed: number): Latencies {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    p50: at(0.5),
    p99: at(0.99),
    max: times.at(-1) ?? 0,
    rps: times.length / seconds,
    count: times.length,
    failed,
  };
}

/** GETs on CONNECTIONS connections until `until` settles (or for `seconds`), timing each answer. */
async function getLoad(base: string, until: Promise<unknown> | number): Promise<Latencies> {
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url: `${base}${GET_PATH}`,
      connections: CONNECTIONS,
      // Bounded even when the flood is slowed down to a trickle.
      duration: typeof until === 'number' ? until : 600,
    },
    () => finished(),
  );
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status >= 200 && status < 300) times.push(responseTime);
    else failed++;
  });
  if (typeof until !== 'number') void until.finally(() => instance.stop());
  await done;
  return summarise(times, (performance.now() - started) / 1000, failed);
}

interface Flood {
  ok: number;
  refused: number;
  other: number;
  seconds: number;
}

/** The flood, from a process of its own (autocannon's command line), so it does not share our loop. */
function flood(base: string): Promise<Flood> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      path.join(repoRoot, 'node_modules/.bin/autocannon'),
      [
        '-j',
        '-m',
        'POST',
        '-H',
        'content-type=application/json',
        '-c',
        String(FLOOD_CONNECTIONS),
        '-a',
        String(AMOUNT),
        `${base}${TRACE_PATH}`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      try {
        const result = JSON.parse(out) as {
          statusCodeStats?: Record<string, { count: number }>;
          errors: number;
          timeouts: number;
        };
        const byStatus = result.statusCodeStats ?? {};
        const ok = byStatus['200']?.count ?? 0;
        const refused = byStatus['429']?.count ?? 0;
        const all = Object.values(byStatus).reduce((sum, entry) => sum + entry.count, 0);
        resolve({
          ok,
          refused,
          other: all - ok - refused + result.errors + result.timeouts,
          seconds: (performance.now() - started) / 1000,
        });
      } catch (error) {
        reject(new Error(`the flood's autocannon printed no result: ${String(error)}`));
      }
    });
  });
}

interface Run {
  label: string;
  quiet: Latencies;
  flooded: Latencies;
  flood: Flood;
  rowsAdded: number;
  /** Server CPU time (ms) per GET answered while quiet, and per request of both kinds in the flood. */
  cpuQuiet: number;
  cpuFlood: number;
}

async function traceRows(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  const db = openDatabase({ dataDir, databaseUrl });
  try {
    return await countRows(db, 'user_trace');
  } finally {
    await db.destroy();
  }
}

async function runOnce(label: string, root: string, extraEnv: Record<string, string> = {}): Promise<Run> {
  fs.mkdirSync(args['data-dir'], { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(args['data-dir'], 'run-'));
  const schema = DATABASE_URL ? await freshSchema(DATABASE_URL) : undefined;
  const env = {
    DATA_DIR: dataDir,
    // The API alone: the flood and the GETs never ask for pages.
    WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...extraEnv,
  };
  const base = `http://${HOST}:${PORT}`;
  const { child } = await startServer(env, PORT, { root, readyPath: GET_PATH });
  try {
    await getLoad(base, 1); // warm-up
    const cpuStart = cpuMs(child.pid);
    const quiet = await getLoad(base, QUIET_S);
    const cpuQuiet = (cpuMs(child.pid) - cpuStart) / Math.max(1, quiet.count);
    const rowsBefore = await traceRows(dataDir, schema?.url);
    const cpuFloodStart = cpuMs(child.pid);
    const flooding = flood(base);
    const flooded = await getLoad(base, flooding);
    const result = await flooding;
    const answered = flooded.count + flooded.failed + result.ok + result.refused + result.other;
    const cpuFlood = (cpuMs(child.pid) - cpuFloodStart) / Math.max(1, answered);
    const rowsAdded = (await traceRows(dataDir, schema?.url)) - rowsBefore;
    return { label, quiet, flooded, flood: result, rowsAdded, cpuQuiet, cpuFlood };
  } finally {
    await stopServer(child);
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(runs: Run[]): void {
  const ms = (value: number) => value.toFixed(2).padStart(8);
  console.log(
    `${'server'.padEnd(32)}${'phase'.padEnd(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
      `${'max ms'.padStart(8)}${'GET/s'.padStart(9)}${'CPU µs/req'.padStart(11)}${'p99 ratio'.padStart(11)}${'  flood'}`,
  );
  for (const run of runs) {
    const { quiet, flooded, flood: f } = run;
    console.log(
      `${run.label.padEnd(32)}${'quiet'.padEnd(8)}${ms(quiet.p50)}${ms(quiet.p99)}${ms(quiet.max)}` +
        `${quiet.rps.toFixed(0).padStart(9)}${(run.cpuQuiet * 1000).toFixed(0).padStart(11)}`,
    );
    console.log(
      `${''.padEnd(32)}${'flood'.padEnd(8)}${ms(flooded.p50)}${ms(flooded.p99)}${ms(flooded.max)}` +
        `${flooded.rps.toFixed(0).padStart(9)}${(run.cpuFlood * 1000).toFixed(0).padStart(11)}` +
        `${(flooded.p99 / quiet.p99).toFixed(2).padStart(11)}` +
        `  ${f.ok} ok, ${f.refused} refused, ${f.other} other in ${f.seconds.toFixed(2)} s ` +
        `(${((f.ok + f.refused + f.other) / f.seconds).toFixed(0)}/s); ${run.rowsAdded} rows added` +
        (quiet.failed + flooded.failed > 0 ? `; GET failures ${quiet.failed + flooded.failed}` : ''),
    );
  }
}

async function main() {
  console.log(
    `${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; flood of ${AMOUNT} userTrace calls on ${FLOOD_CONNECTIONS} ` +
      `connections beside GETs on ${CONNECTIONS}; quiet ${QUIET_S} s; loopback; load average ` +
      `${loadAverage()} on ${os.cpus().length} cores`,
  );
  const runs: Run[] = [];
  const compareWith = args['compare-with'];
  for (let round = 1; round <= ROUNDS; round++) {
    const suffix = ROUNDS > 1 ? ` #${round}` : '';
    if (compareWith) runs.push(await runOnce(`before${suffix}`, path.resolve(compareWith)));
    for (const variant of args.variant) {
      const at = variant.indexOf('=');
      if (at < 1) throw new Error(`--variant ${variant}: expected NAME=VALUE`);
      runs.push(
        await runOnce(`${variant}${suffix}`, repoRoot, { [variant.slice(0, at)]: variant.slice(at + 1) }),
      );
    }
    runs.push(await runOnce(`${compareWith ? 'after' : 'this checkout'}${suffix}`, repoRoot));
  }
  print(runs);
  console.log(`load average at the end: ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
