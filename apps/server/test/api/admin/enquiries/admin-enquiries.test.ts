// The enquiries inbox API: who may call it, filters, paging and sorting, the sales state with its
// audit entries, and the CSV export (BOM, quoting, no formulas, only the filtered set, in the
// admin's language with the site's times, audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, SAME_ORIGIN, signedIn } from '../../../helpers/admin.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let sales: Awaited<ReturnType<typeof signedIn>>;
let editor: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, number> = {};

const enquiry = (key: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  name: key,
  email: `${key.toLowerCase()}@example.com`,
  phoneNum: '',
  messageContent: `message of ${key}`,
  languages: 'cn',
  clientAddress: '',
  createdAt,
  updatedAt: createdAt,
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedIn(app, 'owner');
  sales = await signedIn(app, 'sales');
  editor = await signedIn(app, 'editor');
  const rows = [
    // 2026-03-01 in China (UTC+8) runs from 2026-02-28T16:00Z.
    enquiry('Alice', '2026-02-28T16:30:00.000Z', {
      phoneNum: '138 0000 1111',
      sourceKind: 'car',
      sourceId: 1,
      sourcePath: '/car/1',
      sourceTitle: '720S',
    }),
    enquiry('Bob', '2026-03-01T10:00:00.000Z', {
      status: 'contacted',
      messageContent: 'Needs 100% carbon, "soon", ok?',
    }),
    enquiry('Carol', '2026-03-02T10:00:00.000Z', {
      status: 'won',
      messageContent: '=HYPERLINK("http://evil.example")',
    }),
    enquiry('Dave', '2026-03-03T10:00:00.000Z', {
      status: 'quoted',
      messageContent: 'line one\nline two, with comma',
    }),
    enquiry('Erin', '2026-03-04T10:00:00.000Z', {
      status: 'lost',
      phoneNum: '+86 139 0000 2222',
      email: 'ERIN@Example.com',
    }),
  ];
  for (const row of rows) {
    const { id } = await app.db
      .insertInto('contact_enquiry')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[row.name] = id;
  }
  await app.db
    .updateTable('contact_enquiry')
    .set({ assigneeId: sales.id })
    .where('id', '=', ids.Dave!)
    .execute();
});
afterAll(() => app.close());

const list = async (query: Record<string, string>, cookie = owner.cookie) =>
  call(app, 'GET', `/enquiries?${new URLSearchParams(query)}`, { cookie });
const names = (answer: Awaited<ReturnType<typeof list>>) =>
  (answer.body.result.records as { name: string }[]).map((record) => record.name);

async function exportCsv(query: Record<string, string>, cookie = owner.cookie) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/enquiries/export.csv?${new URLSearchParams(query)}`,
    headers: { cookie },
  });
  return response;
}

const auditOf = (action: string) =>
  app.db.selectFrom('admin_audit').selectAll().where('action', '=', action).orderBy('id').execute();

describe('who may use the inbox', () => {
  const calls = () =>
    [
      ['GET', '/enquiries', undefined],
      ['GET', `/enquiries/${ids.Alice}`, undefined],
      ['PATCH', `/enquiries/${ids.Alice}`, { notes: 'called back' }],
      ['GET', '/enquiries/export.csv', undefined],
    ] as const;

  it('answers owners and sales, refuses editors (403) and anonymous callers (401)', async () => {
    for (const [method, path, body] of calls()) {
      const options = body === undefined ? {} : { body };
      expect((await call(app, method, path, options)).status, `anonymous ${method} ${path}`).toBe(401);
      const refused = await call(app, method, path, { ...options, cookie: editor.cookie });
      expect(refused.status, `editor ${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ success: false, result: null });
      for (const user of [owner, sales]) {
        const response = await app.inject({
          method,
          url: `/api/admin${path}`,
          headers: {
            cookie: user.cookie,
            ...(body ? { ...SAME_ORIGIN, 'content-type': 'application/json' } : {}),
          },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        });
        expect(response.statusCode, `${user.email} ${method} ${path}`).toBe(200);
      }
    }
  });

  it('refuses a change sent cross-site (CSRF)', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${ids.Alice}`,
      headers: {
        cookie: owner.cookie,
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: JSON.stringify({ status: 'lost' }),
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await call(app, 'GET', `/enquiries/${ids.Alice}`, { cookie: owner.cookie })).body.result.status,
    ).toBe('new');
  });
});

describe('the list', () => {
  it('shows the newest first, a page at a time, with every field', async () => {
    const first = await list({ pageSize: '2' });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ total: 5, pages: 3, current: 1 });
    expect(names(first)).toEqual(['Erin', 'Dave']);
    expect(names(await list({ pageSize: '2', pageNo: '3' }))).toEqual(['Alice']);
    const alice = (await list({ q: 'alice' })).body.result.records[0];
    expect(alice).toEqual({
      id: ids.Alice,
      receivedAt: '2026-02-28T16:30:00.000Z',
      name: 'Alice',
      phone: '138 0000 1111',
      wechat: '',
      email: 'alice@example.com',
      message: 'message of Alice',
      language: 'cn',
      source: { kind: 'car', id: 1, path: '/car/1', title: '720S' },
      booking: { date: '', slot: null, workshopId: null, workshopName: '', vin: '' },
      status: 'new',
      assigneeId: null,
      assigneeName: null,
      notes: expect.any(String),
      updatedAt: expect.any(String),
    });
    const dave = (await list({ q: 'Dave' })).body.result.records[0];
    expect(dave).toMatchObject({ assigneeId: sales.id, assigneeName: expect.stringContaining('sales') });
  });

  it('filters by status, China days, assignee and text over name, phone, e-mail and message', async () => {
    expect(names(await list({ status: 'won' }))).toEqual(['Carol']);
    expect(names(await list({ from: '2026-03-01', to: '2026-03-01' }))).toEqual(['Bob', 'Alice']);
    expect(names(await list({ from: '2026-03-03' }))).toEqual(['Erin', 'Dave']);
    expect(names(await list({ assigneeId: String(sales.id) }))).toEqual(['Dave']);
    expect(names(await list({ q: '139 0000' }))).toEqual(['Erin']);
    expect(names(await list({ q: 'erin@example' }))).toEqual(['Erin']);
    expect(names(await list({ q: 'LINE TWO' }))).toEqual(['Dave']);
    // LIKE wildcards are plain characters in a search.
    expect(names(await list({ q: '100%' }))).toEqual(['Bob']);
    expect(names(await list({ q: '%' }))).toEqual(['Bob']);
    expect(names(await list({ q: '_' }))).toEqual([]);
  });

  it('sorts by name, by time and along the pipeline', async () => {
    expect(names(await list({ sort: 'name', order: 'asc' }))).toEqual([
      'Alice',
      'Bob',
      'Carol',
      'Dave',
      'Erin',
    ]);
    expect(names(await list({ sort: 'receivedAt', order: 'asc' }))).toEqual([
      'Alice',
      'Bob',
      'Carol',
      'Dave',
      'Erin',
    ]);
    expect(names(await list({ sort: 'status', order: 'asc' }))).toEqual([
      'Alice',
      'Bob',
      'Dave',
      'Carol',
      'Erin',
    ]);
  });

  it('refuses bad filters with the issues beside their fields', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ status: 'maybe' }, 'status'],
      [{ pageSize: '0' }, 'pageSize'],
      [{ pageNo: 'x' }, 'pageNo'],
      [{ from: '2026-02-30' }, 'from'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
      [{ sort: 'email' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ assigneeId: '-1' }, 'assigneeId'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ];
    for (const [query, field] of cases) {
      const answer = await list(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.result.issues).toContainEqual(expect.objectContaining({ path: [field] }));
    }
  });
});

describe('one enquiry and its sales state', () => {
  it('reads one, or answers 404 and 400', async () => {
    const one = await call(app, 'GET', `/enquiries/${ids.Bob}`, { cookie: sales.cookie });
    expect(one.body.result).toMatchObject({ id: ids.Bob, name: 'Bob', status: 'contacted' });
    expect((await call(app, 'GET', '/enquiries/999999', { cookie: sales.cookie })).status).toBe(404);
    const bad = await call(app, 'GET', '/enquiries/abc', { cookie: sales.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.result.issues).toContainEqual(expect.objectContaining({ path: ['id'] }));
  });

  it('changes status, assignee and notes, and writes who did it to the audit log', async () => {
    const before = await call(app, 'GET', `/enquiries/${ids.Bob}`, { cookie: sales.cookie });
    const changed = await call(app, 'PATCH', `/enquiries/${ids.Bob}`, {
      cookie: sales.cookie,
      body: { status: 'quoted', assigneeId: owner.id, notes: '报价 ¥38,000' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      status: 'quoted',
      assigneeId: owner.id,
      assigneeName: expect.stringContaining('owner'),
      notes: '报价 ¥38,000',
    });
    expect(changed.body.result.updatedAt > before.body.result.updatedAt).toBe(true);
    const [entry] = (await auditOf('enquiry.update')).filter((row) => row.target === `enquiry:${ids.Bob}`);
    expect(entry).toMatchObject({ actorId: sales.id, actorEmail: sales.email });
    expect(JSON.parse(entry!.detail)).toEqual({
      changes: { status: { from: 'contacted', to: 'quoted' }, assigneeId: { from: null, to: owner.id } },
      notesChanged: true,
    });

    const unassigned = await call(app, 'PATCH', `/enquiries/${ids.Bob}`, {
      cookie: owner.cookie,
      body: { assigneeId: null },
    });
    expect(unassigned.body.result).toMatchObject({ assigneeId: null, assigneeName: null });
  });

  it('refuses bad changes, writing nothing', async () => {
    const auditBefore = (await app.db.selectFrom('admin_audit').select('id').execute()).length;
    const cases: [unknown, string[]][] = [
      [{ status: 'done' }, ['status']],
      [{ assigneeId: editor.id }, ['assigneeId']],
      [{ assigneeId: 999999 }, ['assigneeId']],
      [{ assigneeId: 'me' }, ['assigneeId']],
      [{ notes: 'x'.repeat(2001) }, ['notes']],
      [{}, []],
      [{ status: 'won', createdAt: '2020-01-01' }, []],
    ];
    for (const [body, path] of cases) {
      const answer = await call(app, 'PATCH', `/enquiries/${ids.Erin}`, { cookie: owner.cookie, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.result.issues).toContainEqual(expect.objectContaining({ path }));
    }
    expect(
      (await call(app, 'PATCH', '/enquiries/999999', { cookie: owner.cookie, body: { status: 'won' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(app, 'GET', `/enquiries/${ids.Erin}`, { cookie: owner.cookie })).body.result.status,
    ).toBe('lost');
    expect((await app.db.selectFrom('admin_audit').select('id').execute()).length).toBe(auditBefore);
  });
});

describe('the CSV export', () => {
  it('is the filtered set as UTF-8 CSV with a BOM, quoted, without formulas, and audited', async () => {
    const response = await exportCsv(
      { from: '2026-03-01', to: '2026-03-03', sort: 'receivedAt', order: 'asc' },
      sales.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{8}\.csv"$/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    // Chinese unless told: the header, the words and the times of the site (Asia/Shanghai).
    expect(lines[0]).toBe(
      '编号,收到时间,姓名,电话,微信号,邮箱,留言,语言,来源类型,来源,来源路径,预约日期,预约时段,预约门店,车架号（VIN）,状态,负责人,备注,更新时间',
    );
    expect(lines.at(-1)).toBe('');
    expect(text).toContain(',2026-03-01 00:30 (UTC+08:00),Alice,138 0000 1111,');
    expect(text).toContain('"Needs 100% carbon, ""soon"", ok?"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain('"line one\nline two, with comma"');
    expect(text).toContain(',中文,车型,720S,/car/1,,,,,新咨询,');
    expect(text).toContain(',已成交,');
    expect(text).not.toMatch(/,(cn|car|new|won|contacted),/);
    expect(text).not.toContain('Erin');

    const [entry] = (await auditOf('enquiry.export')).slice(-1);
    expect(entry).toMatchObject({ actorId: sales.id, target: 'enquiries' });
    expect(JSON.parse(entry!.detail)).toMatchObject({
      rows: 4,
      lang: 'zh',
      filter: { from: '2026-03-01', to: '2026-03-03' },
    });
  });

  it('speaks English when the admin does', async () => {
    const response = await exportCsv({ q: 'Alice', lang: 'en' });
    expect(response.statusCode).toBe(200);
    const [header, row] = response.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(header).toBe(
      'ID,Received,Name,Phone,WeChat ID,E-mail,Message,Language,Source kind,Source,Source path,Preferred date,Time slot,Workshop,VIN,Status,Assignee,Notes,Updated',
    );
    expect(row).toContain(',2026-03-01 00:30 (UTC+08:00),Alice,');
    expect(row).toContain(',Chinese,Car,720S,/car/1,,,,,New,');
  });

  it('refuses a language it does not speak', async () => {
    const response = await exportCsv({ lang: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().result.issues).toContainEqual(expect.objectContaining({ path: ['lang'] }));
  });

  it('neutralises a phone number that starts with +', async () => {
    const text = (await exportCsv({ q: 'Erin' })).rawPayload.toString('utf8');
    expect(text).toContain(",'+86 139 0000 2222,");
  });

  it('answers a bad filter with the envelope, not a file', async () => {
    const response = await exportCsv({ status: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().result.issues).toContainEqual(expect.objectContaining({ path: ['status'] }));
  });
});

describe('the analytics call', () => {
  it('answers owners, sales and editors, and refuses anonymous callers', async () => {
    const path = '/analytics?from=2026-03-01&to=2026-03-07';
    for (const user of [owner, sales, editor]) {
      const answer = await call(app, 'GET', path, { cookie: user.cookie });
      expect(answer.status).toBe(200);
      expect(answer.body.result.days).toHaveLength(7);
      expect(answer.body.result.days[0]).toMatchObject({ date: '2026-03-01', enquiries: 2 });
      expect(answer.body.result.totals.enquiries).toBe(5);
    }
    expect((await call(app, 'GET', path)).status).toBe(401);
  });

  it('refuses a bad period', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['from=2025-01-01&to=2026-03-01', 'to'],
      ['from=2026-13-01&to=2026-03-01', 'from'],
      ['to=2026-03-01', 'from'],
    ];
    for (const [query, field] of cases) {
      const answer = await call(app, 'GET', `/analytics?${query}`, { cookie: owner.cookie });
      expect(answer.status, query).toBe(400);
      expect(answer.body.result.issues).toContainEqual(expect.objectContaining({ path: [field] }));
    }
  });
});
