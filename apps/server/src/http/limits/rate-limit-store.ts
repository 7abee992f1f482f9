// The counters of @fastify/rate-limit kept in the database instead of one process's memory, so
// that several processes on one database share each limit and a restart does not reset it.
// Each limit (route and client address) counts requests in a window that starts with its first
// request, as the plugin's own memory store does. A key the database has found over its limit is
// refused from this process's memory until its window ends (refusal-memo.ts, decision 0025).
// While the database cannot count (away, or its write lock held elsewhere) or is slow to, each
// process counts in its own memory instead, so the booking form keeps working with per-process limits.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/connect.ts';
import { DatabaseBusyError } from '../../db/database-busy.ts';
import { isDatabaseUnreachable } from '../../db/database-unreachable.ts';
import { countInWindow } from '../../db/window-counter.ts';
import { RefusalMemo } from './refusal-memo.ts';

/** How often, at most, a process deletes counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * How long a request waits for the database's count before counting in memory: a write lock held
 * elsewhere (a backup, another process's migration) would otherwise hold the booking form's
 * captcha for up to SQLITE_LOCK_WAIT_MS.
 */
const COUNT_WAIT_MS = 250;

/** Keys over their limit one process remembers at most (about 100 bytes each). */
const REMEMBERED_REFUSALS = 50_000;

type Counted = { current: number; ttl: number };

export interface RateLimitStoreOptions {
  /**
   * How long the answer to a client already refused from memory is held back (ms): a client that
   * keeps sending on a few connections can then send only a few requests a second (decision 0025).
   */
  refusalDelayMs?: number;
  now?: () => number;
}

export function databaseRateLimitStore(
  db: Db,
  { refusalDelayMs = 0, now = Date.now }: RateLimitStoreOptions = {},
): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const memo = new RefusalMemo(REMEMBERED_REFUSALS, now);
  const inMemory = new Map<string, { count: number; expiresAt: number }>();
  /** Database counts still running after their request was answered from memory. */
  let lateCounts = 0;

  /** The same counting in this process's memory, while the database cannot count. */
  function countInMemory(key: string, windowMs: number): Counted {
    const at = now();
    if (inMemory.size > REMEMBERED_REFUSALS) {
      for (const [name, entry] of inMemory) if (entry.expiresAt <= at) inMemory.delete(name);
    }
    let entry = inMemory.get(key);
    if (!entry || entry.expiresAt <= at) {
      entry = { count: 0, expiresAt: at + windowMs };
      inMemory.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.expiresAt - at };
  }

  async function count(key: string, windowMs: number): Promise<Counted> {
    const at = now();
    if (at - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = at;
      await db.deleteFrom('rate_limit_counter').where('expiresAt', '<=', at).execute();
    }
    return countInWindow(db, key, windowMs, at);
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Keeps the limits of different routes apart. */
    private scope = '';

    incr(
      key: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
      max: number,
    ): void {
      const scoped = `${this.scope}${key}`;
      const refused = memo.check(scoped);
      if (refused) {
        if (refusalDelayMs > 0) setTimeout(() => callback(null, refused), refusalDelayMs);
        else callback(null, refused);
        return;
      }
      // Over the limit for the rest of this window, whatever other processes do: later requests
      // of this key are refused here without asking the database.
      const remember = (result: Counted) => {
        if (result.current > max && result.ttl > 0) memo.remember(scoped, result.current, now() + result.ttl);
      };
      // While an earlier count is still late, the database is slow: count in memory without
      // adding another write to those already waiting.
      if (lateCounts > 0) {
        const result = countInMemory(scoped, timeWindow);
        remember(result);
        callback(null, result);
        return;
      }
      // Answered once: by the database's count, or by this process's when the database is slow to
      // count. A late count of the database's is still remembered when it is over the limit.
      let answered = false;
      let late = false;
      const answer = (result: Counted) => {
        if (answered) return;
        answered = true;
        clearTimeout(slow);
        remember(result);
        callback(null, result);
      };
      // (Declared after `answer`, which reads it only once a timer or the database has answered.)
      const slow = setTimeout(() => {
        late = true;
        lateCounts += 1;
        answer(countInMemory(scoped, timeWindow));
      }, COUNT_WAIT_MS);
      count(scoped, timeWindow)
        .then(
          (result) => (answered ? remember(result) : answer(result)),
          (error: unknown) => {
            if (answered) return;
            if (error instanceof DatabaseBusyError || isDatabaseUnreachable(error)) {
              answer(countInMemory(scoped, timeWindow));
              return;
            }
            answered = true;
            clearTimeout(slow);
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        )
        .finally(() => {
          if (late) lateCounts -= 1;
        });
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const store = new DatabaseRateLimitStore();
      store.scope = `${String(route?.method ?? '')} ${String(route?.url ?? '')} `;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}
