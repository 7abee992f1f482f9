// The booking form's WeChat ID and the owners' contact rule (decision 0054): the ID checked and
// stored, the rule enforced by the server both ways and set by owners only, the ID in the inbox
// and its CSV, and each enquiry's change history read from its audit entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../helpers/admin.ts';
import { createTestApp, get, post } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from '../../captcha-solver.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let sales: Awaited<ReturnType<typeof signedIn>>;
let editor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await createTestApp({ CONTACT_RATE_LIMIT: '1000', ...CAPTCHA_TEST_ENV });
  owner = await signedIn(app, 'owner');
  sales = await signedIn(app, 'sales');
  editor = await signedIn(app, 'editor');
});
afterAll(() => app.close());

let sent = 0;
/** Sends an enquiry with a fresh captcha; its message names it, so it can be found again. */
async function send(fields: Record<string, string>) {
  sent += 1;
  const messageContent = `enquiry ${sent}`;
  const answer = await post(app, 'saveContactUsForm', {
    name: 'Li Wei',
    messageContent,
    languages: 'cn',
    ...fields,
    altcha: await solvedCaptcha(app),
  });
  return { ...answer, messageContent };
}

const storedBy = (messageContent: string) =>
  app.db
    .selectFrom('contact_enquiry')
    .select(['id', 'wechatId', 'email', 'phoneNum'])
    .where('messageContent', '=', messageContent)
    .executeTakeFirst();

const setRule = (contactRule: string, cookie = owner.cookie) =>
  call(app, 'PATCH', '/settings/contact', { cookie, body: { contactRule } });

describe('the WeChat ID', () => {
  it.each([
    ['a chosen ID', 'li_wei-720S'],
    ['the shortest chosen ID', 'abcdef'],
    ['a mobile number', '13812345678'],
    ['a mobile number with its country code', '+8613812345678'],
    ['a QQ number of an old account', '10001'],
  ])('is stored when it is %s', async (_, wechatId) => {
    const answer = await send({ email: 'li@example.com', wechatId: ` ${wechatId} ` });
    expect(answer.status).toBe(200);
    expect((await storedBy(answer.messageContent))?.wechatId).toBe(wechatId);
  });

  it.each([
    ['Chinese characters', '微信号'],
    ['too short', 'ab12'],
    ['over 20 characters', `a${'b'.repeat(20)}`],
    ['a space inside', 'li wei88'],
    ['a dot', 'li.wei88'],
    ['digits and letters starting with a digit', '88liwei'],
  ])('is refused with a field error when it has %s', async (_, wechatId) => {
    const answer = await send({ email: 'li@example.com', wechatId });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, result: null });
    expect(answer.body.message).toMatch(/^Invalid parameter: wechatId /);
    expect(await storedBy(answer.messageContent)).toBeUndefined();
  });

  it('stays optional: an enquiry without one is stored with none', async () => {
    const answer = await send({ email: 'li@example.com' });
    expect(answer.status).toBe(200);
    expect((await storedBy(answer.messageContent))?.wechatId).toBe('');
  });
});

describe('the contact rule', () => {
  it('is the spec by default: the e-mail required, in the words it always had', async () => {
    expect((await get(app, 'getContactRule')).body.result).toMatchObject({ contactRule: 'spec' });
    const onlyWechat = await send({ wechatId: 'liwei_88' });
    expect(onlyWechat.status).toBe(400);
    expect(onlyWechat.body.message).toBe('Invalid parameter: email is required');
    const onlyPhone = await send({ phoneNum: '138 0000 1111', email: '' });
    expect(onlyPhone.body.message).toBe('Invalid parameter: email is required');
  });

  it('is set by owners only: sales and editors 403, nobody signed in 401, bad values 400', async () => {
    for (const user of [sales, editor]) {
      expect((await call(app, 'GET', '/settings/contact', { cookie: user.cookie })).status).toBe(403);
      const refused = await setRule('any-one', user.cookie);
      expect(refused.status, user.email).toBe(403);
      expect(refused.body).toMatchObject({ success: false, result: null });
    }
    expect((await call(app, 'GET', '/settings/contact')).status).toBe(401);
    expect((await call(app, 'PATCH', '/settings/contact', { body: { contactRule: 'any-one' } })).status).toBe(
      401,
    );
    const bad = await setRule('phone-only');
    expect(bad.status).toBe(400);
    expect(bad.body.result.issues).toEqual([expect.objectContaining({ path: ['contactRule'] })]);
    expect((await call(app, 'GET', '/settings/contact', { cookie: owner.cookie })).body.result).toEqual({
      contactRule: 'spec',
      workshopBooking: false,
    });
  });

  it('under any-one takes any one of phone, WeChat ID and e-mail, and refuses none', async () => {
    const saved = await setRule('any-one');
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({ contactRule: 'any-one', workshopBooking: false });
    // The public call and the form's check follow at once (the content version moved).
    expect((await get(app, 'getContactRule')).body.result).toMatchObject({ contactRule: 'any-one' });

    for (const fields of [
      { wechatId: 'liwei_88' },
      { phoneNum: '138 0000 1111' },
      { email: 'li@example.com' },
    ] as Record<string, string>[]) {
      const answer = await send(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(200);
    }
    const none = await send({ phoneNum: ' ', email: '' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(
      'Invalid parameter: phoneNum, wechatId or email is required: at least one of them',
    );
    // Each one given is still checked.
    const badEmail = await send({ wechatId: 'liwei_88', email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('email must be a valid e-mail address');
    const badPhone = await send({ phoneNum: 'call me' });
    expect(badPhone.body.message).toContain('phoneNum may hold only digits');
  });

  it('is audited with its before and after, in words the log knows', async () => {
    expect((await setRule('spec')).status).toBe(200);
    const log = await call(app, 'GET', '/audit?action=settings.contact-rule', { cookie: owner.cookie });
    expect(log.body.result.records[0]).toMatchObject({
      actorId: owner.id,
      subject: { kind: 'none' },
      changes: [{ field: 'contactRule', before: 'any-one', after: 'spec' }],
    });
    // Back to the spec: an enquiry with only a WeChat ID is refused again.
    expect((await send({ wechatId: 'liwei_88' })).status).toBe(400);
  });
});

describe('in the inbox', () => {
  let id: number;
  beforeAll(async () => {
    const answer = await send({ email: 'wechat@example.com', wechatId: 'wxid_ruijie2026' });
    id = (await storedBy(answer.messageContent))!.id;
  });

  it('is in the record, the text search and the CSV in both languages', async () => {
    const record = await call(app, 'GET', `/enquiries/${id}`, { cookie: sales.cookie });
    expect(record.body.result).toMatchObject({ wechat: 'wxid_ruijie2026', email: 'wechat@example.com' });
    const found = await call(app, 'GET', '/enquiries?q=ruijie2026', { cookie: sales.cookie });
    expect(found.body.result.records.map((r: { id: number }) => r.id)).toEqual([id]);

    const zh = await call(app, 'GET', '/enquiries/export.csv?q=ruijie2026&lang=zh', { cookie: sales.cookie });
    const [zhHeader, zhRow] = String(zh.body.result).slice(1).split('\r\n');
    expect(zhHeader).toContain(',电话,微信号,邮箱,');
    expect(zhRow).toContain(',wxid_ruijie2026,wechat@example.com,');
    const en = await call(app, 'GET', '/enquiries/export.csv?q=ruijie2026&lang=en', { cookie: owner.cookie });
    expect(String(en.body.result)).toContain(',Phone,WeChat ID,E-mail,');
  });

  it('keeps a history of every change: who, when (site time) and from → to', async () => {
    const history = () => call(app, 'GET', `/enquiries/${id}/history`, { cookie: sales.cookie });
    expect((await history()).body.result).toEqual({ records: [] });

    const patch = (body: object, cookie: string) => call(app, 'PATCH', `/enquiries/${id}`, { cookie, body });
    expect((await patch({ status: 'contacted' }, sales.cookie)).status).toBe(200);
    expect((await patch({ assigneeId: sales.id, notes: 'Called, wants a quote' }, owner.cookie)).status).toBe(
      200,
    );
    // Nothing changed: no entry.
    expect((await patch({ status: 'contacted' }, owner.cookie)).status).toBe(200);

    const { records } = (await history()).body.result;
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      actorName: expect.stringMatching(/^sales /),
      changes: [{ field: 'status', before: 'new', after: 'contacted' }],
    });
    expect(records[0].siteTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+08:00\)$/);
    expect(records[1]).toMatchObject({
      actorName: expect.stringMatching(/^owner /),
      changes: [
        { field: 'assignee', before: null, after: expect.stringMatching(/^sales /) },
        { field: 'notes' },
      ],
    });
    // The notes themselves stay out of the history, as out of the log.
    expect(JSON.stringify(records)).not.toContain('wants a quote');
  });

  it('answers the history to owners and sales only, and 404 for an unknown enquiry', async () => {
    expect((await call(app, 'GET', `/enquiries/${id}/history`, { cookie: editor.cookie })).status).toBe(403);
    expect((await call(app, 'GET', `/enquiries/${id}/history`)).status).toBe(401);
    expect((await call(app, 'GET', `/enquiries/${id}/history`, { cookie: owner.cookie })).status).toBe(200);
    expect((await call(app, 'GET', '/enquiries/999999/history', { cookie: owner.cookie })).status).toBe(404);
  });
});
