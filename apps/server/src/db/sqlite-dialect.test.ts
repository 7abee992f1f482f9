// The SQLite driver waits for another connection's write lock on a timer, never inside SQLite:
// reads go on meanwhile, a transaction takes the lock before it starts, statements of others never
// run inside an open transaction, and a wait past the limit fails with DatabaseBusyError.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connect.ts';
import type { Db } from './connect.ts';
import { DatabaseBusyError } from './database-busy.ts';

let dataDir = '';
let db: Db | undefined;
let other: SQLite.Database | undefined;
afterEach(async () => {
  other?.close();
  await db?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function open(lockWaitMs: number): Promise<Db> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-sqlite-'));
  db = openDatabase({ dataDir, lockWaitMs });
  await sql`create table note (id integer primary key, text text not null)`.execute(db);
  other = new SQLite(path.join(dataDir, 'site.db'));
  return db;
}

const notes = async (target: Db) =>
  (
    await target
      .selectFrom('note' as never)
      .select('text' as never)
      .execute()
  ).map((row) => (row as { text: string }).text);
const insert = (target: Db, text: string) =>
  target
    .insertInto('note' as never)
    .values({ text } as never)
    .execute();

/** Holds the write lock from another connection for `ms`. */
function holdLock(ms: number): Promise<void> {
  other!.exec('begin immediate');
  return new Promise((resolve) =>
    setTimeout(() => {
      other!.exec('commit');
      resolve();
    }, ms),
  );
}

describe('LockTolerantSqliteDialect', () => {
  it('a write waits for the lock while reads answer, then is stored', async () => {
    const target = await open(5_000);
    const released = holdLock(300);
    const write = insert(target, 'after the lock');
    let readsDuringLock = 0;
    const start = performance.now();
    while (performance.now() - start < 200) {
      expect(await notes(target)).toEqual([]);
      readsDuringLock++;
    }
    await Promise.all([write, released]);
    expect(readsDuringLock).toBeGreaterThan(10);
    expect(await notes(target)).toEqual(['after the lock']);
  });

  it('a transaction takes the lock before it starts and waits for it without blocking reads', async () => {
    const target = await open(5_000);
    const released = holdLock(200);
    let started = false;
    const transaction = target.transaction().execute(async (trx) => {
      started = true;
      await insert(trx, 'one');
      await insert(trx, 'two');
    });
    expect(await notes(target)).toEqual([]);
    expect(started).toBe(false);
    await Promise.all([transaction, released]);
    expect(await notes(target)).toEqual(['one', 'two']);
  });

  it('statements of others wait for an open transaction instead of joining it', async () => {
    const target = await open(5_000);
    let inside!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (inside = resolve));
    const failing = target.transaction().execute(async (trx) => {
      await insert(trx, 'rolled back');
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('changed its mind');
    });
    await insideTransaction;
    // Sent while the transaction is open: it must not be rolled back with it.
    const outside = insert(target, 'kept');
    await expect(failing).rejects.toThrow('changed its mind');
    await outside;
    expect(await notes(target)).toEqual(['kept']);
  });

  it('a write that waits longer than lockWaitMs fails with DatabaseBusyError and writes nothing', async () => {
    const target = await open(100);
    const released = holdLock(400);
    const started = performance.now();
    await expect(insert(target, 'too late')).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(performance.now() - started).toBeLessThan(350);
    await expect(target.transaction().execute((trx) => insert(trx, 'too late'))).rejects.toBeInstanceOf(
      DatabaseBusyError,
    );
    await released;
    expect(await notes(target)).toEqual([]);
  });
});
