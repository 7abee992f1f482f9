// Whose X-Forwarded-For counts: with TRUST_PROXY unset a spoofed header changes nothing (the
// rate limit holds and the stored address is the peer's); with a trusted proxy the client is
// the rightmost address that proxy did not add itself.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

let seen = '';

/** Builds the app with a probe that records the client address Fastify settled on. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const built = await createTestApp(env);
  built.addHook('onRequest', async (request) => {
    seen = request.ip;
  });
  return built;
}

async function clientIp(forwardedFor: string, remoteAddress = '127.0.0.1'): Promise<string> {
  seen = '';
  await app!.inject({
    method: 'GET',
    url: '/healthz',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return seen;
}

describe('TRUST_PROXY', () => {
  it('unset: a forged X-Forwarded-For is ignored', async () => {
    app = await appWith({ HOST: 'localhost' });
    expect(await clientIp('6.6.6.6')).toBe('127.0.0.1');
  });

  it('a hop count trusts that many proxies and takes the next address from the right', async () => {
    app = await appWith({ TRUST_PROXY: '1' });
    expect(await clientIp('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('a list trusts only those proxies', async () => {
    app = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await clientIp('6.6.6.6, 203.0.113.7', '10.1.2.3')).toBe('203.0.113.7');
    expect(await clientIp('6.6.6.6, 203.0.113.7', '198.51.100.9')).toBe('198.51.100.9');
  });

  it('a bad value stops the start with a message naming it', async () => {
    await expect(createTestApp({ TRUST_PROXY: 'everyone' })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('spoofed addresses and the enquiry limit', () => {
  it('8 enquiries with 8 forged addresses still meet a limit of 5', async () => {
    app = await createTestApp({ HOST: 'localhost', CONTACT_RATE_LIMIT: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: { pathname: '/api/cmst/index/saveContactUsForm', query: { name: 'x' } },
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `6.6.6.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});
