// The shared rate-limit store with fake timers: what is allowed is counted in the database, one
// write per request; once a key is over its limit, its later requests are refused without a write
// until the window ends, and a second process learns the refusal from the database once. While the
// database is slow to count (its write lock held elsewhere), requests are counted in memory.
import path from 'node:path';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { holdWriteLock } from '../../../test/helpers/hold-write-lock.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { useScratchDatabase } from '../../../test/helpers/scratch-database.ts';

let db: Db;
let dataDir: string;
useScratchDatabase('refit-rate-limit-', (opened, folder) => {
  db = opened;
  dataDir = folder;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(5_000_000);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const WINDOW = 60_000;
const MAX = 3;

function storeOf(refusalDelayMs = 0): FastifyRateLimitStore {
  const Store = databaseRateLimitStore(db, { refusalDelayMs });
  return new Store({}).child({ routeInfo: { method: 'POST', url: '/trace' } } as never);
}

function incr(store: FastifyRateLimitStore, key: string) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW, MAX),
  );
}

/** Statements that write to the counters, seen through the database's query hooks. */
function countWrites() {
  const spy = vi.spyOn(db, 'insertInto');
  return () => spy.mock.calls.filter(([table]) => table === 'rate_limit_counter').length;
}

describe('databaseRateLimitStore', () => {
  it('counts each allowed request in the database and refuses the rest from memory', async () => {
    const store = storeOf();
    const writes = countWrites();
    const counts = [];
    for (let i = 0; i < MAX + 1; i++) counts.push((await incr(store, '10.0.0.1')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(writes()).toBe(MAX + 1);

    for (let i = 0; i < 100; i++) expect((await incr(store, '10.0.0.1')).current).toBeGreaterThan(MAX);
    expect(writes()).toBe(MAX + 1);

    // After the window the database decides again, and a new window starts.
    vi.advanceTimersByTime(WINDOW);
    expect(await incr(store, '10.0.0.1')).toEqual({ current: 1, ttl: WINDOW });
    expect(writes()).toBe(MAX + 2);
  });

  it('is one limit for two processes: the second learns the refusal with one write', async () => {
    const first = storeOf();
    const second = storeOf();
    for (let i = 0; i < MAX; i++) expect((await incr(first, '10.0.0.2')).current).toBe(i + 1);
    const writes = countWrites();
    const refused = await incr(second, '10.0.0.2');
    expect(refused.current).toBe(MAX + 1);
    expect(refused.ttl).toBe(WINDOW);
    vi.advanceTimersByTime(10_000);
    for (let i = 0; i < 20; i++) expect((await incr(second, '10.0.0.2')).ttl).toBe(WINDOW - 10_000);
    expect(writes()).toBe(1);
  });

  it('holds back each refusal from memory by the refusal delay', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const store = storeOf(250);
    for (let i = 0; i < MAX + 1; i++) await incr(store, '10.0.0.3');
    let answered = false;
    const refused = incr(store, '10.0.0.3').then((result) => {
      answered = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect((await refused).current).toBe(MAX + 2);
  });

  it('counts in memory while the database is slow to count, adds no writes meanwhile, and still learns a late refusal', async () => {
    const store = storeOf();
    // The key's window is full in the database already.
    for (let i = 0; i < MAX; i++) await incr(store, '10.0.0.9');
    const writes = countWrites();
    const lock = await holdWriteLock(path.join(dataDir, 'site.db'), 1_500);
    const asked = performance.now();
    // The database's count waits for the lock: this process answers from its own count instead.
    const first = await incr(store, '10.0.0.9');
    expect(performance.now() - asked).toBeLessThan(1_000);
    expect(first.current).toBe(1);
    // While that count is late, the next requests are counted in memory with no write of their own.
    const next = [await incr(store, '10.0.0.9'), await incr(store, '10.0.0.9')];
    expect(next.map((result) => result.current)).toEqual([2, 3]);
    expect(writes()).toBe(1);
    // The late count (one over the limit) is remembered: refused without asking the database, the
    // refusals counting on from the database's 4 (this process's own count would give 4, then 5).
    await lock.released;
    await vi.waitFor(
      async () => {
        const row = await db
          .selectFrom('rate_limit_counter')
          .select('count')
          .where('key', 'like', '%10.0.0.9')
          .executeTakeFirst();
        expect(Number(row?.count)).toBe(MAX + 1);
      },
      { timeout: 5_000 },
    );
    await new Promise((resolve) => setImmediate(resolve));
    const after = [await incr(store, '10.0.0.9'), await incr(store, '10.0.0.9')];
    expect(after.map((result) => result.current)).toEqual([MAX + 2, MAX + 3]);
    expect(writes()).toBe(1);
  });
});
