// The jsapi ticket pages are signed with, for one Official Account: read from the database, where
// every process finds the one any of them obtained, and asked of WeChat only when it is about to
// expire, by one process at a time (the claim of ticket-store.ts) and, in a process, by one
// request at a time (the others wait for its outcome). After WeChat refused or could not be
// reached, nobody asks again for a minute; meanwhile a ticket that has not yet expired still
// serves, and without one the share configuration is unavailable.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { WechatShareDocument } from '@refit/contract/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { claimRefresh, readStoredTicket, storeBackOff, storeTicket } from './ticket-store.ts';
import type { StoredTicket } from './ticket-store.ts';
import { fetchJsapiTicket, fetchStableToken } from './wechat-client.ts';
import type { WechatApi, WechatOutcome } from './wechat-client.ts';

/** A new ticket is asked for this long before the stored one expires. */
export const REFRESH_AHEAD_MS = 5 * 60_000;
/** A ticket this far from its expiry still signs while a new one cannot be had. */
const STILL_USABLE_MS = 60_000;
/** After WeChat refused or could not be reached, no process asks it again for this long. */
export const BACK_OFF_MS = 60_000;
/** How often a request waiting for another process's round with WeChat looks again. */
const POLL_MS = 100;
/** A round is at most four calls: a token, the ticket, a fresh token, the ticket again. */
const CALLS_PER_ROUND = 4;
/** The claim outlasts a round whose every call takes its whole time by this much. */
const CLAIM_SLACK_MS = 2_000;
/** What a request that waited a whole claim's time in vain is told to wait more. */
const BUSY_RETRY_MS = 5_000;

interface AccessTokenRecord {
  value: string;
  /** ms since 1970. */
  expiresAt: number;
}

export type TicketOutcome = { kind: 'ticket'; ticket: string } | { kind: 'unavailable'; retryAt: number };

export interface TicketSource {
  /** The ticket to sign with for these credentials (both set), or when to try again. */
  ticketFor(credentials: WechatShareDocument): Promise<TicketOutcome>;
}

export interface TicketSourceOptions {
  /** The database, read at each use (the app's may change scope). */
  db: () => Db;
  api: WechatApi;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock (ms since 1970); tests move it. */
  now?: () => number;
}

const isFresh = (stored: StoredTicket, at: number) =>
  stored.ticket !== null && stored.ticketExpiresAt - REFRESH_AHEAD_MS > at;

const usableTicket = (stored: StoredTicket | undefined, at: number) =>
  stored?.ticket && stored.ticketExpiresAt - STILL_USABLE_MS > at ? stored.ticket : undefined;

export function createTicketSource({
  db,
  api,
  log,
  now = () => Date.now(),
}: TicketSourceOptions): TicketSource {
  // Names this process's claims.
  const holder = randomUUID();
  const claimMs = CALLS_PER_ROUND * api.timeoutMs + CLAIM_SLACK_MS;
  const inFlight = new Map<string, Promise<TicketOutcome>>();

  /** One round with WeChat, holding the claim: the outcome stored for every process. */
  async function askWechat(
    { appId, appSecret }: WechatShareDocument,
    stored: StoredTicket | undefined,
  ): Promise<TicketOutcome> {
    const newToken = async (forceRefresh: boolean) => {
      const outcome = await fetchStableToken(api, { appId, secret: appSecret, forceRefresh });
      return outcome.kind === 'ok'
        ? {
            kind: 'ok' as const,
            token: {
              value: outcome.value.accessToken,
              expiresAt: now() + outcome.value.expiresInSeconds * 1000,
            },
          }
        : outcome;
    };
    const failed = async (
      outcome: Exclude<WechatOutcome<unknown>, { kind: 'ok' }>,
      obtainedToken?: AccessTokenRecord,
    ): Promise<TicketOutcome> => {
      const retryAt = now() + BACK_OFF_MS;
      await storeBackOff(db(), appId, holder, { retryAt, accessToken: obtainedToken });
      // Once per back-off for the whole site: only the claim's holder asked, and nobody asks again
      // before retryAt. The reason is WeChat's own words (never the secret: wechat-client.ts).
      log.warn(
        { appId, reason: outcome.message, retryInSeconds: BACK_OFF_MS / 1000 },
        outcome.kind === 'unavailable'
          ? 'WeChat sharing: WeChat could not be reached for the JS-SDK ticket'
          : 'WeChat sharing: WeChat refused the JS-SDK ticket (check the app secret and the IP whitelist)',
      );
      const usable = usableTicket(stored, now());
      return usable ? { kind: 'ticket', ticket: usable } : { kind: 'unavailable', retryAt };
    };

    let token: AccessTokenRecord;
    let obtained = false;
    if (stored?.accessToken && stored.accessTokenExpiresAt - REFRESH_AHEAD_MS > now()) {
      token = { value: stored.accessToken, expiresAt: stored.accessTokenExpiresAt };
    } else {
      const got = await newToken(false);
      if (got.kind !== 'ok') return failed(got);
      ({ token } = got);
      obtained = true;
    }
    let ticket = await fetchJsapiTicket(api, token.value);
    // The token was voided meanwhile (a forced renewal elsewhere): once more with a new one.
    if (ticket.kind === 'token-invalid') {
      const got = await newToken(true);
      if (got.kind !== 'ok') return failed(got);
      ({ token } = got);
      obtained = true;
      ticket = await fetchJsapiTicket(api, token.value);
    }
    if (ticket.kind !== 'ok') return failed(ticket, obtained ? token : undefined);
    await storeTicket(db(), appId, holder, {
      accessToken: token.value,
      accessTokenExpiresAt: token.expiresAt,
      ticket: ticket.value.ticket,
      ticketExpiresAt: now() + ticket.value.expiresInSeconds * 1000,
    });
    return { kind: 'ticket', ticket: ticket.value.ticket };
  }

  /**
   * A fresh ticket: the stored one, or this process's round with WeChat, or the outcome of another
   * process's (looked for until its claim lapses, when this process takes it over).
   */
  async function refresh(credentials: WechatShareDocument): Promise<TicketOutcome> {
    const { appId } = credentials;
    const looks = Math.ceil(claimMs / POLL_MS) + 1;
    for (let look = 0; look < looks; look++) {
      const at = now();
      const stored = await readStoredTicket(db(), appId);
      if (stored && isFresh(stored, at)) return { kind: 'ticket', ticket: stored.ticket! };
      const usable = usableTicket(stored, at);
      if (stored && stored.retryAt > at)
        return usable ? { kind: 'ticket', ticket: usable } : { kind: 'unavailable', retryAt: stored.retryAt };
      if (await claimRefresh(db(), appId, holder, { at, until: at + claimMs })) {
        return askWechat(credentials, stored);
      }
      // Another process is asking: the ticket about to expire still serves meanwhile.
      if (usable) return { kind: 'ticket', ticket: usable };
      await delay(POLL_MS);
    }
    return { kind: 'unavailable', retryAt: now() + BUSY_RETRY_MS };
  }

  return {
    async ticketFor(credentials) {
      const stored = await readStoredTicket(db(), credentials.appId);
      if (stored && isFresh(stored, now())) return { kind: 'ticket', ticket: stored.ticket! };
      let flight = inFlight.get(credentials.appId);
      if (!flight) {
        flight = refresh(credentials).finally(() => inFlight.delete(credentials.appId));
        inFlight.set(credentials.appId, flight);
      }
      return flight;
    },
  };
}
