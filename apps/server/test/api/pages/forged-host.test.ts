// A Host header names any port its sender likes. With SITE_ORIGIN unset the site builds its own
// links from the request's host, so sitemap.xml, robots.txt and the pages' canonical and hreflang
// links must carry the server's port (or none behind a trusted proxy), never the one in the header.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.ts';
import { createWebTestApp } from '../../helpers/web-build.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const FORGED = 'localhost:1';

async function bodyOf(url: string, headers: Record<string, string>): Promise<string> {
  const response = await app!.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** Every absolute http(s) address in a text. */
const addresses = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);

describe('links under a forged Host', () => {
  it('use the configured port in robots.txt, sitemap.xml and a page when the request did not come on a socket', async () => {
    app = await createWebTestApp({ PORT: '3000' });
    const robots = await bodyOf('/robots.txt', { host: FORGED });
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await bodyOf('/sitemap.xml', { host: FORGED });
    const page = await bodyOf('/about?l=en', { host: FORGED });
    for (const text of [robots, sitemap, page]) {
      expect(text).not.toContain(FORGED);
      for (const address of addresses(text).filter((item) => item.includes('localhost'))) {
        expect(new URL(address).port).toBe('3000');
      }
    }
    expect(sitemap).toContain('<loc>http://localhost:3000/');
    expect(page).toContain('rel="canonical" href="http://localhost:3000/about?l=en"');
  });

  it('use the port the server listens on for a request over a socket', async () => {
    app = await createWebTestApp({ PORT: '3000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const robots = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/robots.txt', headers: { host: FORGED } }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(robots).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
  });

  it('name no port when a trusted proxy forwarded the host', async () => {
    app = await createWebTestApp({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'www.example.cn' });
    const forwarded = {
      host: '127.0.0.1:3000',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'www.example.cn:1',
      'x-forwarded-proto': 'https',
    };
    expect(await bodyOf('/robots.txt', forwarded)).toContain('Sitemap: https://www.example.cn/sitemap.xml');
    // A host the site does not serve gets the first allowed one, still without a port.
    const other = await bodyOf('/robots.txt', { ...forwarded, 'x-forwarded-host': 'evil.example:8443' });
    expect(other).toContain('Sitemap: https://www.example.cn/sitemap.xml');
  });
});
