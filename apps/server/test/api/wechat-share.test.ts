// GET /api/wechat/share-config against a stand-in for WeChat's API on loopback: the signature as
// WeChat computes it, the refusals of a bad address, the answers while WeChat sharing is not set up
// or WeChat refuses or is down (and the recovery after the back-off), and the ticket kept in the
// database: reused, renewed before it expires, per app id, shared by two processes, the token
// renewed once when WeChat voided it.
import { createHash } from 'node:crypto';
import type { WechatShareConfig } from '@refit/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeWechatShareSettings } from '../../src/modules/wechat-share/share-settings.ts';
import {
  BACK_OFF_MS,
  createTicketSource,
  REFRESH_AHEAD_MS,
} from '../../src/modules/wechat-share/ticket-source.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import type { FakeWechat } from '../helpers/fake-wechat.ts';
import { createTestApp, createTwinApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

const APP_ID = 'wx1234567890abcdef';
const SECRET = '0123456789abcdef0123456789abcdef';
const OTHER_APP_ID = 'wxfedcba0987654321';
const OTHER_SECRET = 'fedcba9876543210fedcba9876543210';
const PAGE = 'http://localhost:3000/car/12?l=zh&from=timeline';
const HOUR_MS = 3_600_000;

let fake: FakeWechat;
let app: TestApp;
let warn: ReturnType<typeof vi.spyOn>;
/** Each request comes from an address of its own, so the rate limit only counts where meant to. */
let clientNumber = 0;
const nextClient = () => {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

async function shareConfig(url: string | undefined, { from = nextClient(), query = '' } = {}) {
  const search = url === undefined ? query : `url=${encodeURIComponent(url)}${query}`;
  const response = await app.inject({
    method: 'GET',
    url: `/api/wechat/share-config?${search}`,
    remoteAddress: from,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const signatureOf = (ticket: string, { nonceStr, timestamp }: WechatShareConfig, url: string) =>
  createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');

/** The ticket (of those the stand-in handed out) that signed `config` for `url`. */
const signedWith = (config: WechatShareConfig, url: string) =>
  fake.tickets.find((ticket) => signatureOf(ticket, config, url) === config.signature);

beforeAll(async () => {
  fake = await startFakeWechat();
  fake.accounts.set(APP_ID, SECRET).set(OTHER_APP_ID, OTHER_SECRET);
  app = await createTestApp({ WECHAT_API_ORIGIN: fake.url, WECHAT_API_TIMEOUT_MS: '1000' });
  warn = vi.spyOn(app.log, 'warn');
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

let start: number;
beforeEach(async () => {
  fake.reset();
  warn.mockClear();
  await writeWechatShareSettings(app.db, { appId: APP_ID, appSecret: SECRET });
  await app.db.deleteFrom('wechat_share_ticket').execute();
  // Only Date is faked: the stand-in, the database and the timeouts keep real time.
  start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(start + ms);

describe('the signature', () => {
  it("is WeChat's sha1 over the ticket, nonce, time and address, with the app id", async () => {
    const answer = await shareConfig(PAGE);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const config = answer.body.result as WechatShareConfig;
    expect(answer.body).toMatchObject({ success: true, message: 'ok' });
    expect(config.appId).toBe(APP_ID);
    expect(config.timestamp).toBe(Math.floor(start / 1000));
    expect(config.nonceStr).toMatch(/^[\w-]{16}$/);
    expect(config.signature).toBe(signatureOf(fake.tickets[0]!, config, PAGE));
    expect(fake.tokenCalls().map((call) => call.body)).toEqual([
      { grant_type: 'client_credential', appid: APP_ID, secret: SECRET, force_refresh: false },
    ]);
    expect(fake.ticketCalls().map((call) => [call.accessToken, call.type])).toEqual([
      [expect.any(String), 'jsapi'],
    ]);

    // A fresh nonce each time; a fragment is none of WeChat's business.
    const again = (await shareConfig(`${PAGE}#gallery`)).body.result as WechatShareConfig;
    expect(again.nonceStr).not.toBe(config.nonceStr);
    expect(again.signature).toBe(signatureOf(fake.tickets[0]!, again, PAGE));
  });

  it('signs an address exactly as given, its encoding and port included', async () => {
    const page = 'http://127.0.0.1:3000/news/info/3?l=en&q=%E8%BD%AE%E6%AF%82';
    const config = (await shareConfig(page)).body.result as WechatShareConfig;
    expect(signedWith(config, page)).toBe(fake.tickets[0]);
  });
});

describe('a bad address', () => {
  it.each([
    ['missing', undefined, '', 'is required'],
    ['empty', '', '', 'is required'],
    ['given twice', PAGE, `&url=${encodeURIComponent(PAGE)}`, 'must be given once'],
    ['too long', `http://localhost/${'a'.repeat(1000)}`, '', 'must be at most 1000 characters'],
    ['relative', '/car/12', '', 'must be an absolute http(s) address'],
    ['not http(s)', 'javascript:alert(1)', '', 'must be an absolute http(s) address'],
    ['ftp', 'ftp://localhost/car/12', '', 'must be an absolute http(s) address'],
    ['with spaces', 'http://localhost/car 12', '', 'may not hold spaces or control characters'],
    ['with credentials', 'http://user:pass@localhost/car/12', '', 'may not hold a user name or password'],
    ['of another site', 'https://evil.example.com/car/12', '', 'must be an address of this site'],
    ['of a look-alike host', 'http://localhost.evil.example.com/', '', 'must be an address of this site'],
  ])('%s: 400 with the issue beside url, and WeChat never asked', async (_case, url, query, message) => {
    const answer = await shareConfig(url, { query });
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      success: false,
      result: { issues: [{ path: ['url'], message }] },
      message: `Invalid parameter: url ${message}`,
    });
    expect(fake.received).toEqual([]);
  });
});

describe('while WeChat sharing is not set up', () => {
  it('answers 404 without asking WeChat', async () => {
    for (const settings of [
      { appId: '', appSecret: '' },
      { appId: APP_ID, appSecret: '' },
      { appId: '', appSecret: SECRET },
    ]) {
      await writeWechatShareSettings(app.db, settings);
      const answer = await shareConfig(PAGE);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, result: null, message: 'WeChat sharing is not set up' });
    }
    expect(fake.received).toEqual([]);
  });
});

describe('when WeChat refuses or cannot be reached', () => {
  it('answers 503 with Retry-After, logs why once without the secret, and asks again after the back-off', async () => {
    fake.mode = 'ip-refused';
    const refused = await shareConfig(PAGE);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BACK_OFF_MS / 1000));
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toMatchObject({ success: false, result: null });
    expect(fake.received).toHaveLength(1);

    // Within the back-off nobody asks WeChat, whatever the number of requests.
    later(20_000);
    for (let i = 0; i < 3; i++) {
      const answer = await shareConfig(PAGE);
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('40');
    }
    expect(fake.received).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({
      appId: APP_ID,
      reason: expect.stringContaining('errcode 40164'),
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(SECRET);

    // WeChat whitelists the server; the back-off ends.
    fake.mode = 'ok';
    later(BACK_OFF_MS + 1000);
    const back = await shareConfig(PAGE);
    expect(back.status).toBe(200);
    expect(signedWith(back.body.result, PAGE)).toBe(fake.tickets.at(-1));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('refuses a wrong secret the same way, and never says it', async () => {
    await writeWechatShareSettings(app.db, { appId: APP_ID, appSecret: 'X'.repeat(32) });
    const answer = await shareConfig(PAGE);
    expect(answer.status).toBe(503);
    expect(warn.mock.calls[0]![0]).toMatchObject({ reason: expect.stringContaining('errcode 40125') });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('X'.repeat(32));
    expect(JSON.stringify(answer.body)).not.toContain('40125');
  });

  it.each(['down', 'busy', 'not-json', 'huge'] as const)('answers 503 while WeChat is %s', async (mode) => {
    fake.mode = mode;
    const answer = await shareConfig(PAGE);
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBe(BACK_OFF_MS / 1000);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers 503 once a call outlasts its time', async () => {
    fake.mode = 'hang';
    const answer = await shareConfig(PAGE);
    expect(answer.status).toBe(503);
    expect(warn.mock.calls[0]![0]).toMatchObject({ reason: 'no answer: timed out' });
  });

  it('keeps signing with a ticket that has not expired yet', async () => {
    expect((await shareConfig(PAGE)).status).toBe(200);
    fake.mode = 'down';
    // Due for renewal (within five minutes of expiring), and WeChat is down.
    later(2 * HOUR_MS - REFRESH_AHEAD_MS + 1000);
    const answer = await shareConfig(PAGE);
    expect(answer.status).toBe(200);
    expect(signedWith(answer.body.result, PAGE)).toBe(fake.tickets[0]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the ticket', () => {
  it('is asked for once for many requests, at once or one after another', async () => {
    fake.holdTickets();
    const answers = Promise.all(Array.from({ length: 12 }, () => shareConfig(PAGE)));
    await vi.waitFor(() => expect(fake.ticketCalls()).toHaveLength(1));
    fake.release();
    for (const answer of await answers) {
      expect(answer.status).toBe(200);
      expect(signedWith(answer.body.result, PAGE)).toBe(fake.tickets.at(-1));
    }
    for (let i = 0; i < 5; i++) expect((await shareConfig(PAGE)).status).toBe(200);
    expect(fake.tokenCalls()).toHaveLength(1);
    expect(fake.ticketCalls()).toHaveLength(1);
  });

  it('is renewed five minutes before it expires, and only then', async () => {
    await shareConfig(PAGE);
    later(2 * HOUR_MS - REFRESH_AHEAD_MS - 60_000);
    expect(signedWith((await shareConfig(PAGE)).body.result, PAGE)).toBe(fake.tickets.at(-1));
    expect(fake.ticketCalls()).toHaveLength(1);

    later(2 * HOUR_MS - REFRESH_AHEAD_MS + 1000);
    const renewed = (await shareConfig(PAGE)).body.result as WechatShareConfig;
    expect(fake.ticketCalls()).toHaveLength(2);
    expect(signedWith(renewed, PAGE)).toBe(fake.tickets.at(-1));
    // The token lives as long: it was renewed with it.
    expect(fake.tokenCalls()).toHaveLength(2);
    expect(renewed.timestamp).toBe(Math.floor(Date.now() / 1000));
  });

  it('renews the token once when WeChat voided it, and tries the ticket again', async () => {
    fake.ticketExpiresIn = 3600;
    await shareConfig(PAGE);
    fake.voidTokens();
    // The ticket is due, the stored token is not: it is tried first, refused, then renewed.
    later(HOUR_MS - REFRESH_AHEAD_MS + 1000);
    const answer = await shareConfig(PAGE);
    expect(answer.status).toBe(200);
    expect(signedWith(answer.body.result, PAGE)).toBe(fake.tickets.at(-1));
    expect(fake.tokenCalls().map((call) => call.body?.force_refresh)).toEqual([false, true]);
    expect(fake.ticketCalls()).toHaveLength(3);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is asked for anew for another app id', async () => {
    await shareConfig(PAGE);
    await writeWechatShareSettings(app.db, { appId: OTHER_APP_ID, appSecret: OTHER_SECRET });
    const answer = (await shareConfig(PAGE)).body.result as WechatShareConfig;
    expect(answer.appId).toBe(OTHER_APP_ID);
    expect(fake.tokenCalls().map((call) => call.body?.appid)).toEqual([APP_ID, OTHER_APP_ID]);
    expect(signedWith(answer, PAGE)).toBe(fake.tickets.at(-1));
    expect(fake.ticketCalls()).toHaveLength(2);
  });

  it('is shared by two processes on one database, which ask WeChat once between them', async () => {
    const twin = await createTwinApp(app);
    try {
      fake.holdTickets();
      const fromTwin = (url: string) =>
        twin.inject({
          method: 'GET',
          url: `/api/wechat/share-config?url=${encodeURIComponent(url)}`,
          remoteAddress: nextClient(),
        });
      const answers = Promise.all([shareConfig(PAGE), fromTwin(PAGE), shareConfig(PAGE), fromTwin(PAGE)]);
      await vi.waitFor(() => expect(fake.ticketCalls()).toHaveLength(1));
      fake.release();
      const [first, second, third, fourth] = await answers;
      for (const config of [first.body.result, second.json().result, third.body.result, fourth.json().result])
        expect(signedWith(config, PAGE)).toBe(fake.tickets.at(-1));
      expect((await fromTwin(PAGE)).statusCode).toBe(200);
      expect(fake.tokenCalls()).toHaveLength(1);
      expect(fake.ticketCalls()).toHaveLength(1);
    } finally {
      await twin.close();
    }
  });

  it('is asked for by a waiting process once the claim of one that died has lapsed', async () => {
    vi.useRealTimers();
    const at = Date.now();
    await app.db
      .insertInto('wechat_share_ticket')
      .values({ appId: APP_ID, claimHolder: 'a process that died', claimUntil: at + 10_000 })
      .execute();
    // The clock moves past the claim only after the source has looked a few times in vain.
    let looks = 0;
    const source = createTicketSource({
      db: () => app.db,
      api: { origin: fake.url, timeoutMs: 1000 },
      log: { warn: vi.fn() },
      now: () => (++looks > 6 ? at + 11_000 : at),
    });
    const outcome = await source.ticketFor({ appId: APP_ID, appSecret: SECRET });
    expect(outcome).toEqual({ kind: 'ticket', ticket: fake.tickets.at(-1) });
    expect(looks).toBeGreaterThan(6);
    expect(fake.ticketCalls()).toHaveLength(1);
    const row = await app.db.selectFrom('wechat_share_ticket').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ticket: fake.tickets.at(-1), claimUntil: 0, retryAt: 0 });
  });
});

describe('the rate limit', () => {
  it('answers 429 past 60 requests a minute from one address', async () => {
    const from = nextClient();
    for (let i = 0; i < 60; i++) expect((await shareConfig(PAGE, { from })).status).toBe(200);
    const refused = await shareConfig(PAGE, { from });
    expect(refused.status).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body.success).toBe(false);
    expect((await shareConfig(PAGE)).status).toBe(200);
  });
});
