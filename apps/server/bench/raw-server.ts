// The baseline of the API benchmark: a bare node:http server answering recorded
// bodies from memory, the fastest any server could answer the same bytes.
import fs from 'node:fs';
import http from 'node:http';

const [bodiesFile, port] = process.argv.slice(2);
const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(fs.readFileSync(bodiesFile!, 'utf8')) as Record<string, string>).map(
    ([url, body]) => [url, Buffer.from(body)],
  ),
);

http
  .createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
