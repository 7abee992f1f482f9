// Preparing the database at start, with fake timers: an outage is retried with growing pauses
// (at most 3 s, so the site is ready soon after the database returns), each step runs once, and
// a failure that is not an outage stops the start.
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseStartup } from './database-startup.ts';
import { DatabaseBusyError } from './database-busy.ts';
import { isDatabaseUnreachable } from './database-unreachable.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('database start-up', () => {
  it('retries an outage after 1, 2, 3, 3 s, and runs each step once', async () => {
    let down = 4;
    const migrate = vi.fn(async () => {
      if (down-- > 0) throw refused();
    });
    const seed = vi.fn(async () => undefined);
    const startup = createDatabaseStartup({ log });
    startup.addStep(migrate);
    startup.addStep(seed);
    expect(migrate).not.toHaveBeenCalled();
    startup.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(migrate).toHaveBeenCalledTimes(1);
    for (const [pause, calls] of [
      [1_000, 2],
      [2_000, 3],
      [3_000, 4],
      [3_000, 5],
    ] as const) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(migrate).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(migrate).toHaveBeenCalledTimes(calls);
    }
    await startup.ready;
    expect(startup.prepared).toBe(true);
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('retries a migration that failed because another process holds the SQLite write lock', async () => {
    let locked = 2;
    const migrate = vi.fn(async () => {
      if (locked-- > 0) {
        throw new Error('Database migration  failed: the database is busy', {
          cause: new DatabaseBusyError(8000),
        });
      }
    });
    const startup = createDatabaseStartup({ log });
    startup.addStep(migrate);
    startup.start();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    await startup.ready;
    expect(migrate).toHaveBeenCalledTimes(3);
    expect(startup.prepared).toBe(true);
  });

  it('does not run a step again once it has succeeded', async () => {
    const migrate = vi.fn(async () => undefined);
    let down = true;
    const seed = vi.fn(async () => {
      if (down) {
        down = false;
        throw refused();
      }
    });
    const startup = createDatabaseStartup({ log });
    startup.addStep(migrate);
    startup.addStep(seed);
    startup.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await startup.ready;
    expect(migrate).toHaveBeenCalledTimes(1);
    expect(seed).toHaveBeenCalledTimes(2);
  });

  it('stops at a failure that is not an outage', async () => {
    const startup = createDatabaseStartup({ log });
    startup.addStep(async () => {
      throw new Error('Database migration 0013 failed: syntax error');
    });
    startup.start();
    await expect(startup.ready).rejects.toThrow(/migration 0013/);
    expect(startup.prepared).toBe(false);
  });

  it('stops trying when the server closes', async () => {
    const startup = createDatabaseStartup({ log });
    startup.addStep(async () => {
      throw refused();
    });
    startup.start();
    await vi.advanceTimersByTimeAsync(0);
    startup.stop();
    await expect(startup.ready).rejects.toThrow(/stopped before the database was reached/);
  });
});

describe('what counts as the database being away', () => {
  it.each([
    ['a refused connection', refused()],
    [
      'a terminated session',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'a server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect time-out', new Error('timeout exceeded when trying to connect')],
    ['an SQLite I/O error', Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' })],
    ['a full disk', Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })],
    ['PostgreSQL out of memory', Object.assign(new Error('out of memory'), { code: '53200' })],
    ['a statement timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
    ['a read-only standby', Object.assign(new Error('read-only transaction'), { code: '25006' })],
    ['a deadlock', Object.assign(new Error('deadlock detected'), { code: '40P01' })],
    ['a cause two levels down', new Error('query failed', { cause: new Error('x', { cause: refused() }) })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    [
      'an SQLite constraint',
      Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    ],
    ['a missing table', new Error('no such table: brand')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
