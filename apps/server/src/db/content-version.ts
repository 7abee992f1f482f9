// The content version: one number in the database that every content write raises in the
// same transaction. Caches key on it, so a write by this process, another process, the admin
// or an SQL fix followed by a bump reaches every process's answers.
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './connect.ts';
import { CONTENT_VERSION_CHANNEL } from './content-version-listener.ts';
import { isDatabaseUnreachable } from './database-unreachable.ts';

/**
 * Raises the version; call it inside the transaction that writes the content. On PostgreSQL it
 * also notifies the other processes (delivered at commit, dropped on rollback).
 */
export async function bumpContentVersion(trx: Db): Promise<void> {
  await trx
    .updateTable('content_version')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, current_schema())`.execute(trx);
  }
}

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export interface ContentVersionWatch {
  /**
   * The version as last read; reads the database again once the poll interval has passed. While
   * the database cannot be reached it answers the last version read (so what was cached for it is
   * still served) and `unreachable` is true; with none read yet, it fails.
   */
  current(): Promise<number>;
  /** Whether the last reading failed because the database could not be reached. */
  readonly unreachable: boolean;
  /** Calls `listener` each time a reading succeeds after one that found the database away. */
  onReachable(listener: () => void): void;
  /** Forget the last reading, so the next call reads the database (after a write of our own). */
  invalidate(): void;
}

/**
 * Reads the version at most once per `pollMs`, however many requests ask; concurrent askers
 * share one read. `onChange` runs when a reading differs from the one before.
 */
export function watchContentVersion(
  db: Db,
  {
    pollMs,
    onChange,
    onReachable,
  }: {
    pollMs: number;
    onChange?: (version: number) => void;
    /** Told when the database can be reached again (true) or no longer (false, with the error). */
    onReachable?: (reachable: boolean, error?: unknown) => void;
  },
): ContentVersionWatch {
  let known: number | undefined;
  let readAt = -Infinity;
  let reading: Promise<number> | undefined;
  let unreachable = false;
  const reachableListeners: (() => void)[] = [];
  // Raised by invalidate(): a read that began before it must not count as fresh.
  let generation = 0;

  async function read(): Promise<number> {
    const startedIn = generation;
    let version: number;
    try {
      version = await readContentVersion(db);
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      // Asked again after the poll interval, not by every request meanwhile.
      if (startedIn === generation) readAt = Date.now();
      if (!unreachable) onReachable?.(false, error);
      unreachable = true;
      if (known === undefined) throw error;
      return known;
    }
    if (unreachable) {
      onReachable?.(true);
      for (const listener of reachableListeners) listener();
    }
    unreachable = false;
    if (startedIn === generation) readAt = Date.now();
    if (known !== undefined && version !== known) onChange?.(version);
    known = version;
    return version;
  }

  return {
    get unreachable() {
      return unreachable;
    },
    onReachable(listener) {
      reachableListeners.push(listener);
    },
    current() {
      if (known !== undefined && Date.now() - readAt < pollMs) return Promise.resolve(known);
      reading ??= read().finally(() => {
        reading = undefined;
      });
      return reading;
    },
    invalidate() {
      readAt = -Infinity;
      generation += 1;
    },
  };
}
