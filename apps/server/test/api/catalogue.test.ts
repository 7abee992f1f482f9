// Products: catalogue sections, products of a type, a car's parts, the simple list, detail;
// galleries by id and news.
import { calls } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('catalogue', () => {
  it.each(['aerodynamic-kits', 'wheels', 'peripherals'])('lists the %s section', async (category) => {
    const { status, body } = await get(app, 'getIndexProductList', { category });
    expect(status).toBe(200);
    const items = calls.getIndexProductList.result.parse(body.result);
    expect(items.length).toBeGreaterThan(6);
    expect(items.every((item) => item.title && item.productName && item.image)).toBe(true);
  });

  it('narrows a section to one type, and pages the products of that type', async () => {
    const { body } = await get(app, 'getIndexProductList', { category: 'wheels' });
    const typeId = body.result[0].typeId as number;
    const narrowed = await get(app, 'getIndexProductList', { category: 'wheels', typeId: String(typeId) });
    expect(narrowed.body.result.every((item: { typeId: number }) => item.typeId === typeId)).toBe(true);

    const page = await get(app, 'getProductListByType', {
      typeId: String(typeId),
      pageNo: '1',
      pageSize: '6',
    });
    const parsed = calls.getProductListByType.result.parse(page.body.result);
    expect(parsed.records).toHaveLength(6);
    expect(parsed.total).toBeGreaterThanOrEqual(8);
  });

  it('answers 404 for the products of an unknown type', async () => {
    const { status } = await get(app, 'getProductListByType', { typeId: '9999' });
    expect(status).toBe(404);
  });

  it("lists a car's parts of the selected type, page 1 of size 12", async () => {
    const car = await get(app, 'getRefitCarInfo', { carId: '1' });
    const productTypeId = String(car.body.result.productInfoList[0].productTypeId);
    const { body } = await get(app, 'getProductListByPage', {
      pageNo: '1',
      pageSize: '12',
      carId: '1',
      isPag: 'true',
      productTypeId,
    });
    const page = calls.getProductListByPage.result.parse(body.result);
    expect(page.records.length).toBeGreaterThanOrEqual(3);
    expect(page.records.every((part) => part.specs && part.quantity > 0)).toBe(true);
  });

  it('pages the simple product list with the default page size 10', async () => {
    const { body } = await get(app, 'getProductListByPageSimple');
    const page = calls.getProductListByPageSimple.result.parse(body.result);
    expect(page.current).toBe(1);
    expect(page.records).toHaveLength(10);
  });

  it('answers a product with its type, car and images', async () => {
    const { body } = await get(app, 'getProductListByPageSimple', {
      category: 'aerodynamic-kits',
      pageSize: '1',
    });
    const { status, body: detail } = await get(app, 'getProductInfo', {
      id: String(body.result.records[0].id),
    });
    expect(status).toBe(200);
    const product = calls.getProductInfo.result.parse(detail.result);
    expect(product.category).toBe('aerodynamic-kits');
    expect(JSON.parse(product.imagesJson).length).toBeGreaterThan(0);
  });
});

describe('galleries and news', () => {
  it('answers a gallery by id with its images and car', async () => {
    const list = await get(app, 'getCarGalleryListByPage', { pageSize: '1' });
    const id = String(list.body.result.records[0].id);
    const { body } = await get(app, 'getCarGalleryById', { id });
    const gallery = calls.getCarGalleryById.result.parse(body.result);
    expect(JSON.parse(gallery.galleryJson).length).toBeGreaterThanOrEqual(4);
  });

  it('pages the news, newest first', async () => {
    const { body } = await get(app, 'getNewsList', { pageNo: '1', pageSize: '5' });
    const page = calls.getNewsList.result.parse(body.result);
    expect(page.total).toBeGreaterThanOrEqual(8);
    const dates = page.records.map((news) => news.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('sanitises every news body: no script, no event handler attributes', async () => {
    const { body } = await get(app, 'getNewsList', { pageSize: '100' });
    for (const { id } of body.result.records as { id: number }[]) {
      const detail = await get(app, 'getNewsDetail', { id: String(id) });
      const news = calls.getNewsDetail.result.parse(detail.body.result);
      for (const html of [news.content, news.contentEn]) {
        expect(html).not.toMatch(/<script|onerror=|javascript:/i);
      }
    }
  });
});

describe('catalogue filters: brand, car model and a search in both languages', () => {
  type SectionItem = { id: number; title: string; productName: string; productNameEn: string };
  const section = async (query: Record<string, string>) => {
    const { status, body } = await get(app, 'getIndexProductList', {
      category: 'aerodynamic-kits',
      ...query,
    });
    expect(status).toBe(200);
    return calls.getIndexProductList.result.parse(body.result) as SectionItem[];
  };

  it('narrows a section to the parts made for one brand, or one car', async () => {
    const all = await section({});
    const mclaren = await section({ brandId: '1' });
    expect(mclaren.length).toBeGreaterThan(0);
    expect(mclaren.length).toBeLessThan(all.length);
    const cars = await get(app, 'getCarList', { brandId: '1' });
    const names = new Set((cars.body.result as { carName: string }[]).map((car) => car.carName));
    expect(mclaren.every((item) => names.has(item.title))).toBe(true);

    const car720s = await section({ carId: '1' });
    expect(car720s.length).toBeGreaterThan(0);
    expect(car720s.every((item) => item.title === '720S')).toBe(true);
    // A car of another brand leaves nothing.
    expect(await section({ brandId: '2', carId: '1' })).toEqual([]);
  });

  it('finds a text in the Chinese or the English name, whatever its case', async () => {
    const chinese = await section({ q: '前唇' });
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((item) => item.productName.includes('前唇'))).toBe(true);

    const english = await section({ q: 'SPLITTER' });
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((item) => item.productNameEn.toLowerCase().includes('splitter'))).toBe(true);
    expect(await section({ q: 'splitter' })).toEqual(english);
    // Brand and search together.
    const both = await section({ brandId: '1', q: 'lip' });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((item) => item.productNameEn.toLowerCase().includes('lip'))).toBe(true);
  });

  it('searches for % and _ as characters, and takes a blank search as none', async () => {
    expect(await section({ q: '%' })).toEqual([]);
    expect(await section({ q: '_' })).toEqual([]);
    expect(await section({ q: '\\' })).toEqual([]);
    expect(await section({ q: '   ' })).toEqual(await section({}));
  });

  it('filters the products of a type the same way, with a matching total', async () => {
    const { body } = await get(app, 'getIndexProductList', { category: 'aerodynamic-kits' });
    const typeId = String(body.result[0].typeId);
    const all = await get(app, 'getProductListByType', { typeId, pageSize: '100' });
    const mclaren = await get(app, 'getProductListByType', { typeId, pageSize: '100', brandId: '1' });
    const page = calls.getProductListByType.result.parse(mclaren.body.result);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(all.body.result.total as number);
    expect(page.records.every((product) => product.brandNameEn === 'McLaren')).toBe(true);
    const searched = await get(app, 'getProductListByType', { typeId, q: 'CARBON', pageSize: '100' });
    const found = calls.getProductListByType.result.parse(searched.body.result);
    expect(
      found.records.every((product) => /carbon/i.test(product.nameEn) || product.name.includes('碳')),
    ).toBe(true);
  });

  const bad: [string, string, Record<string, string>, string][] = [
    [
      'getIndexProductList',
      'a brand id that is no number',
      { category: 'wheels', brandId: 'abc' },
      'brandId',
    ],
    ['getIndexProductList', 'a car id of 0', { category: 'wheels', carId: '0' }, 'carId'],
    ['getIndexProductList', 'a negative brand id', { category: 'wheels', brandId: '-1' }, 'brandId'],
    ['getIndexProductList', 'a search over 60 characters', { category: 'wheels', q: 'x'.repeat(61) }, 'q'],
    ['getIndexProductList', 'a search with control characters', { category: 'wheels', q: 'lip\u0000' }, 'q'],
    ['getProductListByType', 'a car id that is no number', { typeId: '1', carId: '1 OR 1=1' }, 'carId'],
    ['getProductListByType', 'a search over 60 characters', { typeId: '1', q: '字'.repeat(61) }, 'q'],
  ];

  it.each(bad)('%s refuses %s with 400 and the envelope', async (call, _label, query, field) => {
    const { status, body } = await get(app, call, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, result: null });
    expect(body.message).toContain(field);
  });
});
