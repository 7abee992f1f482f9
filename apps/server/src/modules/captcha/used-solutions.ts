// Solutions already redeemed, each kept until its challenge expires: a solved captcha is good for
// one enquiry only. They live in the database, so a restart or another process on the same
// database cannot be used to redeem one twice.
import type { Db } from '../../db/connect.ts';

export interface UsedSolutions {
  /** Records a solution by its challenge signature; false when it was recorded before. */
  claim(signature: string, expiresAtMs: number): Promise<boolean>;
  /** Forgets a claim whose enquiry was not received after all (only kept in memory). */
  release?(signature: string): Promise<void>;
}

export function usedSolutionsIn(db: Db, now: () => number = Date.now): UsedSolutions {
  return {
    async claim(signature, expiresAtMs) {
      // Expired ones would be refused as expired anyway; clearing them keeps the table small.
      await db.deleteFrom('used_captcha').where('expiresAt', '<=', now()).execute();
      // The primary key decides between two processes claiming the same solution at once.
      const inserted = await db
        .insertInto('used_captcha')
        .values({ signature, expiresAt: expiresAtMs })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

/**
 * Solutions redeemed in this process's memory, claimed before the database: while the database is
 * away an enquiry goes to the journal, and its solution must stay used until the journal's replay
 * claims it in the database as well, however soon the database answers again.
 */
export function usedSolutionsInMemory(now: () => number = Date.now): UsedSolutions {
  const used = new Map<string, number>();
  return {
    async claim(signature, expiresAtMs) {
      const at = now();
      for (const [key, expiresAt] of used) if (expiresAt <= at) used.delete(key);
      if (used.has(signature)) return false;
      used.set(signature, expiresAtMs);
      return true;
    },
    async release(signature) {
      used.delete(signature);
    },
  };
}
