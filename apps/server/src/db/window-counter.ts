// One count per key in a window that starts with its first event, kept in the database so that
// every process and a restart see the same count: the rate limits' counters (http/limits/rate-limit-store.ts)
// and the admin sign-in attempts per account (modules/admin/auth/lockout.ts).
import type { Db } from './connect.ts';

export interface WindowCount {
  /** Events counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one event of `key` (atomic: events counted at once by several processes all count). */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  at = Date.now(),
): Promise<WindowCount> {
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

/** Forgets `key`'s count (a success that starts the count again). */
export async function resetWindow(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counter').where('key', '=', key).execute();
}
