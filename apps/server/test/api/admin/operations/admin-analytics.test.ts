// Visit analytics: page views recorded by the server (cookieless, no addresses), the daily roll-up
// job with its lock and retention, and the figures of a small known fixture.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dayOf, dayStart } from '../../../../src/modules/analytics/day.ts';
import { analyticsReport } from '../../../../src/modules/analytics/report.ts';
import {
  analyticsJob,
  ANALYTICS_JOB,
  runAnalyticsJob,
} from '../../../../src/modules/analytics/rollup-job.ts';
import { withLease } from '../../../../src/jobs/lease.ts';
import { runJob } from '../../../../src/jobs/run-job.ts';
import { createTestApp, openSecondConnection } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

describe('page views recorded by the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    // Stand-ins for the server-rendered pages (the web build is not loaded in API tests).
    app.get('/car/:id', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>car</p>'));
    app.get('/about', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>about</p>'));
  });
  afterAll(() => app.close());

  const visit = (url: string, headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'GET', url, headers: { host: 'www.example.cn', ...headers }, remoteAddress });
  const views = () => app.db.selectFrom('page_view').selectAll().orderBy('id').execute();

  it('records pages seen by browsers, with a hashed visitor and no address', async () => {
    // Each is recorded after its answer has gone: wait for it, so the rows keep the order.
    const seen = async (count: number) => vi.waitFor(async () => expect(await views()).toHaveLength(count));
    await visit('/car/1?l=en', { 'user-agent': PHONE, referer: 'https://m.baidu.com/s?wd=x' });
    await seen(1);
    await visit('/about', { 'user-agent': PHONE, referer: 'https://www.example.cn/car/1' });
    await seen(2);
    await visit('/about', { 'user-agent': BROWSER }, '198.51.100.9');
    await seen(3);
    const rows = await views();
    expect(rows[0]).toMatchObject({
      path: '/car/1',
      kind: 'car',
      itemId: 1,
      device: 'mobile',
      language: 'en',
      channel: 'baidu',
    });
    expect(rows[1]).toMatchObject({ path: '/about', kind: 'page', itemId: null, channel: 'internal' });
    expect(rows[2]).toMatchObject({ device: 'desktop', channel: 'direct', language: 'cn' });
    // Same address and browser on one day: one visitor; another: another.
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('198.51.100.9');
    // The day's salt lives in the database, shared by every process.
    expect(await app.db.selectFrom('analytics_salt').select('day').execute()).toEqual([
      { day: dayOf(Date.now()) },
    ]);
  });

  it('leaves out crawlers, the API, missing pages and HEAD requests', async () => {
    const before = (await views()).length;
    await visit('/car/1', { 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0)' });
    await visit('/car/1', { 'user-agent': 'curl/8.5.0' });
    await visit('/car/1', { 'user-agent': '' });
    await visit('/api/cmst/index/getBrandList', { 'user-agent': BROWSER });
    await visit('/no-such-page', { 'user-agent': BROWSER });
    await app.inject({ method: 'HEAD', url: '/about', headers: { 'user-agent': BROWSER } });
    // A page a browser sees, after them: once it is in, the others would be too.
    await visit('/about?marker', { 'user-agent': BROWSER });
    await vi.waitFor(async () => expect((await views()).length).toBeGreaterThan(before));
    expect((await views()).slice(before)).toEqual([expect.objectContaining({ path: '/about' })]);
  });
});

describe('roll-ups, retention and the figures', () => {
  let app: TestApp;
  // Noon in China on a fixed day; the fixture spans the two days before it and the day itself.
  const today = '2026-03-10';
  const now = dayStart(today) + 12 * 3_600_000;
  const at = (day: string, hour: number, minute = 0) =>
    new Date(dayStart(day) + hour * 3_600_000 + minute * 60_000).toISOString();
  const d1 = addDays(today, -2);
  const d2 = addDays(today, -1);
  const old = addDays(today, -100);

  const view = (createdAt: string, visitor: string, extra: Record<string, unknown> = {}) => ({
    createdAt,
    path: '/about',
    kind: 'page',
    itemId: null,
    visitor,
    device: 'desktop',
    language: 'cn',
    channel: 'internal',
    ...extra,
  });

  beforeAll(async () => {
    app = await createTestApp();
    const car = await app.db.selectFrom('car').select('id').orderBy('id').executeTakeFirstOrThrow();
    await app.db
      .insertInto('page_view')
      .values([
        // d1: visitor a (two visits: a pause of 45 minutes), visitor b on a phone from WeChat.
        view(at(d1, 9), 'a', { channel: 'baidu', kind: 'car', itemId: car.id, path: `/car/${car.id}` }),
        view(at(d1, 9, 5), 'a', { kind: 'car', itemId: car.id, path: `/car/${car.id}` }),
        view(at(d1, 9, 50), 'a'),
        view(at(d1, 10), 'b', { channel: 'wechat', device: 'mobile', language: 'en' }),
        // d2: one visitor, one page.
        view(at(d2, 20), 'c', { channel: 'google', kind: 'news', itemId: 1, path: '/news/info/1' }),
        // today: one visit of two pages.
        view(at(today, 8), 'd', { channel: 'direct', kind: 'car', itemId: car.id, path: `/car/${car.id}` }),
        view(at(today, 8, 1), 'd'),
        // Long ago, past the retention period.
        view(at(old, 12), 'e', { channel: 'bing' }),
      ])
      .execute();
    await app.db
      .insertInto('user_trace')
      .values([
        { browseType: 'menu', relatedId: '1', deviceType: 'PC', languages: 'cn', createdAt: at(d1, 9) },
        { browseType: 'news', relatedId: '1', deviceType: 'PC', languages: 'cn', createdAt: at(old, 12) },
      ])
      .execute();
    await app.db
      .insertInto('contact_enquiry')
      .values({
        name: 'N',
        email: 'n@example.com',
        phoneNum: '',
        messageContent: 'm',
        languages: 'cn',
        clientAddress: '',
        createdAt: at(d1, 11),
        updatedAt: at(d1, 11),
      })
      .execute();
  });
  afterAll(() => app.close());

  const expectFixtureFigures = async () => {
    const report = await analyticsReport(app.db, { from: d1, to: today }, now);
    const car = await app.db
      .selectFrom('car')
      .select(['id', 'carName', 'carNameEn'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(report.days).toEqual([
      { date: d1, visits: 3, visitors: 2, pageViews: 4, enquiries: 1, traceEvents: 1 },
      { date: d2, visits: 1, visitors: 1, pageViews: 1, enquiries: 0, traceEvents: 0 },
      { date: today, visits: 1, visitors: 1, pageViews: 2, enquiries: 0, traceEvents: 0 },
    ]);
    expect(report.totals).toEqual({
      visits: 5,
      visitors: 4,
      pageViews: 7,
      enquiries: 1,
      traceEvents: 1,
      conversion: 0.2,
    });
    expect(report.topCars).toEqual([{ id: car.id, name: car.carName, nameEn: car.carNameEn, views: 3 }]);
    expect(report.topNews).toEqual([expect.objectContaining({ id: 1, views: 1 })]);
    expect(report.topBrands).toEqual([]);
    expect(report.devices).toEqual({ mobile: 1, desktop: 4 });
    expect(report.languages).toEqual({ cn: 4, en: 1 });
    expect(report.channels).toEqual({
      baidu: 1,
      wechat: 1,
      douyin: 0,
      google: 1,
      bing: 0,
      direct: 2,
      other: 0,
    });
  };

  it('computes a period from the raw rows before the job has run', expectFixtureFigures);

  it('gives the same figures from the roll-ups, and deletes old raw rows only once rolled up', async () => {
    const result = await runAnalyticsJob(app.db, { retentionDays: 90, now: () => now });
    expect(result.rolledUp).toContain(old);
    expect(result.rolledUp).toContain(d1);
    expect(result.rolledUp).not.toContain(today);
    expect(result).toMatchObject({ deletedPageViews: 1, deletedTraces: 1 });
    await expectFixtureFigures();
    // The old day lives on in its roll-up.
    const oldReport = await analyticsReport(app.db, { from: old, to: old }, now);
    expect(oldReport.days[0]).toMatchObject({ visits: 1, visitors: 1, pageViews: 1, traceEvents: 1 });
    expect(oldReport.channels.bing).toBe(1);
    // Raw rows inside the retention period stay.
    expect(await app.db.selectFrom('page_view').select('id').execute()).toHaveLength(7);
  });

  it('runs in one process at a time', async () => {
    const other = openSecondConnection(app);
    const job = analyticsJob(app.db, { retentionDays: 90, now: () => now });
    let inside = false;
    // Another process holds the job's lease: this one's run does not happen.
    const held = await withLease(other, ANALYTICS_JOB, 'other', async () => {
      inside = true;
      return runJob(app.db, job, { holder: 'test', log: app.log });
    });
    expect(inside).toBe(true);
    expect(held).toEqual({ ran: true, result: { ran: false } });
    // Released afterwards: the next run goes ahead.
    expect(await runJob(app.db, job, { holder: 'test', log: app.log })).toMatchObject({
      ran: true,
      ok: true,
    });
    await other.destroy();
  });
});
