// WeChat sharing's Official Account in the site settings: set by owners only, the app secret
// write-only (masked in every admin answer, kept when the mask comes back, in no public answer),
// checked beside its field, and publishing new credentials leaves no ticket of the old ones in use.
import { SECRET_MASK } from '@refit/contract/admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { startFakeWechat } from '../../../helpers/fake-wechat.ts';
import type { FakeWechat } from '../../../helpers/fake-wechat.ts';
import { createTestApp, get } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

const APP_ID = 'wx1234567890abcdef';
const SECRET = 'Aa0123456789abcdef0123456789abcd';
const NEW_SECRET = 'Bb0123456789abcdef0123456789abcd';
const PAGE = 'http://localhost/news/info/1?l=zh';

let fake: FakeWechat;
let app: TestApp;
let owner: ContentApi;
let editor: ContentApi;
let ownerCookie: string;
let salesCookie: string;

beforeAll(async () => {
  fake = await startFakeWechat();
  fake.accounts.set(APP_ID, SECRET);
  app = await createTestApp({ WECHAT_API_ORIGIN: fake.url });
  ownerCookie = (await signedIn(app, 'owner')).cookie;
  salesCookie = (await signedIn(app, 'sales')).cookie;
  owner = contentApi(app, ownerCookie);
  editor = contentApi(app, (await signedIn(app, 'editor')).cookie);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function publishWechatShare(wechatShare: { appId: string; appSecret: string }) {
  const item = expectOk(await owner.get('settings', 1));
  const saved = expectOk(await owner.save('settings', 1, item.version, { ...item.document, wechatShare }));
  expectOk(await owner.publish('settings', 1, saved.version));
}

const storedSettings = async () =>
  JSON.parse(
    (
      await app.db
        .selectFrom('admin_setting')
        .select('value')
        .where('key', '=', 'wechat-share')
        .executeTakeFirstOrThrow()
    ).value,
  );

const shareConfig = () =>
  app.inject({ method: 'GET', url: `/api/wechat/share-config?url=${encodeURIComponent(PAGE)}` });

beforeEach(async () => {
  fake.reset();
  fake.accounts.set(APP_ID, SECRET);
  await publishWechatShare({ appId: APP_ID, appSecret: SECRET });
  await app.db.deleteFrom('wechat_share_ticket').execute();
});

describe('the settings', () => {
  it('are stored when an owner publishes them, the secret masked in every answer and kept when the mask comes back', async () => {
    expect(await storedSettings()).toEqual({ appId: APP_ID, appSecret: SECRET });
    const item = expectOk(await owner.get('settings', 1));
    expect(item.document.wechatShare).toEqual({ appId: APP_ID, appSecret: SECRET_MASK });
    const stale = await owner.save('settings', 1, item.version - 1, item.document);
    expect(stale.status).toBe(409);
    expect(stale.body.result.current.document.wechatShare.appSecret).toBe(SECRET_MASK);

    // An editor's save of other fields sends the mask back: the secret stays.
    const saved = expectOk(
      await editor.save('settings', 1, item.version, { ...item.document, icpNumber: '' }),
    );
    expectOk(await editor.publish('settings', 1, saved.version));
    expect(await storedSettings()).toEqual({ appId: APP_ID, appSecret: SECRET });
    expect((await shareConfig()).statusCode).toBe(200);
    expect(fake.tokenCalls().map((request) => request.body?.secret)).toEqual([SECRET]);
  });

  it('turn off with both fields emptied', async () => {
    await publishWechatShare({ appId: '', appSecret: '' });
    expect(await storedSettings()).toEqual({ appId: '', appSecret: '' });
    expect(expectOk(await owner.get('settings', 1)).document.wechatShare).toEqual({
      appId: '',
      appSecret: '',
    });
    expect((await shareConfig()).statusCode).toBe(404);
  });

  it('refuse a malformed app id or secret, or one without the other, beside the field', async () => {
    const item = expectOk(await owner.get('settings', 1));
    const attempt = (wechatShare: object) =>
      owner.save('settings', 1, item.version, { ...item.document, wechatShare });
    for (const [wechatShare, field, message] of [
      [{ appId: 'wx123', appSecret: SECRET }, 'appId', 'must be wx followed by 16 letters and digits'],
      [
        { appId: 'ab1234567890abcdef', appSecret: SECRET },
        'appId',
        'must be wx followed by 16 letters and digits',
      ],
      [
        { appId: 'wx1234567890abcde!', appSecret: SECRET },
        'appId',
        'must be wx followed by 16 letters and digits',
      ],
      [{ appId: `${APP_ID}0`, appSecret: SECRET }, 'appId', 'must be at most 18 characters'],
      [{ appId: APP_ID, appSecret: 'short' }, 'appSecret', 'must be 32 letters and digits'],
      [{ appId: APP_ID, appSecret: `${SECRET.slice(1)}-` }, 'appSecret', 'must be 32 letters and digits'],
      [{ appId: APP_ID, appSecret: '' }, 'appSecret', 'is required with the app id'],
      [{ appId: '', appSecret: SECRET }, 'appId', 'is required with the app secret'],
      [{ appId: APP_ID, appSecret: SECRET, extra: 1 }, null, null],
    ] as const) {
      const answer = await attempt(wechatShare);
      expect(answer.status, JSON.stringify(wechatShare)).toBe(400);
      if (field)
        expect(answer.body.result.issues).toEqual([{ path: ['document', 'wechatShare', field], message }]);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    }
    // Surrounding spaces are dropped.
    expectOk(await attempt({ appId: ` ${APP_ID} `, appSecret: ` ${NEW_SECRET} ` }));
    expect(expectOk(await owner.get('settings', 1)).version).toBe(item.version + 1);
  });

  it('are changed by owners only; sales may not read them', async () => {
    const item = expectOk(await owner.get('settings', 1));
    for (const wechatShare of [
      { appId: '', appSecret: '' },
      { appId: 'wxfedcba0987654321', appSecret: SECRET_MASK },
      { appId: APP_ID, appSecret: NEW_SECRET },
    ]) {
      const refused = await editor.save('settings', 1, item.version, { ...item.document, wechatShare });
      expect(refused.status).toBe(403);
    }
    expect((await call(app, 'GET', '/content/settings/1', { cookie: salesCookie })).status).toBe(403);
    expect(expectOk(await owner.get('settings', 1)).version).toBe(item.version);
    expect(await storedSettings()).toEqual({ appId: APP_ID, appSecret: SECRET });

    // Nor may an editor bring back other credentials by restoring the version that had them.
    const changed = expectOk(
      await owner.save('settings', 1, item.version, {
        ...item.document,
        wechatShare: { appId: APP_ID, appSecret: NEW_SECRET },
      }),
    );
    const back = expectOk(
      await owner.save('settings', 1, changed.version, {
        ...item.document,
        wechatShare: { appId: APP_ID, appSecret: SECRET },
      }),
    );
    expect((await editor.restore('settings', 1, changed.version)).status).toBe(403);
    expect(expectOk(await owner.get('settings', 1)).version).toBe(back.version);
  });

  it('never show the secret: not in admin answers, the audit log or any public answer', async () => {
    fake.accounts.set(APP_ID, NEW_SECRET);
    await publishWechatShare({ appId: APP_ID, appSecret: NEW_SECRET });
    const signed = await shareConfig();
    expect(signed.statusCode).toBe(200);
    expect(signed.body).not.toContain(NEW_SECRET);
    const answers = [
      await owner.get('settings', 1),
      await owner.list('settings'),
      await owner.revisions('settings', 1),
      await call(app, 'GET', '/audit', { cookie: ownerCookie }),
      await call(app, 'GET', '/dashboard', { cookie: ownerCookie }),
      await call(app, 'GET', '/dashboard/go-live', { cookie: ownerCookie }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const secret of [SECRET, NEW_SECRET]) expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    const audit = answers[3]!.body.result.records.find((record: { changes?: { field: string }[] }) =>
      record.changes?.some((change) => change.field === 'wechatShare.appSecret'),
    );
    expect(audit.changes).toContainEqual({ field: 'wechatShare.appSecret' });

    const rows = await app.db.selectFrom('common_data').select(['code', 'contents']).execute();
    for (const { code, contents } of rows) {
      expect(contents).not.toContain(NEW_SECRET);
      expect(JSON.stringify((await get(app, 'getCommonData', { code })).body)).not.toContain(NEW_SECRET);
    }
    for (const code of ['wechat-share', 'wechat_share', 'wechatShare', 'admin_setting']) {
      const answer = await get(app, 'getCommonData', { code });
      expect([400, 404]).toContain(answer.status);
    }
  });
});

describe('publishing new credentials', () => {
  const tickets = () =>
    app.db.selectFrom('wechat_share_ticket').select(['appId', 'ticket', 'retryAt']).execute();

  it('drops the ticket of the old ones, and the back-off a refused secret set', async () => {
    expect((await shareConfig()).statusCode).toBe(200);
    expect(await tickets()).toHaveLength(1);

    // Other settings published: the ticket stays.
    const item = expectOk(await owner.get('settings', 1));
    const saved = expectOk(
      await owner.save('settings', 1, item.version, { ...item.document, icpNumber: '沪ICP备1号' }),
    );
    expectOk(await owner.publish('settings', 1, saved.version));
    expect(await tickets()).toHaveLength(1);

    // A wrong secret: refused, backing off.
    await publishWechatShare({ appId: APP_ID, appSecret: NEW_SECRET });
    expect(await tickets()).toEqual([]);
    expect((await shareConfig()).statusCode).toBe(503);
    expect((await tickets())[0]!.retryAt).toBeGreaterThan(Date.now());

    // The right one again: asked at once, no back-off left.
    await publishWechatShare({ appId: APP_ID, appSecret: SECRET });
    expect(await tickets()).toEqual([]);
    expect((await shareConfig()).statusCode).toBe(200);
    expect(fake.tokenCalls().map((request) => request.body?.secret)).toEqual([SECRET, NEW_SECRET, SECRET]);
  });

  it('leaves the tickets alone while only a draft holds them', async () => {
    expect((await shareConfig()).statusCode).toBe(200);
    const item = expectOk(await owner.get('settings', 1));
    expectOk(
      await owner.save('settings', 1, item.version, {
        ...item.document,
        wechatShare: { appId: APP_ID, appSecret: NEW_SECRET },
      }),
    );
    expect(await tickets()).toHaveLength(1);
    expect((await shareConfig()).statusCode).toBe(200);
    expect(fake.ticketCalls()).toHaveLength(1);
  });
});
