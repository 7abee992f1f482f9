// Cars of a brand (plain and paged), the car detail, and the brand's gallery pages.
import { calls } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('getCarList', () => {
  it('lists at least three models of a brand', async () => {
    const { status, body } = await get(app, 'getCarList', { brandId: '1' });
    expect(status).toBe(200);
    const cars = calls.getCarList.result.parse(body.result);
    expect(cars.length).toBeGreaterThanOrEqual(3);
    expect(cars.every((car) => car.brandId === 1)).toBe(true);
  });

  it('answers 404 for a brand that does not exist or is hidden', async () => {
    for (const brandId of ['999', '9', '10']) {
      const { status, body } = await get(app, 'getCarList', { brandId });
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, result: null });
    }
  });

  it('pages the cars of a brand', async () => {
    const { body } = await get(app, 'getCarListByPage', { brandId: '2', pageNo: '2', pageSize: '2' });
    const page = calls.getCarListByPage.result.parse(body.result);
    expect(page).toMatchObject({ current: 2, total: 3, pages: 2 });
    expect(page.records).toHaveLength(1);
  });
});

describe('getRefitCarInfo', () => {
  it('answers a car with its brand, galleries and product types', async () => {
    const { status, body } = await get(app, 'getRefitCarInfo', { carId: '1' });
    expect(status).toBe(200);
    const car = calls.getRefitCarInfo.result.parse(body.result);
    expect(car.brandNameEn).toBe('McLaren');
    expect(car.productInfoList.length).toBeGreaterThanOrEqual(2);
    expect(car.galleryList.length).toBeGreaterThanOrEqual(1);
    for (const tab of car.productInfoList) {
      expect(JSON.parse(tab.slideshowJson).length).toBeGreaterThan(0);
    }
    for (const gallery of car.galleryList) {
      expect(JSON.parse(gallery.galleryJson).length).toBeGreaterThan(1);
    }
  });

  it('has a video on some cars and PDFs on most tabs, not all', async () => {
    const cars = await Promise.all(
      Array.from({ length: 24 }, (_, i) => get(app, 'getRefitCarInfo', { carId: String(i + 1) })),
    );
    const details = cars.map(({ body }) => calls.getRefitCarInfo.result.parse(body.result));
    expect(details.some((car) => car.isVideo === '1' && car.videoUrl)).toBe(true);
    expect(details.some((car) => car.isVideo !== '1')).toBe(true);
    const tabs = details.flatMap((car) => car.productInfoList);
    expect(tabs.some((tab) => tab.moMaUrl === '')).toBe(true);
    expect(tabs.filter((tab) => tab.moMaUrl.endsWith('.pdf')).length).toBeGreaterThan(tabs.length / 2);
  });

  it('answers 404 for an unknown car', async () => {
    const { status, body } = await get(app, 'getRefitCarInfo', { carId: '424242' });
    expect(status).toBe(404);
    expect(body.message).toMatch(/car 424242 not found/);
  });
});

describe('getCarGalleryListByPage', () => {
  it('pages a brand gallery with page size 12 and filters by car', async () => {
    const all = await get(app, 'getCarGalleryListByPage', { pageNo: '1', pageSize: '12', brandId: '1' });
    const page = calls.getCarGalleryListByPage.result.parse(all.body.result);
    expect(page.current).toBe(1);
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.pages).toBe(Math.ceil(page.total / 12));
    const carId = page.records[0]!.carId;
    const filtered = await get(app, 'getCarGalleryListByPage', {
      pageNo: '1',
      pageSize: '12',
      brandId: '1',
      carId: String(carId),
    });
    expect(filtered.body.result.records.every((item: { carId: number }) => item.carId === carId)).toBe(true);
  });

  it('answers an empty page beyond the last one', async () => {
    const { body } = await get(app, 'getCarGalleryListByPage', {
      pageNo: '50',
      pageSize: '12',
      brandId: '1',
    });
    expect(body.result.records).toEqual([]);
    expect(body.result.current).toBe(50);
  });
});
