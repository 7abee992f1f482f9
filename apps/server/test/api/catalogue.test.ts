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
