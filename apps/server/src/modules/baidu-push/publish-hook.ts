// What publishing tells the Baidu push, inside the publish's own transaction: the item's public
// page (Chinese and English addresses) is queued when the push is on; unpublishing or deleting an
// item withdraws what of it still waits. Nothing here waits for Baidu: the job sends later.
import type { Db } from '../../db/connect.ts';
import { isPushOn, readBaiduPushConfig } from './push-settings.ts';
import { pageAddresses, queueAddresses, withdrawItem } from './push-queue.ts';

export async function queuePublishedPage(
  trx: Db,
  item: { type: string; itemId: number; path: string | null },
  at: string,
): Promise<void> {
  if (item.path === null) return;
  const config = await readBaiduPushConfig(trx);
  if (!isPushOn(config)) return;
  await queueAddresses(
    trx,
    { type: item.type, itemId: item.itemId },
    pageAddresses(config.site, item.path),
    at,
  );
}

export const withdrawPage = (trx: Db, item: { type: string; itemId: number }) => withdrawItem(trx, item);
