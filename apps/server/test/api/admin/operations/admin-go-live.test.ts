// GET /api/admin/dashboard/go-live: owners only; each item read from the real state, and each
// flips from to-do to done when that state is set (configuration, settings, accounts, content).
import { contentTypeDeclaration } from '@refit/contract/content-types';
import type { ContentType } from '@refit/contract/admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, totpCode } from '../../../../src/modules/admin/auth/totp.ts';
import { call, signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk, newsCase } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { recordBackup } from '../../../../src/backup/server-job/backup-record.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

interface Item {
  id: string;
  state: 'done' | 'todo' | 'unavailable';
  pending: { name: string; count: number | null }[];
}

let app: TestApp;
let ownerCookie: string;
let owner: ContentApi;

beforeAll(async () => {
  app = await createTestApp();
  ownerCookie = (await signedIn(app, 'owner')).cookie;
  owner = contentApi(app, ownerCookie);
});
afterAll(() => app.close());

async function checklistOf(server: TestApp, cookie: string) {
  const answer = await call(server, 'GET', '/dashboard/go-live', { cookie });
  expect(answer.status).toBe(200);
  return answer.body.result as { items: Item[]; done: number; total: number };
}
const itemOf = async (id: string, server = app, cookie = ownerCookie) =>
  (await checklistOf(server, cookie)).items.find((item) => item.id === id)!;

async function saveSettings(change: (document: Record<string, unknown>) => Record<string, unknown>) {
  const item = expectOk(await owner.get('settings', 1));
  const saved = expectOk(await owner.save('settings', 1, item.version, change(item.document)));
  expectOk(await owner.publish('settings', 1, saved.version));
}

describe('GET /api/admin/dashboard/go-live', () => {
  it('answers owners; refuses editors, sales and visitors', async () => {
    for (const role of ['editor', 'sales'] as const) {
      const answer = await call(app, 'GET', '/dashboard/go-live', {
        cookie: (await signedIn(app, role)).cookie,
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, result: null, message: 'Your role may not do this' });
    }
    expect((await call(app, 'GET', '/dashboard/go-live')).status).toBe(401);
  });

  it('on a fresh demo, lists every item', async () => {
    const checklist = await checklistOf(app, ownerCookie);
    expect(checklist.items.map((item) => [item.id, item.state])).toEqual([
      ['siteOrigin', 'todo'],
      ['filingNumbers', 'todo'],
      ['contactDetails', 'todo'],
      ['demoContent', 'todo'],
      ['ownerTwoStep', 'todo'],
      ['enquiryNotices', 'todo'],
      ['baiduPush', 'todo'],
      ['translations', 'done'],
      ['backups', 'todo'],
    ]);
    expect(checklist).toMatchObject({ done: 1, total: 9 });
    expect((await itemOf('filingNumbers')).pending.map((part) => part.name)).toEqual([
      'icpNumber',
      'psbNumber',
    ]);
    expect((await itemOf('contactDetails')).pending.map((part) => part.name)).toEqual(['phone', 'wechatQr']);
  });

  it('public origin and enquiry notices: done once configured; backups once a recent one succeeded', async () => {
    const configured = await createTestApp({
      SITE_ORIGIN: 'http://localhost:80',
      NOTIFY_WEBHOOK_URL: 'https://oapi.dingtalk.com/robot/send?access_token=test',
      BACKUP_SCHEDULE: '03:30',
    });
    try {
      const cookie = (await signedIn(configured, 'owner')).cookie;
      expect((await itemOf('siteOrigin', configured, cookie)).state).toBe('done');
      expect((await itemOf('enquiryNotices', configured, cookie)).state).toBe('done');
      // Scheduled, but no backup made yet: to do until the first one is.
      expect((await itemOf('backups', configured, cookie)).state).toBe('todo');
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
      const backup = {
        startedAt: hoursAgo(20),
        endedAt: hoursAgo(20),
        ok: true,
        trigger: 'schedule',
      } as const;
      await recordBackup(configured.db, backup);
      expect((await itemOf('backups', configured, cookie)).state).toBe('done');
      // The last good one is over two days old (the schedule stopped running): to do again.
      await recordBackup(configured.db, { ...backup, startedAt: hoursAgo(49), endedAt: hoursAgo(49) });
      expect((await itemOf('backups', configured, cookie)).state).toBe('todo');
      // The last one failed: to do again.
      await recordBackup(configured.db, { ...backup, ok: false, error: 'disk full' });
      expect((await itemOf('backups', configured, cookie)).state).toBe('todo');
    } finally {
      await configured.close();
    }
  });

  it('filing numbers: done once both are filled with the company’s own', async () => {
    await saveSettings((document) => ({ ...document, icpNumber: '京ICP备12345678号-1' }));
    expect(await itemOf('filingNumbers')).toEqual({
      id: 'filingNumbers',
      state: 'todo',
      pending: [{ name: 'psbNumber', count: null }],
    });
    await saveSettings((document) => ({ ...document, psbNumber: '京公网安备 11010502000002号' }));
    expect((await itemOf('filingNumbers')).state).toBe('done');
  });

  it('contact details: done once the phone and the WeChat QR codes are no longer the demo’s', async () => {
    await saveSettings((document) => {
      const sales = document.sales as Record<'cn' | 'en', Record<string, string>>;
      const own = { num: '+86 21 5555 0101', link: 'tel:+862155550101' };
      return { ...document, sales: { cn: { ...sales.cn, ...own }, en: { ...sales.en, ...own } } };
    });
    expect((await itemOf('contactDetails')).pending).toEqual([{ name: 'wechatQr', count: null }]);
    await saveSettings((document) => ({
      ...document,
      wechatQr: {
        officialAccount: 'https://weixin.qq.com/r/own-account',
        consultant: 'https://u.wechat.com/own',
      },
    }));
    expect((await itemOf('contactDetails')).state).toBe('done');
  });

  it('Baidu push: done once it is on with a site and a token', async () => {
    await saveSettings((document) => ({
      ...document,
      baiduPush: { enabled: true, site: 'https://www.example.cn', token: 'SecretToken42' },
    }));
    expect((await itemOf('baiduPush')).state).toBe('done');
  });

  it('two-step sign-in: done once an owner has turned it on', async () => {
    const begun = expectOk(await call(app, 'POST', '/auth/totp/begin', { cookie: ownerCookie }));
    expectOk(
      await call(app, 'POST', '/auth/totp/confirm', {
        cookie: ownerCookie,
        body: { code: totpCode(begun.secret, currentStep()) },
      }),
    );
    expect((await itemOf('ownerTwoStep')).state).toBe('done');
  });

  it('translations: a published item with one language missing is to do until translated', async () => {
    const { id, version } = expectOk(await owner.create('news', { ...newsCase.document(1), titleEn: '' }));
    expectOk(await owner.publish('news', id, version));
    expect((await itemOf('translations')).pending).toEqual([{ name: 'news', count: 1 }]);
    const item = expectOk(await owner.get('news', id));
    const saved = expectOk(
      await owner.save('news', id, item.version, { ...item.document, titleEn: 'Our own story' }),
    );
    expectOk(await owner.publish('news', id, saved.version));
    expect((await itemOf('translations')).state).toBe('done');
  });

  it('demo content: counted by the seed’s ids and titles, done once every demo item is renamed or gone', async () => {
    const before = await itemOf('demoContent');
    const brands = before.pending.find((part) => part.name === 'brands')!;
    expect(brands.count).toBeGreaterThan(0);
    expect(before.pending.map((part) => part.name)).not.toContain('menus');

    const brand = expectOk(await owner.get('brands', 1));
    const saved = expectOk(
      await owner.save('brands', 1, brand.version, {
        ...brand.document,
        brandName: `${brand.document.brandName} 上海`,
      }),
    );
    expectOk(await owner.publish('brands', 1, saved.version));
    const renamed = (await itemOf('demoContent')).pending.find((part) => part.name === 'brands')!;
    expect(renamed.count).toBe(brands.count! - 1);

    // The team replaces the rest: every remaining demo item renamed at once.
    for (const { name } of before.pending) {
      const { table, titleColumn } = contentTypeDeclaration(name as ContentType);
      await sql`update ${sql.table(table)} set ${sql.ref(titleColumn)} = ${sql.ref(titleColumn)} || ${' ·'}`.execute(
        app.db,
      );
    }
    expect(await itemOf('demoContent')).toEqual({ id: 'demoContent', state: 'done', pending: [] });
  });

  it('counts the items done out of those the site can check', async () => {
    const checklist = await checklistOf(app, ownerCookie);
    // This app has no public origin, no notices and no backups configured (the other app showed those).
    expect(checklist).toMatchObject({ done: 6, total: 9 });
  });
});
