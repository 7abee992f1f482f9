// The two POST calls: fields in the query string, no body. A valid enquiry (with a solved captcha,
// see captcha.test.ts) is stored before success is answered; an invalid one is refused and stores nothing.
import { FIELD_LIMITS } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/count-rows.ts';
import { createTestApp, post } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from '../captcha-solver.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CONTACT_RATE_LIMIT: '1000', ...CAPTCHA_TEST_ENV });
});
afterAll(() => app.close());

const enquiry = {
  name: '张伟',
  email: 'zhang@example.com',
  phoneNum: '+86 138 0000 0000',
  messageContent: '想了解 720S 宽体套件的价格与工期。',
  browseType: 'booking',
  languages: 'cn',
};

const countEnquiries = () => countRows(app.db, 'contact_enquiry');

describe('saveContactUsForm', () => {
  it('stores the enquiry with its language and time, then answers success', async () => {
    const { status, body } = await post(app, 'saveContactUsForm', {
      ...enquiry,
      altcha: await solvedCaptcha(app),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, result: null, message: 'ok' });
    const row = await app.db
      .selectFrom('contact_enquiry')
      .selectAll()
      .where('email', '=', enquiry.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '张伟', languages: 'cn', phoneNum: '+86 138 0000 0000' });
    expect(Date.parse(row.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts a missing phone number', async () => {
    const { phoneNum: _phone, ...withoutPhone } = enquiry;
    const { status } = await post(app, 'saveContactUsForm', {
      ...withoutPhone,
      languages: 'en',
      altcha: await solvedCaptcha(app),
    });
    expect(status).toBe(200);
  });

  const bad: [string, Record<string, string>, string][] = [
    ['no name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['no e-mail', { email: '' }, 'email'],
    ['an implausible e-mail', { email: 'not-an-email' }, 'email'],
    ['no message', { messageContent: '' }, 'messageContent'],
    ['a name over 20 characters', { name: 'x'.repeat(FIELD_LIMITS.name + 1) }, 'name'],
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(61)}.cn` },
      'email',
    ],
    ['an e-mail without a domain', { email: 'zhang.wei@' }, 'email'],
    ['an e-mail with two @', { email: 'zhang@wei@company.cn' }, 'email'],
    ['an e-mail with spaces inside', { email: 'zhang wei@company.cn' }, 'email'],
    ['an e-mail without a dot in its domain', { email: 'zhang@localhost' }, 'email'],
    ['a phone over 20 characters', { phoneNum: '1'.repeat(FIELD_LIMITS.phone + 1) }, 'phoneNum'],
    ['a phone with letters', { phoneNum: 'call me' }, 'phoneNum'],
    [
      'a message over 500 characters',
      { messageContent: '字'.repeat(FIELD_LIMITS.message + 1) },
      'messageContent',
    ],
    ['an unknown language', { languages: 'fr' }, 'languages'],
    ['another browse type', { browseType: 'news' }, 'browseType'],
    ['a filled-in honeypot field', { website: 'https://spam.example' }, 'website'],
  ];

  it.each(bad)('refuses %s and stores nothing', async (_label, change, field) => {
    const before = await countEnquiries();
    const altcha = await solvedCaptcha(app);
    const { status, body } = await post(app, 'saveContactUsForm', { ...enquiry, altcha, ...change });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
    expect(await countEnquiries()).toBe(before);
  });

  it('stores a long company address whole, up to 254 characters', async () => {
    const addresses = [
      'zhang.wei@company.com.cn',
      `${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(60)}.cn`,
    ];
    expect(addresses[1]).toHaveLength(FIELD_LIMITS.email);
    for (const email of addresses) {
      const { status } = await post(app, 'saveContactUsForm', {
        ...enquiry,
        email,
        altcha: await solvedCaptcha(app),
      });
      expect(status).toBe(200);
      const row = await app.db
        .selectFrom('contact_enquiry')
        .select('email')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row?.email).toBe(email);
    }
  });

  it('counts characters, not bytes: 20 Chinese characters are a valid name', async () => {
    const { status } = await post(app, 'saveContactUsForm', {
      ...enquiry,
      name: '名'.repeat(20),
      altcha: await solvedCaptcha(app),
    });
    expect(status).toBe(200);
  });
});

describe('userTrace', () => {
  it('stores a visit', async () => {
    const { status, body } = await post(app, 'userTrace', {
      browseType: 'pro',
      relatedId: '12',
      deviceType: 'mobile',
      languages: 'en',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const row = await app.db
      .selectFrom('user_trace')
      .selectAll()
      .where('relatedId', '=', '12')
      .executeTakeFirst();
    expect(row).toMatchObject({ browseType: 'pro', deviceType: 'mobile', languages: 'en' });
  });

  it.each([
    [{ browseType: 'hack', deviceType: 'PC', languages: 'cn' }, 'browseType'],
    [{ browseType: 'menu', deviceType: 'tablet', languages: 'cn' }, 'deviceType'],
    [{ browseType: 'menu', deviceType: 'PC', languages: 'de' }, 'languages'],
    [{ browseType: 'menu', deviceType: 'PC', languages: 'cn', relatedId: '<script>' }, 'relatedId'],
    [{ deviceType: 'PC', languages: 'cn' }, 'browseType'],
  ])('refuses %j naming %s', async (query, field) => {
    const { status, body } = await post(app, 'userTrace', query);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
  });
});
