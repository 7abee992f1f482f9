// Bad input to any call: 400 with the envelope and a message naming the field,
// never a 500, never a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../helpers/admin.ts';
import { contentApi, newsCase } from '../../helpers/content.ts';
import { createTestApp, get } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const cases: [call: string, query: Record<string, string>, field: string][] = [
  ['getMenuData', { categoryCode: 'other' }, 'categoryCode'],
  ['getMenuData', { isQueryChild: 'yes' }, 'isQueryChild'],
  ['getCommonData', {}, 'code'],
  ['getCommonData', { code: 'unknown' }, 'code'],
  ['getIndexProductList', {}, 'category'],
  ['getIndexProductList', { category: 'wheels', typeId: 'abc' }, 'typeId'],
  ['getCarList', {}, 'brandId'],
  ['getCarList', { brandId: 'abc' }, 'brandId'],
  ['getCarList', { brandId: '-1' }, 'brandId'],
  ['getCarList', { brandId: '1.5' }, 'brandId'],
  ['getCarListByPage', { brandId: '1', pageSize: '0' }, 'pageSize'],
  ['getCarGalleryListByPage', { pageNo: '0' }, 'pageNo'],
  ['getCarGalleryListByPage', { pageSize: '10000' }, 'pageSize'],
  ['getCarGalleryListByPage', { carId: 'x' }, 'carId'],
  ['getRefitCarInfo', {}, 'carId'],
  ['getRefitCarInfo', { carId: '99999999999999999999' }, 'carId'],
  ['getProductListByPage', { carId: '1' }, 'productTypeId'],
  ['getProductListByPage', { carId: '1', productTypeId: '1', isPag: 'maybe' }, 'isPag'],
  ['getProductListByPageSimple', { pageSize: '-3' }, 'pageSize'],
  ['getProductListByPageSimple', { category: 'boats' }, 'category'],
  ['getProductInfo', { id: '' }, 'id'],
  ['getProductListByType', {}, 'typeId'],
  ['getNewsList', { pageNo: 'two' }, 'pageNo'],
  ['getNewsList', { brandId: '0' }, 'brandId'],
  ['getCarGalleryById', { id: '1 OR 1=1' }, 'id'],
  ['getNewsDetail', { id: "1'; drop table news;--" }, 'id'],
];

describe('bad query parameters', () => {
  it.each(cases)('%s %j is refused naming %s', async (call, query, field) => {
    const { status, body } = await get(app, call, query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.result).toBeNull();
    expect(body.message).toContain(field);
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('refuses a repeated parameter', async () => {
    const response = await app.inject({ url: '/api/cmst/index/getRefitCarInfo?carId=1&carId=2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('carId');
  });

  it('answers an unknown call with 404 and the envelope', async () => {
    const response = await app.inject({ url: '/api/cmst/index/getEverything' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, result: null });
  });

  it('answers the wrong method with 405, Allow and the envelope', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/cmst/index/getBrandList' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(response.json().success).toBe(false);
  });

  it('refuses a malformed JSON body with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cmst/index/userTrace?browseType=menu&deviceType=PC&languages=cn',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  // PostgreSQL cannot store U+0000; SQLite could, so both refuse it the same way.
  it('refuses a JSON body with a NUL character anywhere, beside its field, and saves nothing', async () => {
    const owner = contentApi(app, (await signedIn(app, 'owner')).cookie);
    const before = (await owner.get('news', 1)).body.result;
    const document = { ...newsCase.document(1), titleEn: 'ok', images: ['/media/1/a.jpg', 'x\u0000'] };
    const saved = await owner.save('news', 1, Number(before.version), document);
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({
      success: false,
      result: {
        issues: [{ path: ['document', 'images', '1'], message: 'must not contain control characters' }],
      },
    });
    expect((await owner.get('news', 1)).body.result.version).toBe(before.version);

    const created = await owner.create('news', { ...newsCase.document(1), ['title\u0000']: 'x' });
    expect(created.status).toBe(400);
    // An escaped backslash followed by "u0000" is six ordinary characters, and is accepted.
    const plain = await owner.save('news', 1, Number(before.version), {
      ...newsCase.document(1),
      titleEn: '\\u0000',
    });
    expect(plain.status).toBe(200);
  });
});
