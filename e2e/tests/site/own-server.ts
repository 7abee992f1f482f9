// A server of a test's own, for what must not touch the shared one: a tight rate limit, or a
// site-wide setting that would hold every other test's sign-in while it is on. Its own port and
// data folder; stopped and removed by `stop()`.
import { spawn } from 'node:child_process';
import type { ChildProcess, StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface OwnServer {
  origin: string;
  stop(): void;
}

/** This checkout. */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The production server of the checkout at `root` (this one unless given), run with this process's
 * Node from inside it, on the loopback `port` with its data in `dataDir`, logging warnings only.
 * Its environment is `inherit` (this process's unless given) with `env` over it.
 */
export function spawnServer(
  port: number,
  dataDir: string,
  options: { env?: NodeJS.ProcessEnv; root?: string; inherit?: NodeJS.ProcessEnv; stdio?: StdioOptions } = {},
): ChildProcess {
  const { env = {}, root = ROOT, inherit = process.env, stdio = 'ignore' } = options;
  return spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...inherit,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
}

export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-own-server-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnServer(port, dataDir, { env });
  await waitUntilServing(origin);
  return {
    origin,
    stop() {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now, for a server of one's own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(origin: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/cmst/index/getIndexList`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${origin} did not start`);
}
