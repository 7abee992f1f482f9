// The rows of wechat_share_ticket (migration 0027): what WeChat last gave for an app id, shared by
// every process on the database, with the claim that lets one process at a time ask WeChat and the
// time before which none asks again.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { WechatShareTicketTable } from '../../db/schema.ts';

export type StoredTicket = Selectable<WechatShareTicketTable>;

/** What one successful round with WeChat gave; times in ms since 1970. */
export interface ObtainedTicket {
  accessToken: string;
  accessTokenExpiresAt: number;
  ticket: string;
  ticketExpiresAt: number;
}

export async function readStoredTicket(db: Db, appId: string): Promise<StoredTicket | undefined> {
  return db.selectFrom('wechat_share_ticket').selectAll().where('appId', '=', appId).executeTakeFirst();
}

/**
 * Claims the right to ask WeChat for `appId` until `until`, when no claim is held or it has lapsed
 * (its process died or outlived it), in one statement, so that only one of several processes can
 * succeed. Answers whether this holder has it.
 */
export async function claimRefresh(
  db: Db,
  appId: string,
  holder: string,
  { at, until }: { at: number; until: number },
): Promise<boolean> {
  await db
    .insertInto('wechat_share_ticket')
    .values({ appId })
    .onConflict((conflict) => conflict.column('appId').doNothing())
    .execute();
  const claimed = await db
    .updateTable('wechat_share_ticket')
    .set({ claimHolder: holder, claimUntil: until })
    .where('appId', '=', appId)
    .where((eb) => eb.or([eb('claimUntil', '<=', at), eb('claimHolder', '=', holder)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/**
 * Keeps what WeChat gave and lifts any back-off. Written whoever holds the claim now (a ticket from
 * a slow holder whose claim lapsed is as good as any); the claim is ended only when still this
 * holder's. A row dropped meanwhile (new credentials published) stays dropped.
 */
export async function storeTicket(
  db: Db,
  appId: string,
  holder: string,
  obtained: ObtainedTicket,
): Promise<void> {
  await db
    .updateTable('wechat_share_ticket')
    .set((eb) => ({
      ...obtained,
      retryAt: 0,
      claimUntil: eb.case().when('claimHolder', '=', holder).then(0).else(eb.ref('claimUntil')).end(),
    }))
    .where('appId', '=', appId)
    .execute();
}

/**
 * WeChat refused or could not be reached: no process asks again before `retryAt`. An access token
 * that was obtained on the way is kept for the next attempt.
 */
export async function storeBackOff(
  db: Db,
  appId: string,
  holder: string,
  {
    retryAt,
    accessToken,
  }: { retryAt: number; accessToken?: { value: string; expiresAt: number } | undefined },
): Promise<void> {
  await db
    .updateTable('wechat_share_ticket')
    .set((eb) => ({
      retryAt,
      ...(accessToken ? { accessToken: accessToken.value, accessTokenExpiresAt: accessToken.expiresAt } : {}),
      claimUntil: eb.case().when('claimHolder', '=', holder).then(0).else(eb.ref('claimUntil')).end(),
    }))
    .where('appId', '=', appId)
    .execute();
}

/** Forgets every app id's token, ticket and back-off (new credentials were published). */
export async function dropTickets(db: Db): Promise<void> {
  await db.deleteFrom('wechat_share_ticket').execute();
}
