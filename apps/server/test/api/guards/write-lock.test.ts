// Another process holding the database's write lock (a backup, a migration, a second server
// writing) must not freeze this one: while the lock is held, reads of every kind keep answering,
// and a write waiting for the lock either succeeds once it is released or, after a bounded wait,
// gives up having written nothing: an enquiry then goes to the journal and is stored once the lock
// is released. Runs on SQLite (the real
// case: a synchronous driver) and, with DATABASE_URL, on PostgreSQL, whose writes wait for the
// lock without holding the process up.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { holdWriteLock } from '../../helpers/hold-write-lock.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from '../captcha-solver.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const LOCK_MS = Number(process.env.WRITE_LOCK_TEST_MS ?? 2_000);
/** One read every this many milliseconds while the lock is held. */
const READ_EVERY_MS = 10;

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server whose enquiries wait at most `lockWaitMs` for the write lock, and a solved captcha for it. */
async function startApp(lockWaitMs: number) {
  const target = await createTestApp({
    CONTACT_RATE_LIMIT: '100',
    SQLITE_LOCK_WAIT_MS: String(lockWaitMs),
    ...CAPTCHA_TEST_ENV,
  });
  app = target;
  return { target, altcha: await solvedCaptcha(target) };
}

const enquiry = (email: string) => ({
  name: 'Wang',
  email,
  messageContent: 'Carbon aero kit for a 911 GT3.',
  languages: 'en',
});

async function sendEnquiry(target: TestApp, email: string, altcha: string) {
  const response = await target.inject({
    method: 'POST',
    url: { pathname: '/api/cmst/index/saveContactUsForm', query: { ...enquiry(email), altcha } },
    headers: { 'content-type': 'application/json' },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const storedWith = async (target: TestApp, email: string) =>
  Number(
    (
      await target.db
        .selectFrom('contact_enquiry')
        .where('email', '=', email)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A seeded content file, to read as a browser would. */
function someStaticFile(target: TestApp): string {
  const dir = path.join(target.config.DATA_DIR, 'static', 'brand');
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.svg'));
  if (!file) throw new Error('no seeded brand logo');
  return `/api/static/brand/${file}`;
}

/**
 * Reads at a steady rate until `until` settles: content API calls that miss the answer cache, a
 * content file and the readiness probe. Each latency counts from when the read was due, so a
 * frozen event loop shows in full even for reads it kept from being sent.
 */
async function readWhile(target: TestApp, until: Promise<unknown>) {
  const urls = [
    (i: number) => `/api/cmst/index/getNewsList?pageNo=${(i % 50) + 1}&pageSize=3`,
    () => someStaticFile(target),
    () => '/readyz',
  ];
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  const statuses = new Set<number>();
  const start = performance.now();
  const reads: Promise<void>[] = [];
  for (let i = 0; !done; i++) {
    const due = start + i * READ_EVERY_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = urls[i % urls.length]!(i);
    reads.push(
      target.inject({ method: 'GET', url }).then((response) => {
        statuses.add(response.statusCode);
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(reads);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!;
  return { count: latencies.length, p99, max: latencies.at(-1)!, statuses: [...statuses] };
}

describe('while another process holds the write lock', () => {
  it('reads keep answering and a waiting enquiry is stored once the lock is released', async () => {
    const { target, altcha } = await startApp(10_000);
    // The same reads without the lock first: on a machine busy with other work (other test files
    // run beside this one), that is the figure the locked run is compared with.
    const forMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await readWhile(target, forMs(300)); // warm-up: the first reads of each route are slower
    const quiet = await readWhile(target, forMs(1_000));

    const lock = await holdWriteLock(target, LOCK_MS);
    const lockedAt = performance.now();
    const write = sendEnquiry(target, 'waits@example.com', altcha).then((answer) => ({
      ...answer,
      afterMs: performance.now() - lockedAt,
    }));
    // The form can start meanwhile: the challenge's rate limit does not wait for the lock.
    const challengeAsked = performance.now();
    const challenge = await target.inject({ method: 'GET', url: '/api/captcha/challenge' });
    const challengeMs = performance.now() - challengeAsked;
    const reads = await readWhile(target, Promise.all([write, lock.released]));
    const answer = await write;
    console.log(
      `held write lock ${LOCK_MS} ms (${onPostgres ? 'PostgreSQL' : 'SQLite'}): ${reads.count} reads, ` +
        `p99 ${reads.p99.toFixed(1)} ms, max ${reads.max.toFixed(1)} ms ` +
        `(without the lock: p99 ${quiet.p99.toFixed(1)} ms, max ${quiet.max.toFixed(1)} ms); ` +
        `the captcha challenge answered in ${challengeMs.toFixed(0)} ms; ` +
        `the blocked write answered ${answer.status} after ${answer.afterMs.toFixed(0)} ms`,
    );

    expect(reads.statuses).toEqual([200]);
    expect(challenge.statusCode).toBe(200);
    // Well before the lock ends (it waited out the whole lock before), with room for a busy machine.
    expect(challengeMs).toBeLessThan(LOCK_MS - 500);
    // A stall shows as reads waiting about as long as the lock is held (5 s before the fix). The
    // latency figures above are printed, not asserted: other test files run beside this one on a
    // 2-core machine and move them by hundreds of milliseconds, with or without the lock.
    expect(reads.max).toBeLessThan(LOCK_MS / 2);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, result: null, message: 'ok' });
    expect(answer.afterMs).toBeGreaterThanOrEqual(LOCK_MS - 200);
    expect(await storedWith(target, 'waits@example.com')).toBe(1);
  });

  it(
    onPostgres
      ? 'a write waits for the lock and is stored after it (PostgreSQL waits without holding reads up)'
      : 'an enquiry that waits longer than SQLITE_LOCK_WAIT_MS is journalled, answered, and stored once after the lock',
    async () => {
      const { target, altcha } = await startApp(300);

      const lock = await holdWriteLock(target, LOCK_MS);
      const answer = await sendEnquiry(target, 'bounded@example.com', altcha);
      if (!onPostgres) {
        // Answered before the lock is released: it is in the journal, not yet in the database.
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ success: true, result: null, message: 'ok' });
        const journal = path.join(target.config.DATA_DIR, 'enquiry-journal');
        expect(fs.readdirSync(journal).some((name) => name.endsWith('.jsonl'))).toBe(true);
        // The form can still start: the challenge's rate limit counts in memory meanwhile.
        const challenge = await target.inject({ method: 'GET', url: '/api/captcha/challenge' });
        expect(challenge.statusCode).toBe(200);
        // The same solution sent again meanwhile is refused: it was used once.
        const replayed = await sendEnquiry(target, 'bounded@example.com', altcha);
        expect(replayed.status).toBe(400);
        expect(replayed.body.message).toMatch(/captcha already used/);
      }
      await lock.released;

      expect(answer.status).toBe(200);
      await expect.poll(() => storedWith(target, 'bounded@example.com'), { timeout: 15_000 }).toBe(1);
      // Stored once, whatever replays come after.
      const again = await sendEnquiry(target, 'bounded@example.com', altcha);
      expect(again.status).toBe(400);
      expect(await storedWith(target, 'bounded@example.com')).toBe(1);
    },
  );

  it.skipIf(onPostgres)(
    'a journalled enquiry keeps its solution: sent again with other words once the lock lifts, it is refused and the first is stored',
    async () => {
      const { target, altcha } = await startApp(300);
      const lock = await holdWriteLock(target, LOCK_MS);
      const first = await sendEnquiry(target, 'first@example.com', altcha);
      expect(first.status).toBe(200);
      await lock.released;
      // At once, before the journal is read back: the solution is in the journal, not yet in the
      // database. Taken again for another enquiry, it would leave the first one unstored.
      const other = await sendEnquiry(target, 'other@example.com', altcha);
      expect(other.status).toBe(400);
      expect(other.body.message).toMatch(/captcha already used/);
      await expect.poll(() => storedWith(target, 'first@example.com'), { timeout: 15_000 }).toBe(1);
      expect(await storedWith(target, 'other@example.com')).toBe(0);
    },
  );

  it.skipIf(onPostgres)(
    'an enquiry that can be neither stored nor journalled answers 503 and can be sent again',
    async () => {
      const { target, altcha } = await startApp(300);
      // Where the journal would go is taken by a file: the journal cannot be written.
      fs.writeFileSync(path.join(target.config.DATA_DIR, 'enquiry-journal'), 'not a folder');
      const lock = await holdWriteLock(target, LOCK_MS);
      const answer = await sendEnquiry(target, 'nowhere@example.com', altcha);
      await lock.released;
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.body).toMatchObject({ success: false, result: null });
      // Not received, so not refused as a replay: sent again, it is stored once.
      const again = await sendEnquiry(target, 'nowhere@example.com', altcha);
      expect(again.status).toBe(200);
      expect(await storedWith(target, 'nowhere@example.com')).toBe(1);
    },
  );
});
