// npm run bench:api — requests per second of three catalogue calls on our server, side by
// side with a raw node:http server answering the same bytes from memory, on loopback.
// Each server runs in its own process; they are measured one after the other.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startChild, waitFor } from './bench-servers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = 3201;
const RAW_PORT = 3202;
const CALLS = [
  '/api/cmst/index/getIndexList',
  '/api/cmst/index/getBrandList',
  '/api/cmst/index/getRefitCarInfo?carId=1',
];

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-bench-'));
  const children: ChildProcess[] = [];
  try {
    const app = startChild(process.execPath, [path.join(here, '../src/main.ts')], {
      NODE_ENV: 'production',
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
    });
    children.push(app);
    await waitFor(`http://127.0.0.1:${APP_PORT}${CALLS[0]}`);

    const bodies: Record<string, string> = {};
    for (const call of CALLS)
      bodies[call] = await (await fetch(`http://127.0.0.1:${APP_PORT}${call}`)).text();
    const bodiesFile = path.join(dataDir, 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    children.push(
      startChild(process.execPath, [path.join(here, 'raw-server.ts'), bodiesFile, String(RAW_PORT)]),
    );
    await waitFor(`http://127.0.0.1:${RAW_PORT}${CALLS[0]}`);

    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run, loopback\n`);
    console.log('call                                      ours req/s   raw req/s   ratio');
    let worst = Infinity;
    for (const call of CALLS) {
      // Alternate so that neither side always runs on a warmer machine.
      const raw = await measure(`http://127.0.0.1:${RAW_PORT}${call}`);
      const ours = await measure(`http://127.0.0.1:${APP_PORT}${call}`);
      const ratio = ours / raw;
      worst = Math.min(worst, ratio);
      console.log(
        `${call.replace('/api/cmst/index/', '').padEnd(40)} ${ours.toFixed(0).padStart(11)} ${raw.toFixed(0).padStart(11)} ${ratio.toFixed(2).padStart(7)}`,
      );
    }
    console.log(`\nworst ratio ${worst.toFixed(2)} (goal: at least 0.70)`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
