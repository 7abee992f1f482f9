// A lease per job name in job_state, so that among the processes on one database one at a time
// does a job's work. Whoever holds it renews it while working; a process killed mid-run stops
// renewing, and the lease lapses LEASE_MS later for another to take.
import type { Db } from '../db/connect.ts';

/** How long a lease lasts unless renewed. */
export const LEASE_MS = 60_000;
/** Renewed three times a lease, so one slow renewal never lets it lapse. */
const RENEW_EVERY_MS = LEASE_MS / 3;

/**
 * Takes the lease when it is free, lapsed or already `holder`'s, in one statement (only one of
 * several processes can succeed); `onlyIfDue` also asks that the job's next run time has come.
 * Answers the failed runs in a row so far, or undefined when not taken.
 */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  at: number,
  { onlyIfDue = false }: { onlyIfDue?: boolean } = {},
): Promise<{ failures: number } | undefined> {
  await db
    .insertInto('job_state')
    .values({ name })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  let take = db
    .updateTable('job_state')
    .set({ holder, leaseUntil: at + LEASE_MS, lastStartedAt: at })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('leaseUntil', '<=', at), eb('holder', '=', holder)]));
  if (onlyIfDue) take = take.where('nextRunAt', '<=', at);
  const row = await take.returning('failures').executeTakeFirst();
  return row ? { failures: Number(row.failures) } : undefined;
}

/**
 * Renews `holder`'s lease every RENEW_EVERY_MS until stopped; `onLost` is told once when another
 * process has taken it meanwhile (this one was too slow to renew). A renewal that fails (the
 * database away) is tried again at the next turn.
 */
export function keepLease(db: Db, name: string, holder: string, onLost: () => void): { stop(): void } {
  const timer = setInterval(() => {
    db.updateTable('job_state')
      .set({ leaseUntil: Date.now() + LEASE_MS })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .executeTakeFirst()
      .then((renewed) => {
        if (Number(renewed.numUpdatedRows) === 0) {
          clearInterval(timer);
          onLost();
        }
      })
      .catch(() => undefined);
  }, RENEW_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable('job_state')
    .set({ leaseUntil: 0 })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/** Runs `work` holding the lease `name`; answers { ran: false } without running it when another holds it. */
export async function withLease<T>(
  db: Db,
  name: string,
  holder: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (!(await takeLease(db, name, holder, Date.now()))) return { ran: false };
  const lost = new AbortController();
  const kept = keepLease(db, name, holder, () => lost.abort());
  try {
    return { ran: true, result: await work(lost.signal) };
  } finally {
    kept.stop();
    // A release that fails (the database away) changes nothing: the lease lapses by itself.
    await releaseLease(db, name, holder).catch(() => undefined);
  }
}
