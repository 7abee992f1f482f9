// A small HTTP server on loopback for the stand-ins of outside services: it reads each request's
// whole body before the handler answers, and can hold an answer open (a service that hangs) until
// it is closed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface LoopbackAnswer {
  status(code: number, body: string, contentType?: string): void;
  json(code: number, body: object): void;
  /** Never answers: the request waits until the server closes. */
  hang(): void;
}

export interface LoopbackServer {
  origin: string;
  close(): Promise<void>;
}

export async function startLoopbackHttp(
  handle: (request: LoopbackRequest, answer: LoopbackAnswer) => void,
): Promise<LoopbackServer> {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const answer: LoopbackAnswer = {
        status: (code, text, contentType = 'text/plain') =>
          response.writeHead(code, { 'content-type': contentType }).end(text),
        json: (code, value) => answer.status(code, JSON.stringify(value), 'application/json'),
        hang: () => hanging.add(response),
      };
      handle(
        {
          method: request.method ?? '',
          url: new URL(request.url ?? '/', 'http://loopback'),
          headers: request.headers,
          body,
        },
        answer,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
