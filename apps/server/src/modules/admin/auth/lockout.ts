// The account lockout: 5 failed sign-ins for one e-mail within 15 minutes lock it until the
// oldest of those 5 is 15 minutes old. Failures are rows in the database, so every process and
// a restart see the same count. Unknown e-mails are counted the same way as known ones, so the
// lockout does not tell which addresses have accounts. Before a password is checked, the attempt
// is counted in one atomic statement (`claimAttempt`): however many arrive at once, at most 5 per
// account and window are checked.
import type { Db } from '../../../db/connect.ts';
import { countInWindow, resetWindow } from '../../../db/window-counter.ts';

export const MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;

/** Milliseconds until the account may try again; 0 when it is not locked. */
export async function lockedFor(db: Db, account: string, now = Date.now()): Promise<number> {
  const recent = await db
    .selectFrom('admin_sign_in_failure')
    .select('at')
    .where('account', '=', account)
    .where('at', '>', now - LOCKOUT_WINDOW_MS)
    .orderBy('at', 'desc')
    .limit(MAX_FAILURES)
    .execute();
  if (recent.length < MAX_FAILURES) return 0;
  const oldestCounted = Number(recent[MAX_FAILURES - 1]!.at);
  return Math.max(1, oldestCounted + LOCKOUT_WINDOW_MS - now);
}

/** Records a failure; returns whether this one locked the account. */
export async function recordFailure(db: Db, account: string, ip: string, now = Date.now()): Promise<boolean> {
  await db.insertInto('admin_sign_in_failure').values({ account, at: now, ip }).execute();
  // Old rows only matter within the window: drop this account's older ones as we go.
  await db
    .deleteFrom('admin_sign_in_failure')
    .where('account', '=', account)
    .where('at', '<=', now - LOCKOUT_WINDOW_MS)
    .execute();
  return (await lockedFor(db, account, now)) > 0;
}

const attemptKey = (account: string) => `admin-sign-in ${account}`;

/**
 * Counts a password check about to be made for the account; 0 when it may be made, else the
 * milliseconds until the window of attempts ends. Counted before the check, atomically, so that
 * concurrent attempts cannot all pass the lockout's count of failures made so far.
 */
export async function claimAttempt(db: Db, account: string, now = Date.now()): Promise<number> {
  const { current, ttl } = await countInWindow(db, attemptKey(account), LOCKOUT_WINDOW_MS, now);
  return current > MAX_FAILURES ? Math.max(1, ttl) : 0;
}

/** A successful sign-in starts the count again. */
export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom('admin_sign_in_failure').where('account', '=', account).execute();
  await resetWindow(db, attemptKey(account));
}

/** Deletes every failure too old to count; run now and then, not per request. */
export async function sweepFailures(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('admin_sign_in_failure')
    .where('at', '<=', now - LOCKOUT_WINDOW_MS)
    .execute();
}
