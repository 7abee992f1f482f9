// Clients that misbehave below the routes, over a real socket: too slow with their headers or
// body, headers too large, an address that cannot be decoded, more connections than allowed.
// Each gets a clear 4xx (the envelope under /api) and none holds the server.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 800;
const MAX_CONNECTIONS = 3;

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await createTestApp({
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface Exchange {
  socket: net.Socket;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
}

/** Opens a connection and writes `payload`; the connection stays open until the server ends it. */
function connect(payload = ''): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      if (payload) socket.write(payload);
      resolve({ socket, closed });
    });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // A connection refused at once ends with a reset, which is what some tests expect.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
  });
}

function statusOf(response: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
}

function bodyOf(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

describe('slow clients', () => {
  it('headers that do not finish in time are cut off with 408 and the envelope', async () => {
    const started = performance.now();
    const { closed } = await connect('GET /api/cmst/index/getBrandList HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const response = await closed;
    expect(statusOf(response)).toBe(408);
    expect(bodyOf(response)).toEqual({
      success: false,
      result: null,
      message: 'the request took too long to arrive',
    });
    // Cut off by the timeout, not by the end of the test.
    expect(performance.now() - started).toBeLessThan(HEADERS_TIMEOUT_MS + 5_000);
  });

  it('a body sent a byte at a time is cut off once the request time is up', async () => {
    const { socket, closed } = await connect(
      'POST /api/cmst/index/saveContactUsForm HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // Keep trickling until the server gives up on us.
    const trickle = setInterval(() => {
      if (socket.writable) socket.write(' ');
    }, 100);
    const response = await closed;
    clearInterval(trickle);
    expect(statusOf(response)).toBe(408);
    expect(bodyOf(response)).toMatchObject({ success: false, result: null });
  });

  it('headers that are too large answer 431 with the envelope', async () => {
    const { closed } = await connect(
      `GET /api/cmst/index/getBrandList HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const response = await closed;
    expect(statusOf(response)).toBe(431);
    expect(bodyOf(response)).toEqual({ success: false, result: null, message: 'request headers too large' });
  });

  it('a request that is not HTTP answers 400 with the envelope', async () => {
    const { closed } = await connect('HELLO THERE\r\n\r\n');
    const response = await closed;
    expect(statusOf(response)).toBe(400);
    expect(bodyOf(response)).toEqual({ success: false, result: null, message: 'malformed request' });
  });

  it('the server keeps answering others meanwhile', async () => {
    const slow = await connect('GET /api/cmst/index/getBrandList HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const answer = await fetch(`http://127.0.0.1:${port}/api/cmst/index/getBrandList`);
    expect(answer.status).toBe(200);
    expect(statusOf(await slow.closed)).toBe(408);
  });
});

describe('malformed addresses', () => {
  it('an address that cannot be decoded answers 400: the envelope under /api, text elsewhere', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/cmst/index/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, result: null, message: 'malformed address' });

    const page = await app.inject({ method: 'GET', url: '/car/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toBe('malformed address');
  });
});

describe('connection cap', () => {
  it(`holds at most ${MAX_CONNECTIONS} connections and takes new ones once others close`, async () => {
    const open: Exchange[] = [];
    for (let i = 0; i < MAX_CONNECTIONS; i++) open.push(await connect());
    await expect.poll(() => connectionCount()).toBe(MAX_CONNECTIONS);

    // One more is closed without an answer.
    const extra = await connect('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await extra.closed).toBe('');

    // Once one closes, a new connection is served.
    open[0]?.socket.destroy();
    await expect.poll(() => connectionCount()).toBe(MAX_CONNECTIONS - 1);
    const next = await connect('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(await next.closed)).toBe(200);

    for (const exchange of open) exchange.socket.destroy();
  });
});

function connectionCount(): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
