// The counters of @fastify/rate-limit kept in the database instead of one process's memory, so
// that several processes on one database share each limit and a restart does not reset it.
// Each limit (route and client address) counts requests in a window that starts with its first
// request, as the plugin's own memory store does.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connect.ts';

/** How often, at most, a process deletes counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

type Counted = { current: number; ttl: number };

export function databaseRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function count(key: string, windowMs: number): Promise<Counted> {
    const at = now();
    if (at - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = at;
      await db.deleteFrom('rate_limit_counter').where('expiresAt', '<=', at).execute();
    }
    // One statement, so two processes counting the same key at once both count: the first
    // request of a window inserts, later ones add one, and a request after the window ended
    // starts a new one.
    const row = await db
      .insertInto('rate_limit_counter')
      .values({ key, startedAt: at, expiresAt: at + windowMs, count: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_counter.expiresAt', '<=', at);
          return {
            count: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_limit_counter.count', '+', 1))
              .end(),
            startedAt: eb.case().when(ended).then(at).else(eb.ref('rate_limit_counter.startedAt')).end(),
            expiresAt: eb
              .case()
              .when(ended)
              .then(at + windowMs)
              .else(eb.ref('rate_limit_counter.expiresAt'))
              .end(),
          };
        }),
      )
      .returning(['count', 'expiresAt'])
      .executeTakeFirstOrThrow();
    return { current: Number(row.count), ttl: Math.max(0, Number(row.expiresAt) - at) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Keeps the limits of different routes apart. */
    private scope = '';

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      count(`${this.scope}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
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
