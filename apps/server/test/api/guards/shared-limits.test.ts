// The enquiry form's guards hold across processes and restarts: a captcha solution redeemed by
// one process is refused by another and after a restart, and the per-address enquiry limit is
// one limit for every process on the database. Runs on SQLite (two connections to one file) and,
// with DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTwinApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from '../captcha-solver.ts';

const LIMIT = 5;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ CONTACT_RATE_LIMIT: String(LIMIT), ...CAPTCHA_TEST_ENV });
  second = await createTwinApp(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const enquiry = (email: string) => ({
  name: 'Zhao',
  email,
  messageContent: 'Forged wheels for an M4.',
  languages: 'en',
});

/** Sends an enquiry from a client address of its own, so the tests' limits stay apart. */
async function send(app: TestApp, email: string, altcha: string, address: string) {
  const response = await app.inject({
    method: 'POST',
    url: { pathname: '/api/cmst/index/saveContactUsForm', query: { ...enquiry(email), altcha } },
    headers: { 'content-type': 'application/json' },
    remoteAddress: address,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('captcha solutions', () => {
  it('a solution redeemed by one process is refused by another', async () => {
    const altcha = await solvedCaptcha(first);
    expect((await send(first, 'a@example.com', altcha, '10.0.0.1')).status).toBe(200);
    const replay = await send(second, 'a@example.com', altcha, '10.0.0.1');
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/^captcha already used/);
  });

  it('a solution redeemed before a restart is refused after it', async () => {
    const altcha = await solvedCaptcha(first);
    expect((await send(first, 'b@example.com', altcha, '10.0.0.2')).status).toBe(200);
    const restarted = await createTwinApp(first);
    try {
      const replay = await send(restarted, 'b@example.com', altcha, '10.0.0.2');
      expect(replay.status).toBe(400);
      expect(replay.body.message).toMatch(/^captcha already used/);
    } finally {
      await restarted.close();
    }
  });

  it('two processes redeeming one solution at the same moment accept it once', async () => {
    const altcha = await solvedCaptcha(first);
    const answers = await Promise.all([
      send(first, 'c@example.com', altcha, '10.0.0.3'),
      send(second, 'c@example.com', altcha, '10.0.0.3'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});

describe('the enquiry limit', () => {
  it(`is one limit of ${LIMIT} a minute for both processes`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      const app = i % 2 === 0 ? first : second;
      const altcha = await solvedCaptcha(app);
      statuses.push((await send(app, `l${i}@example.com`, altcha, '10.0.0.9')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
  });

  it('survives a restart', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const altcha = await solvedCaptcha(first);
      expect((await send(first, `r${i}@example.com`, altcha, '10.0.0.10')).status).toBe(200);
    }
    const restarted = await createTwinApp(first);
    try {
      const altcha = await solvedCaptcha(restarted);
      const refused = await send(restarted, 'rx@example.com', altcha, '10.0.0.10');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, result: null });
    } finally {
      await restarted.close();
    }
  });
});
