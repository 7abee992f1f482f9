// A stand-in for WeChat's server API on loopback (stable_token and the jsapi ticket): it keeps every
// request it receives, knows a few Official Accounts by app id and secret, hands out numbered
// tokens and tickets, voids tokens on demand, and can refuse (this server's IP not whitelisted),
// fail (500, system busy, not JSON, a huge answer), hang, or hold its ticket answers until released.
import { startLoopbackHttp } from './loopback-http.ts';
import type { LoopbackAnswer } from './loopback-http.ts';

export type FakeWechatMode = 'ok' | 'ip-refused' | 'down' | 'busy' | 'not-json' | 'huge' | 'hang';

export interface WechatRequest {
  path: string;
  /** stable_token's JSON body. */
  body: { grant_type?: string; appid?: string; secret?: string; force_refresh?: boolean } | null;
  /** The ticket call's query. */
  accessToken: string | null;
  type: string | null;
}

export interface FakeWechat {
  /** The API origin (what WECHAT_API_ORIGIN names). */
  url: string;
  mode: FakeWechatMode;
  /** App id → secret of the accounts it knows. */
  accounts: Map<string, string>;
  /** Lifetimes it answers, in seconds. */
  tokenExpiresIn: number;
  ticketExpiresIn: number;
  received: WechatRequest[];
  /** The tickets it handed out, in order. */
  tickets: string[];
  tokenCalls(): WechatRequest[];
  ticketCalls(): WechatRequest[];
  /** Every token handed out so far stops working (as a forced renewal elsewhere does). */
  voidTokens(): void;
  /** Ticket requests wait, unanswered, until `release()`. */
  holdTickets(): void;
  release(): void;
  /** Back to answering, with nothing received or handed out. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeWechat(): Promise<FakeWechat> {
  let tokenNumber = 0;
  let ticketNumber = 0;
  /** The token each account has now; stable_token answers it again until it is renewed. */
  const currentToken = new Map<string, string>();
  const validTokens = new Set<string>();
  let holding = false;
  const held: (() => void)[] = [];

  const fake: FakeWechat = {
    url: '',
    mode: 'ok',
    accounts: new Map(),
    tokenExpiresIn: 7200,
    ticketExpiresIn: 7200,
    received: [],
    tickets: [],
    tokenCalls: () => fake.received.filter((request) => request.path === '/cgi-bin/stable_token'),
    ticketCalls: () => fake.received.filter((request) => request.path === '/cgi-bin/ticket/getticket'),
    voidTokens: () => {
      validTokens.clear();
      currentToken.clear();
    },
    holdTickets: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    reset: () => {
      fake.mode = 'ok';
      fake.tokenExpiresIn = 7200;
      fake.ticketExpiresIn = 7200;
      fake.received = [];
      fake.tickets = [];
      fake.voidTokens();
      fake.release();
    },
    close: () => server.close(),
  };

  function answerToken(request: WechatRequest, answer: LoopbackAnswer) {
    const { appid = '', secret, force_refresh: force } = request.body ?? {};
    const known = fake.accounts.get(appid);
    if (known === undefined) return answer.json(200, { errcode: 40013, errmsg: 'invalid appid rid: 1' });
    if (known !== secret) return answer.json(200, { errcode: 40125, errmsg: 'invalid appsecret rid: 2' });
    let token = currentToken.get(appid);
    if (!token || force) {
      token = `token-${++tokenNumber}`;
      currentToken.set(appid, token);
      validTokens.add(token);
    }
    answer.json(200, { access_token: token, expires_in: fake.tokenExpiresIn });
  }

  function answerTicket(request: WechatRequest, answer: LoopbackAnswer) {
    if (request.type !== 'jsapi') return answer.json(200, { errcode: 40097, errmsg: 'invalid args' });
    if (!request.accessToken || !validTokens.has(request.accessToken))
      return answer.json(200, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
    const ticket = `ticket-${++ticketNumber}`;
    fake.tickets.push(ticket);
    answer.json(200, { errcode: 0, errmsg: 'ok', ticket, expires_in: fake.ticketExpiresIn });
  }

  const server = await startLoopbackHttp((incoming, answer) => {
    let body: WechatRequest['body'] = null;
    try {
      body = incoming.body ? (JSON.parse(incoming.body) as WechatRequest['body']) : null;
    } catch {
      // Left null: answered as a request without credentials.
    }
    const request: WechatRequest = {
      path: incoming.url.pathname,
      body,
      accessToken: incoming.url.searchParams.get('access_token'),
      type: incoming.url.searchParams.get('type'),
    };
    fake.received.push(request);
    switch (fake.mode) {
      case 'hang':
        return answer.hang();
      case 'down':
        return answer.status(500, 'internal error');
      case 'busy':
        return answer.json(200, { errcode: -1, errmsg: 'system error' });
      case 'not-json':
        return answer.status(200, '<html>gateway</html>', 'text/html');
      case 'huge':
        return answer.json(200, { errcode: 0, padding: 'x'.repeat(100_000) });
      case 'ip-refused':
        return answer.json(200, {
          errcode: 40164,
          errmsg: 'invalid ip 203.0.113.7 ipv6 ::ffff:203.0.113.7, not in whitelist rid: 3',
        });
      case 'ok':
        if (request.path === '/cgi-bin/stable_token' && incoming.method === 'POST')
          return answerToken(request, answer);
        if (request.path === '/cgi-bin/ticket/getticket' && incoming.method === 'GET') {
          if (holding) held.push(() => answerTicket(request, answer));
          else answerTicket(request, answer);
          return;
        }
        return answer.status(404, 'not found');
    }
  });
  fake.url = server.origin;
  return fake;
}
