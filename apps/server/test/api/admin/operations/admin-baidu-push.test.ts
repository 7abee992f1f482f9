// Baidu push against a stand-in Baidu on loopback: the settings (token masked, owners only, never
// public), what publishing queues (both languages' canonical addresses, once), what the job sends
// and how it handles failures, a hanging Baidu, a disabled push and two processes on one database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECRET_MASK } from '@refit/contract/admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runJob } from '../../../../src/jobs/run-job.ts';
import { baiduPushJob, runBaiduPush } from '../../../../src/modules/baidu-push/push-job.ts';
import type { BaiduPushJob } from '../../../../src/modules/baidu-push/push-job.ts';
import { publishDue } from '../../../../src/modules/admin/content/service.ts';
import { call, signedIn } from '../../../helpers/admin.ts';
import { brandCase, contentApi, expectOk, newsCase, partnerCase } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { startFakeBaidu } from '../../../helpers/fake-baidu.ts';
import type { FakeBaidu } from '../../../helpers/fake-baidu.ts';
import { createTestApp, createTwinApp, get } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

const SITE = 'https://www.example.cn';
const TOKEN = 'SecretToken42';

let fake: FakeBaidu;
let app: TestApp;
let owner: ContentApi;
let editor: ContentApi;
let ownerCookie: string;
let editorCookie: string;
let salesCookie: string;
let n = 0;

beforeAll(async () => {
  fake = await startFakeBaidu();
  // The app's own timer stays off: each test runs the job when it means to.
  app = await createTestApp({ BAIDU_PUSH_ENDPOINT: fake.url, BAIDU_PUSH_INTERVAL_MS: '0' });
  ownerCookie = (await signedIn(app, 'owner')).cookie;
  editorCookie = (await signedIn(app, 'editor')).cookie;
  salesCookie = (await signedIn(app, 'sales')).cookie;
  owner = contentApi(app, ownerCookie);
  editor = contentApi(app, editorCookie);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const jobOf = (server: TestApp, overrides: Partial<BaiduPushJob> = {}): BaiduPushJob => ({
  db: server.db,
  endpoint: server.config.BAIDU_PUSH_ENDPOINT,
  timeoutMs: 1500,
  log,
  ...overrides,
});

async function setPush(push: { enabled: boolean; site: string; token: string }) {
  const item = expectOk(await owner.get('settings', 1));
  const saved = expectOk(
    await owner.save('settings', 1, item.version, { ...item.document, baiduPush: push }),
  );
  expectOk(await owner.publish('settings', 1, saved.version));
}

async function publishedNews(): Promise<number> {
  n += 1;
  const { id, version } = expectOk(await editor.create('news', newsCase.document(n)));
  expectOk(await editor.publish('news', id, version));
  return id;
}

const queue = () => app.db.selectFrom('baidu_push_queue').selectAll().orderBy('url').execute();
const statusOf = async (url: string) =>
  (await app.db.selectFrom('baidu_push_queue').select('status').where('url', '=', url).executeTakeFirst())
    ?.status;

beforeEach(async () => {
  fake.mode = 'accept';
  fake.remain = 4999;
  fake.notSameSite = [];
  fake.received = [];
  log.info.mockClear();
  log.warn.mockClear();
  log.error.mockClear();
  await app.db.deleteFrom('baidu_push_queue').execute();
  await app.db.deleteFrom('admin_setting').where('key', '=', 'baidu-push-state').execute();
  await setPush({ enabled: true, site: SITE, token: TOKEN });
});

describe('settings', () => {
  it('masks the token in every admin answer and keeps it when the mask comes back', async () => {
    const item = expectOk(await owner.get('settings', 1));
    expect(item.document.baiduPush).toEqual({ enabled: true, site: SITE, token: SECRET_MASK });
    expect(expectOk(await editor.get('settings', 1)).document.baiduPush.token).toBe(SECRET_MASK);
    // A stale save's 409 shows the item as it is: masked too.
    const stale = await owner.save('settings', 1, item.version - 1, item.document);
    expect(stale.status).toBe(409);
    expect(stale.body.result.current.document.baiduPush.token).toBe(SECRET_MASK);

    // The mask sent back unchanged (an editor's save of other fields) keeps the stored token.
    const saved = expectOk(
      await editor.save('settings', 1, item.version, { ...item.document, icpNumber: '' }),
    );
    expectOk(await editor.publish('settings', 1, saved.version));
    const stored = await app.db
      .selectFrom('admin_setting')
      .select('value')
      .where('key', '=', 'baidu-push')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toEqual({ enabled: true, site: SITE, token: TOKEN });
  });

  it('never serves the push settings publicly', async () => {
    const rows = await app.db.selectFrom('common_data').select(['code', 'contents']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.contents).not.toContain(TOKEN);
      const served = await get(app, 'getCommonData', { code: row.code });
      expect(JSON.stringify(served.body)).not.toContain(TOKEN);
    }
    for (const code of ['baidu-push', 'baidu_push', 'baiduPush', 'admin_setting']) {
      const answer = await get(app, 'getCommonData', { code });
      expect([400, 404]).toContain(answer.status);
      expect(JSON.stringify(answer.body)).not.toContain(TOKEN);
    }
  });

  it('checks the site and asks for a site and token when on', async () => {
    const item = expectOk(await owner.get('settings', 1));
    const attempt = (baiduPush: object) =>
      owner.save('settings', 1, item.version, { ...item.document, baiduPush });
    for (const site of [
      'ftp://www.example.cn',
      'https://www.example.cn/zh',
      'www.example.cn',
      'javascript:x',
    ]) {
      const answer = await attempt({ enabled: true, site, token: TOKEN });
      expect(answer.status).toBe(400);
      expect(answer.body.result.issues[0].path).toEqual(['document', 'baiduPush', 'site']);
    }
    const noToken = await attempt({ enabled: true, site: SITE, token: '' });
    expect(noToken.body.result.issues[0].path).toEqual(['document', 'baiduPush', 'token']);
    expect((await attempt({ enabled: true, site: SITE, token: 'not a token!' })).status).toBe(400);
    // A trailing slash is dropped.
    const saved = expectOk(await attempt({ enabled: true, site: `${SITE}/`, token: TOKEN }));
    expect(expectOk(await owner.get('settings', 1)).document.baiduPush.site).toBe(SITE);
    expect(saved.version).toBe(item.version + 1);
  });

  it('lets only owners change them; sales may not read them', async () => {
    const item = expectOk(await owner.get('settings', 1));
    for (const baiduPush of [
      { enabled: false, site: SITE, token: SECRET_MASK },
      { enabled: true, site: 'https://other.example.cn', token: SECRET_MASK },
      { enabled: true, site: SITE, token: 'AnotherToken1' },
    ]) {
      const refused = await editor.save('settings', 1, item.version, { ...item.document, baiduPush });
      expect(refused.status).toBe(403);
    }
    expect(expectOk(await owner.get('settings', 1)).version).toBe(item.version);
    expect((await call(app, 'GET', '/content/settings/1', { cookie: salesCookie })).status).toBe(403);
    const salesSave = await call(app, 'PUT', '/content/settings/1', {
      cookie: salesCookie,
      body: { version: item.version, document: { ...item.document, baiduPush: { enabled: false } } },
    });
    expect(salesSave.status).toBe(403);

    const changed = await owner.save('settings', 1, item.version, {
      ...item.document,
      baiduPush: { enabled: true, site: SITE, token: 'AnotherToken1' },
    });
    expect(changed.status).toBe(200);
    const back = expectOk(
      await owner.save('settings', 1, changed.body.result.version, {
        ...item.document,
        baiduPush: { enabled: true, site: SITE, token: TOKEN },
      }),
    );
    // Nor may an editor bring back the other token by restoring that version.
    expect((await editor.restore('settings', 1, changed.body.result.version)).status).toBe(403);
    expect(expectOk(await owner.get('settings', 1)).version).toBe(back.version);
  });
});

describe('status endpoint', () => {
  it('answers owners and editors, refuses sales and visitors', async () => {
    expect((await call(app, 'GET', '/baidu-push/status', { cookie: ownerCookie })).status).toBe(200);
    expect((await call(app, 'GET', '/baidu-push/status', { cookie: editorCookie })).status).toBe(200);
    expect((await call(app, 'GET', '/baidu-push/status', { cookie: salesCookie })).status).toBe(403);
    expect((await call(app, 'GET', '/baidu-push/status')).status).toBe(401);
  });

  it('shows the queue, the last submission and the latest failures', async () => {
    const id = await publishedNews();
    fake.notSameSite = [`${SITE}/news/info/${id}?l=en`];
    await runBaiduPush(jobOf(app));
    const status = expectOk(await call(app, 'GET', '/baidu-push/status', { cookie: editorCookie }));
    expect(status).toMatchObject({
      enabled: true,
      site: SITE,
      queue: { pending: 0, sent: 1, failed: 1 },
      lastRun: { submitted: 2, success: 1, refused: 1, remain: 4999, error: null },
      pausedUntil: null,
      failures: [{ url: `${SITE}/news/info/${id}?l=en`, error: 'Baidu: not of the site' }],
    });
    expect(JSON.stringify(status)).not.toContain(TOKEN);
  });
});

describe('publishing', () => {
  it('queues the canonical Chinese and English addresses of the page, once', async () => {
    const id = await publishedNews();
    const { id: brandId, version } = expectOk(await editor.create('brands', brandCase.document(1)));
    expectOk(await editor.publish('brands', brandId, version));
    // Partners have no page of their own: nothing to push.
    const partner = expectOk(await editor.create('partners', partnerCase.document(1)));
    expectOk(await editor.publish('partners', partner.id, partner.version));
    expect((await queue()).map((row) => [row.url, row.status])).toEqual([
      [`${SITE}/brand/${brandId}?l=en`, 'pending'],
      [`${SITE}/brand/${brandId}?l=zh`, 'pending'],
      [`${SITE}/news/info/${id}?l=en`, 'pending'],
      [`${SITE}/news/info/${id}?l=zh`, 'pending'],
    ]);
    // Published again while waiting: still once each.
    const item = expectOk(await editor.get('news', id));
    const saved = expectOk(await editor.save('news', id, item.version, { ...item.document, title: '改过' }));
    expectOk(await editor.publish('news', id, saved.version));
    expect(await queue()).toHaveLength(4);
  });

  it('queues on bulk and scheduled publishing, and withdraws what waits on unpublish and delete', async () => {
    const a = expectOk(await editor.create('news', newsCase.document(101)));
    const b = expectOk(await editor.create('news', newsCase.document(102)));
    expectOk(await editor.bulk('news', 'publish', [a.id, b.id]));
    expect(await queue()).toHaveLength(4);

    expectOk(await editor.unpublish('news', a.id));
    expectOk(await editor.remove('news', b.id));
    expect(await queue()).toEqual([]);

    const c = expectOk(await editor.create('news', newsCase.document(103)));
    const at = Date.now() + 60_000;
    expectOk(await editor.schedule('news', c.id, c.version, new Date(at).toISOString()));
    expect(await queue()).toEqual([]);
    const context = { db: app.db, afterWrite: () => app.contentVersion.invalidate() };
    await publishDue(context, new Date(at + 1000), () => undefined);
    expect((await queue()).map((row) => row.url)).toEqual([
      `${SITE}/news/info/${c.id}?l=en`,
      `${SITE}/news/info/${c.id}?l=zh`,
    ]);
  });

  it('queues nothing, and sends nothing, while the push is off', async () => {
    await publishedNews();
    await setPush({ enabled: false, site: SITE, token: SECRET_MASK });
    await publishedNews();
    expect(await queue()).toHaveLength(2);
    expect(await runBaiduPush(jobOf(app))).toEqual({ sent: 0, skipped: 'off' });
    expect(fake.received).toEqual([]);
  });

  it('answers at once while Baidu hangs', async () => {
    await publishedNews();
    fake.mode = 'hang';
    let settled = false;
    const run = runBaiduPush(jobOf(app)).finally(() => (settled = true));
    await vi.waitFor(() => expect(fake.received).toHaveLength(1));
    const started = performance.now();
    const id = await publishedNews();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(settled).toBe(false);
    expect(await run).toEqual({ sent: 0, outcome: 'unavailable' });
    expect((await queue()).find((row) => row.url === `${SITE}/news/info/${id}?l=zh`)?.status).toBe('pending');
    expect(
      (
        await app.db.selectFrom('baidu_push_queue').select('lastError').where('attempts', '=', 1).execute()
      ).map((row) => row.lastError),
    ).toEqual(['no answer: timed out', 'no answer: timed out']);
  });
});

describe('the push job', () => {
  it('posts the due addresses as text/plain, one per line, with the site and token', async () => {
    const id = await publishedNews();
    expect(await runBaiduPush(jobOf(app))).toEqual({ sent: 2, outcome: 'accepted' });
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: '/urls',
        site: SITE,
        token: TOKEN,
        contentType: 'text/plain',
        lines: [`${SITE}/news/info/${id}?l=zh`, `${SITE}/news/info/${id}?l=en`].sort(),
      },
    ]);
    expect(await statusOf(`${SITE}/news/info/${id}?l=zh`)).toBe('sent');
    // Nothing left: no further request.
    expect(await runBaiduPush(jobOf(app))).toEqual({ sent: 0, skipped: 'nothing due' });
    expect(fake.received).toHaveLength(1);
  });

  it('tries a 500 again later and gives up after the last attempt', async () => {
    const id = await publishedNews();
    const url = `${SITE}/news/info/${id}?l=zh`;
    fake.mode = 'down';
    const start = Date.now();
    const at = (minutes: number) => () => start + minutes * 60_000;
    expect(await runBaiduPush(jobOf(app), { now: at(0) })).toEqual({
      sent: 0,
      outcome: 'unavailable',
    });
    // Not yet due again.
    expect(await runBaiduPush(jobOf(app), { now: at(0.5) })).toMatchObject({
      skipped: 'nothing due',
    });
    for (const minutes of [1.1, 6.2, 36.3]) await runBaiduPush(jobOf(app), { now: at(minutes) });
    expect(fake.received).toHaveLength(4);
    expect(await statusOf(url)).toBe('failed');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ url }),
      'Baidu push gave up on an address',
    );
    // Published anew, it waits again.
    const item = expectOk(await editor.get('news', id));
    const saved = expectOk(await editor.save('news', id, item.version, { ...item.document, title: '新' }));
    expectOk(await editor.publish('news', id, saved.version));
    expect(await statusOf(url)).toBe('pending');
  });

  it('tries a network error again later', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const id = await publishedNews();
    const job = jobOf(app, { endpoint: `http://127.0.0.1:${port}` });
    expect(await runBaiduPush(job)).toEqual({ sent: 0, outcome: 'unavailable' });
    const row = await app.db
      .selectFrom('baidu_push_queue')
      .selectAll()
      .where('url', '=', `${SITE}/news/info/${id}?l=zh`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/^no answer: /);
    expect(Date.parse(row.nextAttemptAt) - Date.now()).toBeGreaterThan(50_000);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ urls: 2 }), 'Baidu push failed');
  });

  it('logs a refused token as an error, without the token', async () => {
    await publishedNews();
    fake.mode = 'bad-token';
    expect(await runBaiduPush(jobOf(app))).toEqual({ sent: 0, outcome: 'refused' });
    expect(log.error).toHaveBeenCalledWith(
      { reason: 'answered 401: token is not valid', urls: 2 },
      'Baidu push failed',
    );
    expect(JSON.stringify([log.error.mock.calls, log.warn.mock.calls])).not.toContain(TOKEN);
    const status = expectOk(await call(app, 'GET', '/baidu-push/status', { cookie: ownerCookie }));
    expect(status.lastRun).toMatchObject({
      submitted: 2,
      success: 0,
      error: 'answered 401: token is not valid',
    });
  });

  it('stops for the day when the quota is spent', async () => {
    await publishedNews();
    fake.mode = 'quota';
    expect(await runBaiduPush(jobOf(app))).toEqual({ sent: 0, outcome: 'quota' });
    // Nothing counted as an attempt; nothing sent until the pause ends.
    expect((await queue()).map((row) => row.attempts)).toEqual([0, 0]);
    fake.mode = 'accept';
    expect(await runBaiduPush(jobOf(app))).toEqual({ sent: 0, skipped: 'paused' });
    const status = expectOk(await call(app, 'GET', '/baidu-push/status', { cookie: ownerCookie }));
    expect(Date.parse(status.pausedUntil)).toBeGreaterThan(Date.now());
    expect(fake.received).toHaveLength(1);
    const nextDay = Date.parse(status.pausedUntil) + 1000;
    expect(await runBaiduPush(jobOf(app), { now: () => nextDay })).toEqual({
      sent: 2,
      outcome: 'accepted',
    });
  });

  it('sends once when two processes on one database run at the same time', async () => {
    const twin = await createTwinApp(app);
    try {
      await publishedNews();
      // Each process runs the job through its lease, as its job runner does.
      const runs = await Promise.all([
        runJob(app.db, baiduPushJob(jobOf(app), 30_000), { holder: 'a', log }),
        runJob(twin.db, baiduPushJob(jobOf(twin), 30_000), { holder: 'b', log }),
      ]);
      expect(runs.map((run) => (run.ran && run.ok ? run.result.sent : 0)).sort()).toEqual([0, 2]);
      expect(fake.received).toHaveLength(1);
      expect(await runBaiduPush(jobOf(twin))).toMatchObject({ skipped: 'nothing due' });
      expect(fake.received).toHaveLength(1);
    } finally {
      await twin.close();
    }
  });
});
