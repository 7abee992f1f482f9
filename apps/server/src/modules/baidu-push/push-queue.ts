// The queue of public addresses for Baidu: filled inside a publish's transaction, emptied by the
// push job. One row per address: an address already waiting is not queued twice, and one sent
// or given up before waits again when its page is published anew.
import type { Db } from '../../db/connect.ts';

export type QueueStatus = 'pending' | 'sent' | 'failed';

/**
 * The absolute addresses of a page in Chinese and English, as the site's canonical links and
 * sitemap name them (`?l=zh`, `?l=en`).
 */
export function pageAddresses(site: string, path: string): string[] {
  const base = `${site.replace(/\/+$/, '')}${path}${path.includes('?') ? '&' : '?'}`;
  return [`${base}l=zh`, `${base}l=en`];
}

export async function queueAddresses(
  trx: Db,
  item: { type: string; itemId: number },
  urls: readonly string[],
  at: string,
): Promise<void> {
  for (const url of urls) {
    await trx
      .insertInto('baidu_push_queue')
      .values({ url, ...item, status: 'pending', attempts: 0, queuedAt: at, nextAttemptAt: at })
      .onConflict((conflict) =>
        conflict
          .column('url')
          .doUpdateSet({
            ...item,
            status: 'pending',
            attempts: 0,
            queuedAt: at,
            nextAttemptAt: at,
            finishedAt: null,
            lastError: null,
          })
          // Already waiting: it stays as it is (its retry time too).
          .where('baidu_push_queue.status', '!=', 'pending'),
      )
      .execute();
  }
}

/** What still waits for an item's pages: dropped when the page goes away (unpublish, delete). */
export async function withdrawItem(trx: Db, item: { type: string; itemId: number }): Promise<void> {
  await trx
    .deleteFrom('baidu_push_queue')
    .where('type', '=', item.type)
    .where('itemId', '=', item.itemId)
    .where('status', '=', 'pending')
    .execute();
}

export function dueAddresses(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('baidu_push_queue')
    .select(['url', 'attempts'])
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('queuedAt')
    .orderBy('url')
    .limit(limit)
    .execute();
}

/** Ends a waiting address (sent, or given up with why). */
export async function finishAddress(
  db: Db,
  url: string,
  outcome: { status: 'sent' } | { status: 'failed'; error: string; attempts?: number },
  at: string,
): Promise<void> {
  await db
    .updateTable('baidu_push_queue')
    .set({
      status: outcome.status,
      finishedAt: at,
      lastError: outcome.status === 'failed' ? outcome.error : null,
      ...(outcome.status === 'failed' && outcome.attempts !== undefined
        ? { attempts: outcome.attempts }
        : {}),
    })
    .where('url', '=', url)
    .where('status', '=', 'pending')
    .execute();
}

/** Counts a failed attempt on a waiting address and sets when it is tried again. */
export async function retryAddress(
  db: Db,
  url: string,
  retry: { attempts: number; nextAttemptAt: string; error: string },
): Promise<void> {
  await db
    .updateTable('baidu_push_queue')
    .set({ attempts: retry.attempts, nextAttemptAt: retry.nextAttemptAt, lastError: retry.error })
    .where('url', '=', url)
    .where('status', '=', 'pending')
    .execute();
}

export async function queueCounts(db: Db): Promise<Record<QueueStatus, number>> {
  const rows = await db
    .selectFrom('baidu_push_queue')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<QueueStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status] = Number(row.count);
  }
  return counts;
}

export async function latestFailures(db: Db, limit: number) {
  const rows = await db
    .selectFrom('baidu_push_queue')
    .select(['url', 'lastError', 'finishedAt'])
    .where('status', '=', 'failed')
    .orderBy('finishedAt', 'desc')
    .orderBy('url')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ url: row.url, error: row.lastError ?? '', at: row.finishedAt ?? '' }));
}
