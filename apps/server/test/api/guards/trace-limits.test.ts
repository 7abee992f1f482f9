// userTrace takes visits from this site's own pages only, and a limited number per client
// address and minute: a flood from one address adds at most the limit's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/count-rows.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const LIMIT = 4;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRACE_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => app.close());

const visit = '/api/cmst/index/userTrace?browseType=menu&relatedId=1&deviceType=PC&languages=cn';

async function trace(remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: visit,
    remoteAddress,
    headers: { host: 'shop.example.com', 'content-type': 'application/json', ...headers },
  });
  return { status: response.statusCode, body: response.json() };
}

const rows = () => countRows(app.db, 'user_trace');

describe('userTrace limits', () => {
  it(`stores at most ${LIMIT} visits a minute from one address, then answers 429`, async () => {
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await trace('10.1.0.1')).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(new Set(statuses.slice(LIMIT))).toEqual(new Set([429]));
    expect((await rows()) - before).toBe(LIMIT);
    // The refusals after the first came from the process's memory: the shared counter was written
    // once per allowed request and once for the refusal that found the limit reached.
    const counter = await app.db
      .selectFrom('rate_limit_counter')
      .select('count')
      .where('key', 'like', '%userTrace%10.1.0.1')
      .executeTakeFirstOrThrow();
    expect(Number(counter.count)).toBe(LIMIT + 1);
    // Another address has its own allowance.
    expect((await trace('10.1.0.2')).status).toBe(200);
  });

  it('refuses visits reported by another site’s page, with the envelope', async () => {
    const before = await rows();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example.net' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const answer = await trace('10.1.0.3', headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        success: false,
        result: null,
        message: 'visits are only recorded from this site',
      });
    }
    expect(await rows()).toBe(before);
  });

  it('takes visits from its own pages and from clients that are not browsers', async () => {
    expect((await trace('10.1.0.4', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await trace('10.1.0.4', { origin: 'https://shop.example.com' })).status).toBe(200);
    expect((await trace('10.1.0.4')).status).toBe(200);
  });
});
