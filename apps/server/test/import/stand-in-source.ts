// A stand-in for another backend: answers as a server of our own does (through app.inject), but
// breaks what a test asks for: records that fail the contract, files missing or not what their
// names claim, a call that never answers, and a source that stops answering after some requests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../helpers/test-app.ts';

export interface Breakage {
  /** Changes a call's result (the call's name and query given). */
  result?: (call: string, query: URLSearchParams, result: unknown) => unknown;
  /** Paths (after /api/static/) answered 404, or with other bytes. */
  missingFiles?: Set<string>;
  wrongFiles?: Set<string>;
  /** Calls (name and one query value) that never answer. */
  hangs?: (call: string, query: URLSearchParams) => boolean;
  /** After this many requests every answer is a 503. */
  failAfter?: number;
}

export async function standInSource(source: TestApp, breakage: Breakage) {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    void (async () => {
      if (breakage.failAfter !== undefined && requests > breakage.failAfter) {
        response.writeHead(503).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const file = url.pathname.startsWith('/api/static/') ? url.pathname.slice('/api/static/'.length) : null;
      if (file !== null && breakage.missingFiles?.has(file)) return response.writeHead(404).end();
      if (file !== null && breakage.wrongFiles?.has(file))
        return response.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
      const call = url.pathname.startsWith('/api/cmst/index/')
        ? url.pathname.slice('/api/cmst/index/'.length)
        : null;
      if (call !== null && breakage.hangs?.(call, url.searchParams)) return; // never answers
      const answer = await source.inject({ method: 'GET', url: request.url ?? '/' });
      if (call !== null && breakage.result && answer.statusCode === 200) {
        const body = answer.json() as { result: unknown };
        body.result = breakage.result(call, url.searchParams, body.result);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return;
      }
      response.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? '') });
      response.end(answer.rawPayload);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api`,
    set failAfter(value: number | undefined) {
      breakage.failAfter = value;
      requests = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
