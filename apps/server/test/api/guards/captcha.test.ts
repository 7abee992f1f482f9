// The booking form's anti-bot checks: an enquiry is stored only with a valid, unexpired, unused
// captcha solution and an empty honeypot field. Every refusal is a 400 with the envelope and
// stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ALGORITHM, createCaptcha } from '../../../src/modules/captcha/captcha.ts';
import { countRows } from '../../helpers/count-rows.ts';
import { createTestApp, post } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, encodePayload, fetchChallenge, solve, solvedCaptcha } from '../captcha-solver.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CONTACT_RATE_LIMIT: '1000', ...CAPTCHA_TEST_ENV });
});
afterAll(() => app.close());

const enquiry = {
  name: 'Chen Jie',
  email: 'chen@example.com',
  phoneNum: '13800000000',
  messageContent: 'GT3 RS carbon wing, please call me.',
  browseType: 'booking',
  languages: 'en',
};

const countEnquiries = () => countRows(app.db, 'contact_enquiry');

async function expectRefused(query: Record<string, string>, message: RegExp) {
  const before = await countEnquiries();
  const { status, body } = await post(app, 'saveContactUsForm', query);
  expect(status).toBe(400);
  expect(body).toMatchObject({ success: false, result: null });
  expect(body.message).toMatch(message);
  expect(await countEnquiries()).toBe(before);
}

describe('GET /api/captcha/challenge', () => {
  it('answers a signed proof-of-work challenge that expires in ten minutes, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: CAPTCHA_ALGORITHM,
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expiresIn = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(9 * 60);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60);
  });

  it('gives a different challenge each time', async () => {
    const [a, b] = await Promise.all([fetchChallenge(app), fetchChallenge(app)]);
    expect(a.signature).not.toBe(b.signature);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
  });
});

describe('saveContactUsForm captcha', () => {
  it('stores the enquiry when the solution is valid', async () => {
    const before = await countEnquiries();
    const { status, body } = await post(app, 'saveContactUsForm', {
      ...enquiry,
      altcha: await solvedCaptcha(app),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, result: null, message: 'ok' });
    expect(await countEnquiries()).toBe(before + 1);
  });

  it('refuses an enquiry without a captcha', async () => {
    await expectRefused(enquiry, /^captcha missing/);
  });

  it.each([
    ['text that is not base64 JSON', 'not a captcha'],
    ['JSON of another shape', Buffer.from(JSON.stringify({ number: 42 })).toString('base64')],
  ])('refuses %s', async (_label, altcha) => {
    await expectRefused({ ...enquiry, altcha }, /^captcha invalid/);
  });

  it('refuses a wrong answer', async () => {
    const challenge = await fetchChallenge(app);
    const wrong = { counter: 0, derivedKey: '00'.repeat(32) };
    await expectRefused({ ...enquiry, altcha: encodePayload(challenge, wrong) }, /^captcha invalid/);
  });

  it('refuses a challenge whose parameters were changed after signing', async () => {
    const challenge = await fetchChallenge(app);
    const altcha = await solve(challenge);
    const tampered = JSON.parse(Buffer.from(altcha, 'base64').toString());
    tampered.challenge.parameters.expiresAt += 3600;
    const forged = Buffer.from(JSON.stringify(tampered)).toString('base64');
    await expectRefused({ ...enquiry, altcha: forged }, /^captcha invalid/);
  });

  it('refuses a challenge signed with another key', async () => {
    const foreign = createCaptcha({
      hmacKey: 'another-key-'.repeat(3),
      difficulty: 10,
    });
    const altcha = await solve(await foreign.challenge());
    await expectRefused({ ...enquiry, altcha }, /^captcha invalid/);
  });

  it('refuses an expired challenge', async () => {
    const elevenMinutesAgo = () => Date.now() - 11 * 60 * 1000;
    const old = createCaptcha({
      hmacKey: CAPTCHA_TEST_ENV.CAPTCHA_HMAC_KEY,
      difficulty: 10,
      now: elevenMinutesAgo,
    });
    const altcha = await solve(await old.challenge());
    await expectRefused({ ...enquiry, altcha }, /^captcha expired/);
  });

  it('accepts a solution once: a replay is refused', async () => {
    const altcha = await solvedCaptcha(app);
    const first = await post(app, 'saveContactUsForm', { ...enquiry, altcha });
    expect(first.status).toBe(200);
    await expectRefused({ ...enquiry, altcha }, /^captcha already used/);
  });

  it('checks the fields first: a refused enquiry does not use up its solution', async () => {
    const altcha = await solvedCaptcha(app);
    await expectRefused({ ...enquiry, email: 'nope', altcha }, /email/);
    const { status } = await post(app, 'saveContactUsForm', { ...enquiry, altcha });
    expect(status).toBe(200);
  });
});

describe('saveContactUsForm honeypot', () => {
  it('refuses an enquiry whose hidden website field was filled in, even with a valid captcha', async () => {
    const altcha = await solvedCaptcha(app);
    await expectRefused(
      { ...enquiry, altcha, website: 'https://cheap-replicas.example' },
      /Invalid parameter: website must be empty/,
    );
  });

  it('accepts the field empty, as the form sends it', async () => {
    const { status } = await post(app, 'saveContactUsForm', {
      ...enquiry,
      altcha: await solvedCaptcha(app),
      website: '',
    });
    expect(status).toBe(200);
  });
});
