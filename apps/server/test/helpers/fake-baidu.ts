// A stand-in for Baidu's link submission API on loopback: it keeps every request it receives and
// answers as Baidu would (accepted, a refused token, a spent quota), fails (500), or hangs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeBaidu = {
    url: '',
    mode: 'accept',
    remain: 4999,
    notSameSite: [],
    received: [],
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const json = (response: http.ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const address = new URL(request.url ?? '/', 'http://fake');
      const lines = body.split('\n').filter((line) => line !== '');
      fake.received.push({
        method: request.method ?? '',
        path: address.pathname,
        site: address.searchParams.get('site'),
        token: address.searchParams.get('token'),
        contentType: request.headers['content-type'],
        lines,
      });
      switch (fake.mode) {
        case 'hang':
          hanging.add(response);
          return;
        case 'down':
          response.writeHead(500).end('internal error');
          return;
        case 'bad-token':
          json(response, 401, { error: 401, message: 'token is not valid' });
          return;
        case 'quota':
          json(response, 400, { error: 400, message: 'over quota' });
          return;
        case 'accept': {
          const refused = new Set(fake.notSameSite);
          json(response, 200, {
            success: lines.filter((line) => !refused.has(line)).length,
            remain: fake.remain,
            not_same_site: lines.filter((line) => refused.has(line)),
            not_valid: [],
          });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
