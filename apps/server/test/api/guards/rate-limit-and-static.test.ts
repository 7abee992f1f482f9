// The enquiry endpoint's rate limit per client address, and the content files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from '../captcha-solver.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CONTACT_RATE_LIMIT: '3', ...CAPTCHA_TEST_ENV });
});
afterAll(() => app.close());

describe('enquiry rate limit', () => {
  it('answers 429 with the envelope after the limit, and stores nothing more', async () => {
    const form = { name: 'Li', email: 'li@example.com', messageContent: 'Hello', languages: 'en' };
    for (let i = 0; i < 3; i++) {
      const altcha = await solvedCaptcha(app);
      expect((await post(app, 'saveContactUsForm', { ...form, altcha })).status).toBe(200);
    }
    const refused = await post(app, 'saveContactUsForm', { ...form, altcha: await solvedCaptcha(app) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, result: null });
    expect(refused.body.message).toMatch(/too many requests/i);
    const rows = await app.db
      .selectFrom('contact_enquiry')
      .select('id')
      .where('email', '=', form.email)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('counts refused enquiries too, so a bot cannot probe without limit', async () => {
    const other = await createTestApp({ CONTACT_RATE_LIMIT: '2', ...CAPTCHA_TEST_ENV });
    try {
      const form = { name: 'Bot', email: 'bot@example.com', messageContent: 'Hi', languages: 'en' };
      expect((await post(other, 'saveContactUsForm', form)).status).toBe(400);
      expect((await post(other, 'saveContactUsForm', form)).status).toBe(400);
      expect((await post(other, 'saveContactUsForm', form)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('content files under /api/static/', () => {
  it('serves an image with its type and cache headers', async () => {
    const response = await app.inject({ url: '/api/static/brand/mclaren.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.headers.etag).toBeTruthy();
  });

  it('serves the brochures as PDF', async () => {
    const car = await app.inject({ url: '/api/cmst/index/getRefitCarInfo?carId=1' });
    const pdf = car.json().result.productInfoList.find((tab: { moMaUrl: string }) => tab.moMaUrl).moMaUrl;
    const response = await app.inject({ url: `/api/static/${pdf}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    '/api/static/../site.db',
    '/api/static/%2e%2e/site.db',
    '/api/static/%2e%2e%2fsite.db',
    '/api/static/brand/..%2f..%2fsite.db',
    '/api/static/..%5csite.db',
  ])('refuses the path traversal %s', async (url) => {
    const response = await app.inject({ url });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.rawPayload.subarray(0, 15).toString()).not.toContain('SQLite format');
  });

  it('answers a missing file with 404', async () => {
    const response = await app.inject({ url: '/api/static/car/nothing-here.svg' });
    expect(response.statusCode).toBe(404);
  });
});
