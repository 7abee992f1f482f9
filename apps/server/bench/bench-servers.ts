// Server processes for the benchmarks: the production server of this checkout (or of another one,
// to measure an earlier version beside this one in the same run) as child processes on loopback,
// one or several behind one port, and autocannon load against them.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const HOST = '127.0.0.1';

export interface Figures {
  p50: number;
  p99: number;
  rps: number;
  /** Non-2xx answers and socket errors. */
  failed: number;
  /** Server CPU time per answer (ms), when the server's process was given: robust on a busy machine. */
  cpuPerRequest?: number;
}

/** Server processes still running, stopped if the benchmark itself is interrupted. */
const running = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of running) child.kill('SIGTERM');
    process.exit(130);
  });

export interface StartOptions {
  /** The checkout whose server runs; this one by default. */
  root?: string;
  /** Server processes sharing the port (node:cluster, bench/cluster-main.ts); 1 runs src/main.ts. */
  processes?: number;
  /** Resolves once this path answers 2xx. */
  readyPath?: string;
}

/** The server (one process, or a cluster of them); resolves once it answers, with the time that took. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  { root = repoRoot, processes = 1, readyPath = '/api/cmst/index/getBrandList' }: StartOptions = {},
): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const mainScript = path.join(root, 'apps/server/src/main.ts');
  const args = processes > 1 ? [path.join(here, 'cluster-main.ts'), mainScript] : [mainScript];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BENCH_PROCESSES: String(processes),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://${HOST}:${port}${readyPath}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return { child, startMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${url} did not answer within 10 minutes`);
}

/** Any process for a benchmark (a raw comparison server, nginx, a server of ours), stdout drained. */
export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  return child;
}

// A machine's first start renders the demo's photographs (minutes; later starts copy them).
export async function waitFor(url: string, timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The machine's load averages over 1, 5 and 15 minutes, for a benchmark's header and footer. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface Load {
  duration: number;
  connections: number;
  /** Requests per second in all, instead of as many as the connections can send. */
  overallRate?: number;
}

/** Load on one address, or on several in turn; with `serverPid`, the server's CPU time per answer too. */
export async function measure(
  base: string,
  paths: string | string[],
  load: Load,
  serverPid?: number,
): Promise<Figures> {
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({
    url: base,
    connections: load.connections,
    duration: load.duration,
    ...(load.overallRate ? { overallRate: load.overallRate } : {}),
    requests: (Array.isArray(paths) ? paths : [paths]).map((path) => ({
      method: 'GET' as const,
      path,
    })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failed: result.non2xx + result.errors + result.timeouts,
    ...(serverPid === undefined
      ? {}
      : { cpuPerRequest: (cpuMs(serverPid) - cpuBefore) / Math.max(1, result.requests.total) }),
  };
}

/** A schema of its own on the given PostgreSQL database: every run starts empty. */
export async function freshSchema(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}

/** CPU time a process has used so far (user and system), in ms; Linux only, 0 elsewhere. */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;
