// Production servers for the phone bench: one per checkout, each on its own free loopback port with
// its own fresh database, stopped and cleaned up when the bench ends, fails or is interrupted.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from '../../tests/site/own-server.ts';

const HOST = '127.0.0.1';
/** The bench's share of ports, kept clear of the test suites' and the other benchmarks' ports. */
const PORT_RANGE = { first: 3300, last: 3399 } as const;
/** A machine's first start renders the demo's photographs (minutes); later starts copy them. */
const START_TIMEOUT_MS = 900_000;

export interface RunningServer {
  origin: string;
  /** Stops the process and removes its data folder; safe to call twice. */
  stop: () => Promise<void>;
}

/** Everything still to stop, so that an interrupted bench leaves no server or folder behind. */
const running = new Set<RunningServer>();
/** Ports handed out in this run, so two servers starting together never pick the same one. */
const handedOut = new Set<number>();

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** A free port in the bench's range, tried from a random start so parallel runs rarely collide. */
async function freePort(): Promise<number> {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let step = 0; step < size; step += 1) {
    const port = PORT_RANGE.first + ((start + step) % size);
    if (!handedOut.has(port) && (await portIsFree(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${PORT_RANGE.first} and ${PORT_RANGE.last}`);
}

/** Whether a checkout has a production build of its web app to serve. */
export function hasWebBuild(root: string): boolean {
  return fs.existsSync(path.join(root, 'apps/web/build/server/index.js'));
}

async function waitForServer(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server at ${origin} stopped before it answered`);
    }
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${origin} within ${START_TIMEOUT_MS / 60_000} min`);
}

/** Resolves once the process has exited, sending SIGKILL if SIGTERM was not enough within 10 s. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The production server of the checkout at `root`, run with this process's Node from inside that
 * checkout, on a fresh SQLite database it seeds itself. Settings that would make two checkouts share
 * a database or a build are left out of its environment.
 */
export async function startServer(root: string): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-phone-bench-'));
  const inherit: NodeJS.ProcessEnv = { ...process.env };
  delete inherit.DATABASE_URL;
  delete inherit.WEB_BUILD_DIR;
  const child = spawnServer(port, dataDir, {
    root,
    inherit,
    // Every load comes from one address, far faster than any visitor browses.
    env: { TRACE_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping: Promise<void> | undefined;
  const server: RunningServer = {
    origin,
    stop: () =>
      (stopping ??= stopProcess(child).then(() => {
        running.delete(server);
        fs.rmSync(dataDir, { recursive: true, force: true });
      })),
  };
  running.add(server);
  try {
    await waitForServer(origin, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export function stopAllServers(): Promise<void> {
  return Promise.all([...running].map((server) => server.stop())).then(() => undefined);
}

/**
 * On Ctrl-C or SIGTERM: `beforeExit` (the browser's close) and then every server are stopped
 * before the process exits with 130, instead of Node exiting at once and leaving them running.
 */
export function stopOnSignals(beforeExit: () => Promise<void>): void {
  const handler = () => {
    process.stderr.write('\nInterrupted: stopping the browser and the servers...\n');
    void beforeExit()
      .catch(() => {})
      .then(stopAllServers)
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
