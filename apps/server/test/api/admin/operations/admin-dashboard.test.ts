// GET /api/admin/dashboard: every role gets the start page, each section as the role may see it
// (enquiries for owners and sales, content work for owners and editors, activity about the
// role's own work); the figures follow the real state; database trouble answers 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_BRAND_ID } from '../../../../src/db/seed/index.ts';
import { call, signedIn } from '../../../helpers/admin.ts';
import { brandCase, contentApi, expectOk } from '../../../helpers/content.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
const cookies = { owner: '', editor: '', sales: '' };

beforeAll(async () => {
  app = await createTestApp();
  for (const role of ['owner', 'editor', 'sales'] as const)
    cookies[role] = (await signedIn(app, role)).cookie;
});
afterAll(() => app.close());

async function dashboardOf(role: keyof typeof cookies) {
  const answer = await call(app, 'GET', '/dashboard', { cookie: cookies[role] });
  expect(answer.status).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.result;
}

const typeWork = async (type: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (await dashboardOf('owner')).content.types.find((work: any) => work.type === type);

describe('GET /api/admin/dashboard', () => {
  it('answers each role its own sections; refuses visitors', async () => {
    const owner = await dashboardOf('owner');
    expect(owner.enquiries).toEqual({ waiting: 0, oldestAt: null });
    expect(owner.content.types).toEqual(expect.any(Array));
    expect(owner.activity.scope).toBe('all');

    const editor = await dashboardOf('editor');
    expect(editor.enquiries).toBeNull();
    expect(editor.content).not.toBeNull();
    expect(editor.activity.scope).toBe('content');

    const sales = await dashboardOf('sales');
    expect(sales.enquiries).not.toBeNull();
    expect(sales.content).toBeNull();
    expect(sales.activity.scope).toBe('enquiries');

    for (const seen of [owner, editor, sales]) {
      expect(seen.visits.thisWeek).toMatchObject({ visits: 0, visitors: 0 });
      expect(seen.visits.lastWeek.to < seen.visits.thisWeek.from).toBe(true);
    }
    const signedOut = await call(app, 'GET', '/dashboard');
    expect(signedOut.status).toBe(401);
  });

  it('counts the new enquiries and names the oldest', async () => {
    const received = new Date(Date.now() - 3 * 3_600_000).toISOString();
    await app.db
      .insertInto('contact_enquiry')
      .values([
        {
          name: '张先生',
          email: '',
          phoneNum: '13800000001',
          messageContent: '询价',
          languages: 'cn',
          clientAddress: '',
          createdAt: received,
          updatedAt: received,
        },
        {
          name: '李女士',
          email: '',
          phoneNum: '13800000002',
          messageContent: '预约',
          languages: 'cn',
          clientAddress: '',
          createdAt: new Date().toISOString(),
          updatedAt: '',
        },
      ])
      .execute();
    const { enquiries } = await dashboardOf('sales');
    expect(enquiries).toEqual({ waiting: 2, oldestAt: received });

    const [first] = await app.db.selectFrom('contact_enquiry').select('id').orderBy('id').execute();
    expectOk(
      await call(app, 'PATCH', `/enquiries/${first!.id}`, {
        cookie: cookies.sales,
        body: { status: 'contacted' },
      }),
    );
    expect((await dashboardOf('owner')).enquiries.waiting).toBe(1);
  });

  it('counts drafts, unpublished changes and scheduled items per type', async () => {
    const before = (await typeWork('brands')) ?? { drafts: 0, changed: 0, scheduled: 0 };
    // The seed has one brand that was never published.
    expect(before.drafts).toBeGreaterThanOrEqual(1);
    const editor = contentApi(app, cookies.editor);
    const created = expectOk(await editor.create('brands', brandCase.document(1)));
    expect((await typeWork('brands')).drafts).toBe(before.drafts + 1);

    const later = new Date(Date.now() + 86_400_000).toISOString();
    expectOk(await editor.schedule('brands', created.id, created.version, later));
    expect((await typeWork('brands')).scheduled).toBe(before.scheduled + 1);

    const live = expectOk(await editor.get('brands', DRAFT_BRAND_ID));
    expectOk(await editor.publish('brands', DRAFT_BRAND_ID, live.version));
    const item = expectOk(await editor.get('brands', DRAFT_BRAND_ID));
    expectOk(await editor.save('brands', DRAFT_BRAND_ID, item.version, item.document));
    const after = await typeWork('brands');
    expect(after.drafts).toBe(before.drafts);
    expect(after.changed).toBe(before.changed + 1);
  });

  it('shows each role the activity of its own work, without routine sign-ins; addresses for owners only', async () => {
    const owner = await dashboardOf('owner');
    expect(owner.activity.records.length).toBeGreaterThan(0);
    const ownerActions = owner.activity.records.map((record: { action: string }) => record.action);
    expect(ownerActions).toEqual(expect.arrayContaining(['enquiry.update', 'content.publish']));
    // Routine sign-ins would push every change out of sight.
    expect(ownerActions).not.toContain('auth.sign-in');

    const editor = await dashboardOf('editor');
    const editorActions = editor.activity.records.map((record: { action: string }) => record.action);
    expect(editorActions).toContain('content.publish');
    expect(editorActions.every((action: string) => /^(content|media)\./.test(action))).toBe(true);
    expect(editor.activity.records.every((record: { ip: string }) => record.ip === '')).toBe(true);

    const sales = await dashboardOf('sales');
    const salesActions = sales.activity.records.map((record: { action: string }) => record.action);
    expect(salesActions).toEqual(['enquiry.update']);
  });

  it('compares the last seven days with the seven before, from the daily roll-ups', async () => {
    const { visits: empty } = await dashboardOf('editor');
    const rolled = (day: string, visits: number) => ({
      day,
      visits,
      visitors: visits,
      pageViews: visits * 2,
      traceEvents: 0,
      mobile: visits,
      desktop: 0,
      cn: visits,
      en: 0,
      baidu: 0,
      wechat: 0,
      douyin: 0,
      google: 0,
      bing: 0,
      direct: visits,
      other: 0,
      rolledUpAt: new Date().toISOString(),
    });
    await app.db
      .insertInto('analytics_daily')
      .values([rolled(empty.thisWeek.from, 12), rolled(empty.lastWeek.from, 5), rolled(empty.lastWeek.to, 3)])
      .execute();
    const { visits } = await dashboardOf('sales');
    expect(visits.thisWeek).toMatchObject({ visits: 12, visitors: 12 });
    expect(visits.lastWeek).toMatchObject({ visits: 8, visitors: 8 });
  });

  it('answers 503 in the envelope when the database cannot be reached', async () => {
    const { db } = app;
    const selectFrom = db.selectFrom.bind(db);
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    db.selectFrom = ((table: string) => {
      if (table === 'contact_enquiry') throw unreachable;
      return selectFrom(table as never);
    }) as typeof db.selectFrom;
    try {
      const answer = await call(app, 'GET', '/dashboard', { cookie: cookies.owner });
      expect(answer.status).toBe(503);
      expect(answer.body.success).toBe(false);
      expect(answer.headers['retry-after']).toBeDefined();
    } finally {
      db.selectFrom = selectFrom;
    }
  });
});
