// A stand-in for Baidu's link submission API on loopback: it keeps every request it receives and
// answers as Baidu would (accepted, a refused token, a spent quota), fails (500), or hangs.
import { startLoopbackHttp } from './loopback-http.ts';

export type FakeBaiduMode = 'accept' | 'bad-token' | 'quota' | 'down' | 'hang';

export interface BaiduRequest {
  method: string;
  path: string;
  site: string | null;
  token: string | null;
  contentType: string | undefined;
  lines: string[];
}

export interface FakeBaidu {
  /** The endpoint base (what BAIDU_PUSH_ENDPOINT names). */
  url: string;
  mode: FakeBaiduMode;
  /** What an accepting answer says is left for today. */
  remain: number;
  /** Addresses an accepting answer lists as not of the site. */
  notSameSite: string[];
  received: BaiduRequest[];
  close(): Promise<void>;
}

export async function startFakeBaidu(): Promise<FakeBaidu> {
  const fake: FakeBaidu = {
    url: '',
    mode: 'accept',
    remain: 4999,
    notSameSite: [],
    received: [],
    close: () => server.close(),
  };
  const server = await startLoopbackHttp((request, answer) => {
    const lines = request.body.split('\n').filter((line) => line !== '');
    fake.received.push({
      method: request.method,
      path: request.url.pathname,
      site: request.url.searchParams.get('site'),
      token: request.url.searchParams.get('token'),
      contentType: request.headers['content-type'],
      lines,
    });
    switch (fake.mode) {
      case 'hang':
        answer.hang();
        return;
      case 'down':
        answer.status(500, 'internal error');
        return;
      case 'bad-token':
        answer.json(401, { error: 401, message: 'token is not valid' });
        return;
      case 'quota':
        answer.json(400, { error: 400, message: 'over quota' });
        return;
      case 'accept': {
        const refused = new Set(fake.notSameSite);
        answer.json(200, {
          success: lines.filter((line) => !refused.has(line)).length,
          remain: fake.remain,
          not_same_site: lines.filter((line) => refused.has(line)),
          not_valid: [],
        });
      }
    }
  });
  fake.url = server.origin;
  return fake;
}
