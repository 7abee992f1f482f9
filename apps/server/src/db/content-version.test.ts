// The polling rule of the content version, with fake timers: one database read per interval,
// however many ask, and a change reported once.
import { describe, expect, it, vi } from 'vitest';
import type { Db } from './connect.ts';
import { bumpContentVersion, readContentVersion, watchContentVersion } from './content-version.ts';
import { useScratchDatabase } from '../../test/helpers/scratch-database.ts';

let db: Db;
useScratchDatabase('refit-version-', (opened) => (db = opened));

describe('content version', () => {
  it('starts at 1 and rises by one with each bump in a transaction', async () => {
    const before = await readContentVersion(db);
    await db.transaction().execute((trx) => bumpContentVersion(trx));
    expect(await readContentVersion(db)).toBe(before + 1);
  });

  it('a rolled-back write leaves the version as it was', async () => {
    const before = await readContentVersion(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx);
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(await readContentVersion(db)).toBe(before);
  });

  it('is read at most once per poll interval and a change is reported', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const onChange = vi.fn();
      const reads = vi.spyOn(db, 'selectFrom');
      const watch = watchContentVersion(db, { pollMs: 500, onChange });
      const first = await watch.current();
      await Promise.all([watch.current(), watch.current(), watch.current()]);
      expect(reads).toHaveBeenCalledTimes(1);

      await db.transaction().execute((trx) => bumpContentVersion(trx));
      vi.advanceTimersByTime(499);
      expect(await watch.current()).toBe(first);
      expect(onChange).not.toHaveBeenCalled();

      vi.advanceTimersByTime(1);
      expect(await watch.current()).toBe(first + 1);
      expect(onChange).toHaveBeenCalledExactlyOnceWith(first + 1);
      expect(reads).toHaveBeenCalledTimes(2);

      watch.invalidate();
      await watch.current();
      expect(reads).toHaveBeenCalledTimes(3);
      reads.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('while the database is away, answers the last version read, says so, and asks again each interval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reads = vi.spyOn(db, 'selectFrom');
    try {
      const onReachable = vi.fn();
      const watch = watchContentVersion(db, { pollMs: 500, onReachable });
      const known = await watch.current();
      const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      reads.mockImplementation(() => {
        throw refused;
      });
      vi.advanceTimersByTime(500);
      expect(await watch.current()).toBe(known);
      expect(watch.unreachable).toBe(true);
      expect(onReachable).toHaveBeenCalledExactlyOnceWith(false, refused);
      const tries = reads.mock.calls.length;
      // Not asked again by every request meanwhile.
      vi.advanceTimersByTime(499);
      expect(await watch.current()).toBe(known);
      expect(reads.mock.calls.length).toBe(tries);

      reads.mockRestore();
      vi.advanceTimersByTime(1);
      expect(await watch.current()).toBe(known);
      expect(watch.unreachable).toBe(false);
      expect(onReachable).toHaveBeenLastCalledWith(true);
    } finally {
      reads.mockRestore();
      vi.useRealTimers();
    }
  });

  it('with no version read yet, a database away is a failure', async () => {
    const watch = watchContentVersion(db, { pollMs: 500 });
    const reads = vi.spyOn(db, 'selectFrom').mockImplementation(() => {
      throw Object.assign(new Error('Connection terminated unexpectedly'), {});
    });
    try {
      await expect(watch.current()).rejects.toThrow(/Connection terminated/);
      expect(watch.unreachable).toBe(true);
    } finally {
      reads.mockRestore();
    }
  });
});
