// A lock row per scheduled job, so that among several processes on one database one at a time runs
// it. The lock expires by itself (a process that dies holding it blocks the job for `ttlMs` only).
import type { Db } from './connect.ts';

export interface JobLockOptions {
  name: string;
  /** Who takes the lock: unique per process. */
  holder: string;
  ttlMs: number;
  now?: () => number;
}

/** Runs `job` holding the lock; answers undefined without running it when another holds the lock. */
export async function withJobLock<T>(
  db: Db,
  { name, holder, ttlMs, now = Date.now }: JobLockOptions,
  job: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  await db
    .insertInto('job_lock')
    .values({ name, holder: '', lockedUntil: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const at = now();
  // One statement decides: only one process's update can find the lock free.
  const taken = await db
    .updateTable('job_lock')
    .set({ holder, lockedUntil: at + ttlMs })
    .where('name', '=', name)
    .where('lockedUntil', '<=', at)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return { ran: false };
  try {
    return { ran: true, result: await job() };
  } finally {
    await db
      .updateTable('job_lock')
      .set({ lockedUntil: 0 })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  }
}
