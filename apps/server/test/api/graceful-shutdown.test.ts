// SIGTERM on the real server: it stops accepting connections at once, finishes what is in flight
// (an enquiry waiting for a write lock, a page whose request was still arriving) within the 10 s a
// process manager allows, closes the database properly and exits 0. Runs on SQLite and, with
// DATABASE_URL, on PostgreSQL (a schema of its own).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdWriteLock } from '../helpers/hold-write-lock.ts';
import { serverDatabase } from '../helpers/server-database.ts';
import type { ServerDatabase } from '../helpers/server-database.ts';
import { freePort, startServer } from '../helpers/server-process.ts';
import type { ServerProcess } from '../helpers/server-process.ts';
import { requireWebBuild } from '../helpers/web-build.ts';
import { CAPTCHA_TEST_ENV, solve } from './captcha-solver.ts';

let dataDir = '';
let database: ServerDatabase;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-shutdown-'));
  database = await serverDatabase(dataDir);
  server = await startServer({
    ...database.env,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: requireWebBuild(),
    ...CAPTCHA_TEST_ENV,
  });
});
afterAll(async () => {
  if (server) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a request's first line and headers but one, and returns a function that sends the rest. */
async function startPageRequest(origin: string, pathname: string) {
  const { port } = new URL(origin);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return {
    finish: () => {
      socket.write('Connection: close\r\n\r\n');
      return ended;
    },
  };
}

async function refused(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/healthz`);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe('SIGTERM', () => {
  it('stops accepting, finishes the requests in flight, closes the database and exits 0', async () => {
    const challenge = (await (await fetch(`${server.origin}/api/captcha/challenge`)).json()) as Challenge;
    const altcha = await solve(challenge);
    const page = await startPageRequest(server.origin, '/news?l=en');

    // An enquiry in flight: it waits for a write lock another process holds for 1.5 s.
    const lock = await holdWriteLock(database.lockTarget, 1_500);
    const query = new URLSearchParams({
      name: 'Liu',
      email: 'liu@example.com',
      messageContent: 'Sent just before a restart.',
      languages: 'en',
      altcha,
    });
    const enquiry = fetch(`${server.origin}/api/cmst/index/saveContactUsForm?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await expect.poll(() => refused(server.origin), { timeout: 2_000, interval: 20 }).toBe(true);

    const pageAnswer = await page.finish();
    expect(pageAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(pageAnswer).toContain('</html>');

    const enquiryAnswer = await enquiry;
    expect(enquiryAnswer.status).toBe(200);
    expect(await enquiryAnswer.json()).toEqual({ success: true, result: null, message: 'ok' });

    expect(await server.exited).toBe(0);
    const tookMs = performance.now() - signalledAt;
    console.log(`SIGTERM: in-flight page and enquiry answered 200; exited 0 after ${tookMs.toFixed(0)} ms`);
    expect(tookMs).toBeLessThan(10_000);
    await lock.released;

    // Closed properly: SQLite folds its write-ahead log into the file when the last connection
    // closes; PostgreSQL has no session of the server left.
    if (database.kind === 'sqlite') expect(fs.existsSync(path.join(dataDir, 'site.db-wal'))).toBe(false);
    await expect.poll(() => database.openSessions(), { timeout: 1_000, interval: 50 }).toBe(0);
    const stored = await database.rows<{ n: number | string }>(
      "select count(*) as n from contact_enquiry where email = 'liu@example.com'",
    );
    expect(Number(stored[0]?.n)).toBe(1);
  });
});
