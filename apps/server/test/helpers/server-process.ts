// The real server (src/main.ts) as a child process on a data folder of its own, for tests that
// need what inject() cannot show: signals, sockets, crashes and restarts.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

const mainScript = path.resolve(import.meta.dirname, '../../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Settles with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** What the process wrote to stderr, for failure messages. */
  stderr: () => string;
}

/** `until`: 'ready' waits for /readyz (the database prepared), 'listening' for /healthz alone. */
export async function startServer(
  env: Record<string, string>,
  readyWithinMs = 30_000,
  until: 'ready' | 'listening' = 'ready',
): Promise<ServerProcess> {
  const port = env.PORT;
  if (!port) throw new Error('startServer needs a PORT');
  // SQLite in the data folder unless a database is given: the caller looks into that file.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, [mainScript], {
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const origin = `http://127.0.0.1:${port}`;
  const server = { child, origin, exited, stderr: () => stderr };
  const deadline = Date.now() + readyWithinMs;
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`the server exited before it was ready:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/${until === 'ready' ? 'readyz' : 'healthz'}`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${readyWithinMs} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port nothing listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
