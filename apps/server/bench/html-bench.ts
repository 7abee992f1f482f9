// npm run bench:html — requests per second of three pages (Home, a car, a news story) from our
// page cache, side by side with a raw node:http server answering the same recorded bytes and
// headers from memory, and with nginx serving them as static files when it is installed (BENCH_NGINX
// names its binary, else `nginx` on PATH). Then the same pages rendered per request (a second
// server with RENDER_CACHE_MAX_BYTES=0): the render rate and its latency. Loopback only; each
// server in its own process, measured one after the other. A benchmark, not a test.
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startChild, waitFor } from './bench-servers.ts';
import type { BenchCoding, RecordedPage } from './recorded-page.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
/** Runs per server and page, alternating servers: the median evens out a busy machine. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CACHED_PORT = Number(process.env.BENCH_PORT ?? 4191);
const UNCACHED_PORT = CACHED_PORT + 1;
const RAW_PORT = CACHED_PORT + 2;
const NGINX_PORT = CACHED_PORT + 3;
const PAGES = [
  { name: 'Home', url: '/' },
  { name: 'Car', url: '/car/1' },
  { name: 'News', url: '/news/info/1' },
];
const CODINGS: { coding: BenchCoding; acceptEncoding: string }[] = [
  { coding: 'br', acceptEncoding: 'br, gzip' },
  { coding: 'identity', acceptEncoding: 'identity' },
];
/** Headers of one response or one connection, not of the page. */
const NOT_RECORDED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface Measure {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(url: string, acceptEncoding: string): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': acceptEncoding },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Records what our server answers for each page and coding (node's fetch would decode br). */
async function record(port: number): Promise<RecordedPage[]> {
  const http = await import('node:http');
  const pages: RecordedPage[] = [];
  for (const { url } of PAGES) {
    for (const { coding, acceptEncoding } of CODINGS) {
      const { headers, body } = await new Promise<{ headers: Record<string, string>; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(
              { host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': acceptEncoding } },
              (response) => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('end', () => {
                  const recorded: Record<string, string> = {};
                  for (const [name, value] of Object.entries(response.headers)) {
                    if (!NOT_RECORDED.has(name) && value !== undefined) recorded[name] = String(value);
                  }
                  resolve({ headers: recorded, body: Buffer.concat(chunks) });
                });
              },
            )
            .on('error', reject);
        },
      );
      pages.push({ url, coding, headers, body: body.toString('base64') });
    }
  }
  return pages;
}

function findNginx(): string | undefined {
  const candidates = [process.env.BENCH_NGINX, 'nginx', '/usr/sbin/nginx'].filter(Boolean) as string[];
  return candidates.find((candidate) => spawnSync(candidate, ['-v']).status === 0);
}

/** nginx serving the recorded pages as static files, with their headers, one worker like Node. */
function startNginx(binary: string, dir: string, pages: RecordedPage[]): ChildProcess {
  const root = path.join(dir, 'pages');
  const locations = PAGES.map(({ url }, index) => {
    for (const page of pages.filter((recorded) => recorded.url === url)) {
      fs.mkdirSync(path.join(root, page.coding), { recursive: true });
      fs.writeFileSync(path.join(root, page.coding, `page-${index}`), Buffer.from(page.body, 'base64'));
    }
    const headers = pages.find((recorded) => recorded.url === url)?.headers ?? {};
    const adds = Object.entries(headers)
      .filter(([name]) => !['content-type', 'content-encoding', 'etag', 'vary'].includes(name))
      .map(([name, value]) => `      add_header ${name} "${value.replaceAll('"', '\\"')}";`)
      .join('\n');
    return `    location = ${url} {
${adds}
      add_header vary "Cookie, Accept-Encoding";
      add_header content-encoding $content_encoding;
      try_files /$coding/page-${index} =404;
    }`;
  }).join('\n');
  const temp = path.join(dir, 'temp');
  fs.mkdirSync(temp, { recursive: true });
  const config = `worker_processes 1;
master_process off;
daemon off;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 1000000;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  types {}
  default_type "text/html; charset=utf-8";
  map $http_accept_encoding $coding { "~*\\bbr\\b" br; default identity; }
  map $coding $content_encoding { br br; default ""; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
${locations}
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  return startChild(binary, ['-p', dir, '-c', configFile]);
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Measures each target in turn, ROUNDS times over, and gives each its median run. */
async function alternate(targets: string[], acceptEncoding: string): Promise<Measure[]> {
  const runs: Measure[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, url] of targets.entries()) runs[index]!.push(await measure(url, acceptEncoding));
  }
  return runs.map((measures) => ({
    rps: median(measures.map((run) => run.rps)),
    p50: median(measures.map((run) => run.p50)),
    p99: median(measures.map((run) => run.p99)),
  }));
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(process.env.BENCH_DATA_DIR ?? os.tmpdir(), 'refit-html-bench-'));
  const children: ChildProcess[] = [];
  const main = path.join(here, '../src/main.ts');
  const serverEnv = (port: number, cacheBytes?: string) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: path.join(dataDir, `data-${port}`),
    LOG_LEVEL: 'warn',
    ...(cacheBytes === undefined ? {} : { RENDER_CACHE_MAX_BYTES: cacheBytes }),
  });
  try {
    children.push(startChild(process.execPath, [main], serverEnv(CACHED_PORT)));
    await waitFor(`http://127.0.0.1:${CACHED_PORT}/`);
    const pages = await record(CACHED_PORT);
    const recording = path.join(dataDir, 'pages.json');
    fs.writeFileSync(recording, JSON.stringify(pages));
    children.push(
      startChild(process.execPath, [path.join(here, 'raw-page-server.ts'), recording, String(RAW_PORT)]),
    );
    await waitFor(`http://127.0.0.1:${RAW_PORT}/`);
    const nginx = findNginx();
    if (nginx) {
      children.push(startNginx(nginx, path.join(dataDir, 'nginx'), pages));
      await waitFor(`http://127.0.0.1:${NGINX_PORT}/`);
    }

    console.log(
      `autocannon: ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${DURATION_S} s, loopback, ${os.cpus().length} cores, load average ${fixed(os.loadavg()[0] ?? 0, 1)}\n`,
    );
    console.log('Cached pages (req/s; ratio = ours / raw node:http)');
    console.log(
      'page  coding     bytes   ours req/s  ours p99 ms   raw req/s   ratio  nginx req/s  ours/nginx',
    );
    let worst = Infinity;
    for (const { name, url } of PAGES) {
      for (const { coding, acceptEncoding } of CODINGS) {
        const bytes = Buffer.from(
          pages.find((page) => page.url === url && page.coding === coding)?.body ?? '',
          'base64',
        ).length;
        // Alternate so that neither side always runs on a warmer (or busier) machine.
        const targets = [RAW_PORT, CACHED_PORT, ...(nginx ? [NGINX_PORT] : [])].map(
          (port) => `http://127.0.0.1:${port}${url}`,
        );
        const [raw, ours, viaNginx] = (await alternate(targets, acceptEncoding)) as [
          Measure,
          Measure,
          Measure?,
        ];
        const ratio = ours.rps / raw.rps;
        worst = Math.min(worst, ratio);
        console.log(
          `${name.padEnd(5)} ${coding.padEnd(8)} ${String(bytes).padStart(7)} ${fixed(ours.rps).padStart(12)} ${fixed(ours.p99).padStart(12)} ${fixed(raw.rps).padStart(11)} ${fixed(ratio, 2).padStart(7)} ${(viaNginx ? fixed(viaNginx.rps) : 'n/a').padStart(12)} ${(viaNginx ? fixed(ours.rps / viaNginx.rps, 2) : 'n/a').padStart(11)}`,
        );
      }
    }
    console.log(
      `\nworst cached ratio ${fixed(worst, 2)} (goal: at least 0.80)${nginx ? '' : '; nginx not installed, skipped'}`,
    );

    children.push(startChild(process.execPath, [main], serverEnv(UNCACHED_PORT, '0')));
    await waitFor(`http://127.0.0.1:${UNCACHED_PORT}/`);
    console.log('\nRendered per request (RENDER_CACHE_MAX_BYTES=0, br)');
    console.log('page   req/s   p50 ms   p99 ms   cached/uncached');
    for (const { name, url } of PAGES) {
      const [uncached, cached] = (await alternate(
        [UNCACHED_PORT, CACHED_PORT].map((port) => `http://127.0.0.1:${port}${url}`),
        'br, gzip',
      )) as [Measure, Measure];
      console.log(
        `${name.padEnd(5)} ${fixed(uncached.rps).padStart(7)} ${fixed(uncached.p50).padStart(8)} ${fixed(uncached.p99).padStart(8)} ${fixed(cached.rps / uncached.rps, 1).padStart(16)}x`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
