// Cookieless visitors: a visitor is a hash of address + user agent + the day's salt. The salt is
// random, made by the first process that needs it, kept in the database so that every process
// hashes alike, and deleted after the day (so a hash cannot be linked to another day's or
// recomputed from an address). Addresses themselves are never stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { addDays } from './day.ts';

export interface VisitorHasher {
  hash(day: string, address: string, userAgent: string): Promise<string>;
}

export function visitorHasher(db: Db): VisitorHasher {
  const salts = new Map<string, Promise<string>>();

  async function loadSalt(day: string): Promise<string> {
    await db
      .insertInto('analytics_salt')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await db
      .selectFrom('analytics_salt')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    return row.salt;
  }

  return {
    async hash(day, address, userAgent) {
      let salt = salts.get(day);
      if (!salt) {
        salt = loadSalt(day);
        salts.clear();
        salts.set(day, salt);
        salt.catch(() => salts.delete(day));
      }
      return createHash('sha256')
        .update(`${await salt}\n${address}\n${userAgent}`)
        .digest('hex')
        .slice(0, 32);
    },
  };
}

/** Salts of days before yesterday are of no more use (yesterday's may still be in flight). */
export async function deleteOldSalts(db: Db, today: string): Promise<void> {
  await db.deleteFrom('analytics_salt').where('day', '<', addDays(today, -1)).execute();
}
