// The content API on brands, partners, news and settings: drafts invisible to visitors until
// published, versions (409 with the current item), validation beside the fields, order, bulk
// all-or-nothing, history and restore, audit lines, roles, and bad input never a 5xx.
import { describe, expect, it } from 'vitest';
import { auditActions, call, signedIn } from '../../../helpers/admin.ts';
import { brandCase, expectOk, newsCase, partnerCase } from '../../../helpers/content.ts';
import type { TypeCase } from '../../../helpers/content.ts';
import { contentRolesForFile, describeContentType } from '../../../helpers/content-matrix.ts';
import { get } from '../../../helpers/test-app.ts';

const roles = contentRolesForFile();

describe.each([brandCase, partnerCase, newsCase])('$type', (kind: TypeCase) => {
  describeContentType(kind, () => roles);
});

describe('lists', () => {
  it('filters by status and text, counts missing translations, and pages', async () => {
    const { id } = expectOk(await roles.editor.create('partners', { partnersName: '只有中文的伙伴' }));
    const drafts = expectOk(await roles.editor.list('partners', { status: 'draft', q: '只有中文' }));
    expect(drafts.records.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(drafts.records[0]).toMatchObject({
      status: 'draft',
      missingTranslations: 1,
      title: '只有中文的伙伴',
    });
    expect(drafts.missingTranslationCount).toBe(1);
    expect(expectOk(await roles.editor.get('partners', id)).missingFields).toEqual(['partnersNameEn']);
    const published = expectOk(await roles.editor.list('partners', { status: 'published' }));
    expect(published.records.every((r: { status: string }) => r.status === 'published')).toBe(true);
    const page2 = expectOk(await roles.editor.list('partners', { pageSize: '1', pageNo: '2' }));
    expect(page2).toMatchObject({ current: 2 });
    expect(page2.records).toHaveLength(1);
  });

  it('lists news newest first', async () => {
    const { records } = expectOk(await roles.editor.list('news', { pageSize: '100' }));
    const dates = await Promise.all(
      (records as { id: number }[])
        .slice(0, 5)
        .map(async (r) => expectOk(await roles.editor.get('news', r.id)).document.publishDate as string),
    );
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('concurrency', () => {
  it('lets exactly one of two simultaneous saves from one version win', async () => {
    const document = partnerCase.document(70);
    const { id } = expectOk(await roles.owner.create('partners', document));
    const answers = await Promise.all([
      roles.owner.save('partners', id, 1, { ...document, partnersName: '甲方' }),
      roles.editor.save('partners', id, 1, { ...document, partnersName: '乙方' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.result.current.version).toBe(2);
    const item = expectOk(await roles.owner.get('partners', id));
    expect(item.version).toBe(2);
    expect(item.document.partnersName).toBe(winner === answers[0] ? '甲方' : '乙方');
    const { records } = expectOk(await roles.owner.revisions('partners', id));
    expect(records).toHaveLength(2);
  });
});

describe('bulk', () => {
  it('publishes several items at once, or none when one fails', async () => {
    const a = expectOk(await roles.editor.create('partners', partnerCase.document(10))).id as number;
    const b = expectOk(await roles.editor.create('partners', partnerCase.document(11))).id as number;
    const refused = await roles.editor.bulk('partners', 'publish', [a, b, 987_654]);
    expect(refused.status).toBe(404);
    expect(await partnerCase.publicName(roles.app, a, {})).toBeUndefined();
    expect(expectOk(await roles.editor.get('partners', a)).status).toBe('draft');

    expect(expectOk(await roles.editor.bulk('partners', 'publish', [a, b]))).toEqual({ done: 2 });
    expect(await partnerCase.publicName(roles.app, a, {})).toBe('伙伴10');
    expect(await partnerCase.publicName(roles.app, b, {})).toBe('伙伴11');
    expect(expectOk(await roles.editor.bulk('partners', 'unpublish', [a, b]))).toEqual({ done: 2 });
    expect(await partnerCase.publicName(roles.app, b, {})).toBeUndefined();
    expect(expectOk(await roles.editor.bulk('partners', 'delete', [a, b]))).toEqual({ done: 2 });
    expect((await roles.editor.get('partners', a)).status).toBe(404);
  });

  it('deletes nothing when one item has dependents', async () => {
    const brand = expectOk(await roles.editor.create('brands', brandCase.document(20))).id as number;
    const used = (await roles.app.db.selectFrom('car').select('brandId').executeTakeFirstOrThrow()).brandId;
    const refused = await roles.editor.bulk('brands', 'delete', [brand, used]);
    expect(refused.status).toBe(409);
    expect(refused.body.result.dependents.length).toBeGreaterThan(0);
    expect(expectOk(await roles.editor.get('brands', brand)).id).toBe(brand);
    const single = await roles.editor.remove('brands', used);
    expect(single.status).toBe(409);
    expect(single.body.result.dependents[0]).toMatchObject({ type: 'cars' });
  });
});

describe('history', () => {
  it('restores an earlier version as a new draft version', async () => {
    const document = newsCase.document(30);
    const { id } = expectOk(await roles.editor.create('news', document));
    expectOk(await roles.editor.save('news', id, 1, { ...document, title: '第二版' }));
    const restored = expectOk(await roles.editor.restore('news', id, 1));
    expect(restored).toMatchObject({ version: 3, status: 'draft' });
    expect(expectOk(await roles.editor.get('news', id)).document.title).toBe(document.title);
    expect((await roles.editor.restore('news', id, 99)).status).toBe(404);
    expect(await auditActions(roles.app, `news:${id}`)).toEqual([
      'content.save',
      'content.save',
      'content.restore',
    ]);
  });

  it('keeps the newest 50 revisions of an item', async () => {
    const document = partnerCase.document(31);
    const { id } = expectOk(await roles.editor.create('partners', document));
    for (let version = 1; version <= 55; version += 1) {
      expectOk(
        await roles.editor.save('partners', id, version, { ...document, partnersName: `第${version}版` }),
      );
    }
    const { records } = expectOk(await roles.editor.revisions('partners', id));
    expect(records).toHaveLength(50);
    expect(records[0]).toMatchObject({ version: 56, action: 'save' });
  });
});

describe('rich text', () => {
  it('cleans news bodies with the site allow-list on save', async () => {
    const document = {
      ...newsCase.document(40),
      content: '<p onclick="x()">好<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>',
    };
    const { id } = expectOk(await roles.editor.create('news', document));
    const saved = expectOk(await roles.editor.get('news', id)).document.content as string;
    expect(saved).not.toMatch(/script|onclick|javascript/);
    expect(saved).toContain('好');
  });
});

describe('size', () => {
  it('takes long rich text, refuses text over the limit beside its field, and a huge body with 413', async () => {
    const paragraph = `<p>${'长'.repeat(990)}</p>`;
    const long = {
      ...newsCase.document(45),
      content: paragraph.repeat(150),
      contentEn: paragraph.repeat(150),
    };
    const { id } = expectOk(await roles.editor.create('news', long));
    expect((expectOk(await roles.editor.get('news', id)).document.content as string).length).toBe(
      paragraph.length * 150,
    );

    const tooLong = await roles.editor.save('news', id, 1, { ...long, content: paragraph.repeat(210) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.result.issues[0].path).toEqual(['document', 'content']);

    const huge = await roles.editor.save('news', id, 1, { ...long, content: 'x'.repeat(4_300_000) });
    expect(huge.status).toBe(413);
    expect(expectOk(await roles.editor.get('news', id)).version).toBe(1);
  });
});

describe('settings', () => {
  it('reads the site settings as one document and publishes them to the common data', async () => {
    const item = expectOk(await roles.owner.get('settings', 1));
    expect(item).toMatchObject({ id: 1, status: 'published', version: 1 });
    expect(item.document.heroBanner.cn.length).toBeGreaterThan(0);
    const document = {
      ...item.document,
      copyright: { cn: '© 新版权', en: '© New copyright' },
      icpNumber: '沪ICP备12345678号-1',
      wechatQr: { officialAccount: 'https://weixin.qq.com/r/mp/NewAccount', consultant: '' },
    };
    expect(item.document.wechatQr.officialAccount).not.toBe('');
    expectOk(await roles.editor.save('settings', 1, 1, document));
    const before = await get(roles.app, 'getCommonData', { code: 'Copyright_Information' });
    expect(JSON.parse(before.body.result.contents).cn).not.toBe('© 新版权');
    expectOk(await roles.editor.publish('settings', 1, 2));
    const after = await get(roles.app, 'getCommonData', { code: 'Copyright_Information' });
    expect(JSON.parse(after.body.result.contents)).toEqual({ cn: '© 新版权', en: '© New copyright' });
    // The hero banner keeps the public contract's shape (url: a JSON file list).
    const hero = await get(roles.app, 'getCommonData', { code: 'index_hd' });
    const slide = JSON.parse(hero.body.result.contents).cn[0];
    expect(JSON.parse(slide.url)[0].fileUrl).toBe(item.document.heroBanner.cn[0].imageUrl);
    expect(expectOk(await roles.owner.get('settings', 1)).document.icpNumber).toBe('沪ICP备12345678号-1');
    // The filing numbers reach the public site_info entry in the shape the settings write.
    const info = await get(roles.app, 'getCommonData', { code: 'site_info' });
    expect(JSON.parse(info.body.result.contents)).toMatchObject({
      icpNumber: '沪ICP备12345678号-1',
      psbNumber: item.document.psbNumber,
      about: item.document.about,
    });
    // The QR codes the footer draws come from wechat_qr: the edited texts reach it.
    const qr = await get(roles.app, 'getCommonData', { code: 'wechat_qr' });
    expect(JSON.parse(qr.body.result.contents)).toEqual({
      officialAccount: 'https://weixin.qq.com/r/mp/NewAccount',
      consultant: '',
    });
  });

  it('lets only owners change the custom head code', async () => {
    const item = expectOk(await roles.owner.get('settings', 1));
    const refused = await roles.editor.save('settings', 1, item.version, {
      ...item.document,
      commonJs: '<script>x()</script>',
    });
    expect(refused.status).toBe(403);
    expect(expectOk(await roles.owner.get('settings', 1)).version).toBe(item.version);
    expectOk(
      await roles.owner.save('settings', 1, item.version, { ...item.document, commonJs: 'window.a = 1;' }),
    );
    // An editor's save that leaves the code as it is goes through.
    const now = expectOk(await roles.owner.get('settings', 1));
    expectOk(await roles.editor.save('settings', 1, now.version, { ...now.document, icpNumber: '' }));
    expect((await roles.editor.restore('settings', 1, item.version)).status).toBe(403);
  });

  it('is listed as one item', async () => {
    const listed = expectOk(await roles.editor.list('settings'));
    expect(listed.total).toBe(1);
    expect(listed.records[0]).toMatchObject({ id: 1, titleEn: 'Site settings' });
  });

  it('cannot be created, deleted, unpublished or reordered', async () => {
    expect((await roles.owner.create('settings', {})).status).toBe(400);
    expect((await roles.owner.remove('settings', 1)).status).toBe(400);
    expect((await roles.owner.unpublish('settings', 1)).status).toBe(400);
    expect((await roles.owner.get('settings', 2)).status).toBe(404);
    expect((await roles.owner.reorder('settings', null, [1])).status).toBe(400);
  });
});

describe('bad input', () => {
  it('never answers 5xx', async () => {
    const cookie = (await signedIn(roles.app, 'editor')).cookie;
    const attempts: [string, string, unknown][] = [
      ['POST', '/content/nope', { document: {} }],
      ['GET', '/content/brands/0', undefined],
      ['GET', '/content/brands/abc', undefined],
      ['GET', '/content/brands/99999999999', undefined],
      ['GET', '/content/brands/9999999999', undefined],
      ['GET', '/content/cars?parentId=9999999999', undefined],
      ['PUT', '/content/brands/1', { version: 2 ** 40, document: {} }],
      ['POST', '/content/brands/1/revisions/9999999999/restore', undefined],
      ['POST', '/content/news', { document: { ...newsCase.document(1), brandId: 2 ** 31 } }],
      ['POST', '/content/brands/reorder', { parentId: null, ids: [2 ** 31] }],
      ['GET', '/content/brands?pageSize=101', undefined],
      ['GET', '/content/brands?status=gone', undefined],
      ['POST', '/content/brands', { document: 'text' }],
      ['POST', '/content/brands', { document: null }],
      ['POST', '/content/brands', { document: { brandName: { $gt: '' } } }],
      ['POST', '/content/brands', []],
      ['PUT', '/content/brands/1', { version: '1', document: {} }],
      ['PUT', '/content/brands/1', { version: 1.5, document: {} }],
      ['POST', '/content/brands/1/publish', { version: -1 }],
      ['POST', '/content/brands/1/schedule', { version: 1, publishAt: 'tomorrow' }],
      ['POST', '/content/brands/reorder', { ids: 'all' }],
      ['POST', '/content/brands/bulk', { action: 'drop', ids: [1] }],
      ['POST', '/content/brands/bulk', { action: 'delete', ids: [] }],
      ['POST', '/content/brands/1/revisions/0/restore', undefined],
      ['POST', '/content/cars', { document: { brandId: 999_999, carName: '车' } }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(roles.app, method as 'GET', path, {
        cookie,
        ...(body === undefined ? {} : { body }),
      });
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
    }
    const broken = await roles.app.inject({
      method: 'POST',
      url: '/api/admin/content/brands',
      headers: { cookie, origin: 'http://localhost:80', 'content-type': 'application/json' },
      payload: '{"document": {',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses cross-site writes', async () => {
    const cookie = (await signedIn(roles.app, 'owner')).cookie;
    const answer = await call(roles.app, 'POST', '/content/partners', {
      cookie,
      body: { document: partnerCase.document(50) },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
  });

  it('records who saved last', async () => {
    const { id } = expectOk(await roles.editor.create('partners', partnerCase.document(60)));
    const draft = await roles.app.db
      .selectFrom('content_draft')
      .select('updatedBy')
      .where('type', '=', 'partners')
      .where('itemId', '=', id)
      .executeTakeFirstOrThrow();
    expect(draft.updatedBy).toBe(roles.editorId);
    expect(expectOk(await roles.editor.get('partners', id)).updatedByName).toMatch(/^editor/);
  });
});
