// What a flood of anonymous requests for new image variants costs the server: 150 requests at once
// for distinct AVIF variants of the site's drawings, abandoned after 5 s, against a fresh server.
// Reports the server's CPU seconds (from /proc), its peak memory, the p99 of an API call sent
// meanwhile, the answers' statuses, and how long the CPU kept burning after the clients left.
// Usage: npm run bench:image-flood -- [requests=150] [abandonAfterMs=5000]
import { readFile, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultDemoPhotoCacheDir } from '../src/db/seed/photos/photo-cache-dir.ts';
import { markedDrawings } from '../test/helpers/marked-drawings.ts';
import { freePort, startServer } from '../test/helpers/server-process.ts';

const REQUESTS = Number(process.argv[2] ?? 150);
const ABANDON_AFTER_MS = Number(process.argv[3] ?? 5000);
/** /proc counts CPU time in clock ticks; Linux reports 100 a second. */
const TICKS_PER_SECOND = 100;
/** The CPU is taken to be idle again once it burns less than this share of a core over a second. */
const QUIET_SHARE = 0.05;

async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), counted from field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function peakMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'image-flood-'));
const server = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
const pid = server.child.pid!;
let discard = () => Promise.resolve();
try {
  // Drawings no earlier run or other server has had variants made of (decision 0069).
  const marked = await markedDrawings(path.join(dataDir, 'static'), defaultDemoPhotoCacheDir());
  discard = marked.discard;
  const files = marked.files;
  // Distinct variants: every drawing at 1920 px first, then at the narrower widths.
  const urls = ['1920', '1440', '960', '640', '320']
    .flatMap((width) => files.map((file) => `/api/image/${width}.avif/${file}`))
    .slice(0, REQUESTS);
  const side = `${server.origin}/api/cmst/index/getBrandList`;
  for (let i = 0; i < 5; i += 1) await (await fetch(side)).arrayBuffer();
  console.log(`${urls.length} requests for distinct variants of ${files.length} drawings`);

  const cpuBefore = await cpuSeconds(pid);
  const started = performance.now();
  const abandon = new AbortController();
  const statuses = new Map<string, number>();
  const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const flood = urls.map(async (url) => {
    try {
      const answer = await fetch(`${server.origin}${url}`, { signal: abandon.signal });
      await answer.arrayBuffer();
      count(String(answer.status));
    } catch {
      count('abandoned');
    }
  });

  // API calls one after another while the flood runs: their latency is what visitors feel.
  const sideLatencies: number[] = [];
  let flooding = true;
  const sideCalls = (async () => {
    while (flooding) {
      const t = performance.now();
      await (await fetch(side)).arrayBuffer();
      sideLatencies.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, ABANDON_AFTER_MS));
  abandon.abort();
  flooding = false;
  await Promise.all([sideCalls, ...flood]);
  const abandonedAt = performance.now();
  const cpuAtAbandon = await cpuSeconds(pid);

  // Samples the CPU each 250 ms until a second passes nearly idle (at most 3 minutes).
  const samples: { at: number; cpu: number }[] = [{ at: abandonedAt, cpu: cpuAtAbandon }];
  let lastBusy = abandonedAt;
  while (performance.now() - abandonedAt < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const sample = { at: performance.now(), cpu: await cpuSeconds(pid) };
    samples.push(sample);
    const secondAgo = samples.findLast((earlier) => sample.at - earlier.at >= 1000);
    if (!secondAgo) continue;
    const share = (sample.cpu - secondAgo.cpu) / ((sample.at - secondAgo.at) / 1000);
    if (share >= QUIET_SHARE) lastBusy = sample.at;
    else if (sample.at - lastBusy >= 2000) break;
  }
  const cpuEnd = samples.at(-1)!.cpu;

  console.log(`answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(
    `server CPU: ${(cpuEnd - cpuBefore).toFixed(1)} s in all, ${(cpuAtAbandon - cpuBefore).toFixed(1)} s while clients waited (${(ABANDON_AFTER_MS / 1000).toFixed(0)} s)`,
  );
  console.log(
    `after the clients left: ${(cpuEnd - cpuAtAbandon).toFixed(1)} CPU s over ${(Math.max(0, lastBusy - abandonedAt) / 1000).toFixed(1)} s`,
  );
  console.log(`side API call latencies in order (ms): ${sideLatencies.map((ms) => ms.toFixed(0)).join(' ')}`);
  console.log(
    `side API call (${sideLatencies.length}): p50 ${percentile(sideLatencies, 0.5).toFixed(0)} ms, p99 ${percentile(sideLatencies, 0.99).toFixed(0)} ms, max ${Math.max(...sideLatencies).toFixed(0)} ms`,
  );
  console.log(`server peak memory (VmHWM): ${(await peakMemoryMb(pid)).toFixed(0)} MB`);
  console.log(`elapsed ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  server.child.kill('SIGKILL');
  await server.exited;
  await discard();
  await rm(dataDir, { recursive: true, force: true });
}
