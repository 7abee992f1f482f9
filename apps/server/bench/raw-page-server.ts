// The baseline of the page benchmark: a bare node:http server answering recorded pages from
// memory (the same bytes and headers our server sent), the fastest any Node server could.
import fs from 'node:fs';
import http from 'node:http';
import type { RecordedPage } from './recorded-page.ts';
import { recordingKey } from './recorded-page.ts';

const [recordingFile, port] = process.argv.slice(2);
const pages = new Map<string, { headers: Record<string, string>; body: Buffer }>(
  (JSON.parse(fs.readFileSync(recordingFile!, 'utf8')) as RecordedPage[]).map((page) => [
    recordingKey(page.url, page.coding),
    { headers: page.headers, body: Buffer.from(page.body, 'base64') },
  ]),
);

http
  .createServer((request, response) => {
    const coding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : 'identity';
    const page = pages.get(recordingKey(request.url ?? '', coding));
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...page.headers, 'content-length': page.body.length });
    response.end(page.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
