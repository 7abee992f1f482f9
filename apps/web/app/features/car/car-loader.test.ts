// @vitest-environment node
// Server code: Node's own Request (a browser-like one would drop the Cookie header).
import { requestLanguage } from '../../lib/i18n/language.ts';
import { pageLanguageContext } from '../../lib/i18n/page-language.ts';
import type { ApiTransport } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { createLoadContext } from '../../entry.server.tsx';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { parsePositiveId } from '@refit/contract/rules';
import { carLoader } from './car-loader.server.ts';

const ok = (result: unknown) => ({ status: 200, body: { success: true, result, message: 'ok' } });

const car = {
  id: 1,
  brandId: 1,
  carName: '720S',
  carNameEn: '720S',
  brandName: '迈凯伦',
  brandNameEn: 'McLaren',
  carImgUrl: 'car/mclaren-1.svg',
  carTitles: '标题',
  carTitlesEn: 'Title',
  carContents: '正文',
  carContentsEn: 'Body',
  keyword: '',
  keywordEn: '',
  isVideo: '0',
  videoUrl: '',
  galleryList: [],
  productInfoList: [
    {
      productTypeId: 3,
      productTypeName: '后扩散器',
      productTypeNameEn: 'Rear diffusers',
      slideshowJson: '[]',
      moMaUrl: '',
    },
  ],
};
/** A wheel of the wheels section (getIndexProductList). */
const wheel = (id: number) => ({
  id,
  title: '锻造轮毂',
  titleEn: 'Forged wheel',
  image: 'part/wheel.jpg',
  typeId: 5,
  typeName: '轮毂',
  typeNameEn: 'Wheels',
  productName: '锻造轮毂',
  productNameEn: 'Forged wheel',
});
const part = {
  id: 70,
  name: '后扩散器',
  nameEn: 'Rear diffuser',
  productImgFileUrl: 'part/d.svg',
  specs: '',
  specsEn: '',
  quantity: 1,
  typeName: '后扩散器',
  typeNameEn: 'Rear diffusers',
};

function run(transport: ApiTransport, id = '1', query = '', log = fakeLogger()) {
  const request = new Request(new URL(`http://site.test/car/${id}${query}`));
  const context = createLoadContext(transport, log);
  // The root middleware's part: the request's language, once.
  context.set(pageLanguageContext, requestLanguage(request));
  return carLoader({ context, idParam: id });
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
  return 0;
}

describe('carLoader', () => {
  it('loads the car, its brand id, the parts of its first type and the wheels that fit it', async () => {
    const seen: Record<string, string>[] = [];
    const page = await run(
      async ({ path, query }) => {
        seen.push({ path, ...query });
        if (path.endsWith('getRefitCarInfo')) return ok(car);
        if (path.endsWith('getIndexProductList')) return ok([wheel(29), wheel(30)]);
        return ok({ records: [part], total: 1, pages: 1, current: 1 });
      },
      '1',
      '?l=en',
    );
    expect(page).toMatchObject({ lang: 'en', brandId: 1, car: { name: '720S' } });
    expect(page).toHaveProperty('firstParts', {
      typeId: 3,
      state: { status: 'loaded', parts: [expect.objectContaining({ id: 70, name: 'Rear diffuser' })] },
    });
    expect(page).toHaveProperty('fittingWheels', {
      label: 'Wheels that fit · 2',
      href: '/wheels?brandId=1&carId=1',
    });
    expect(seen).toContainEqual({
      path: '/cmst/index/getIndexProductList',
      category: 'wheels',
      fitsCarId: '1',
    });
    expect(seen.find((call) => call.path?.endsWith('getProductListByPage'))).toEqual({
      path: '/cmst/index/getProductListByPage',
      pageNo: '1',
      pageSize: '12',
      carId: '1',
      isPag: 'true',
      productTypeId: '3',
    });
  });

  it('keeps the page when only the parts and the wheels fail', async () => {
    const page = await run(async ({ path }) =>
      path.endsWith('getRefitCarInfo') ? ok(car) : { status: 500, body: null },
    );
    expect(page).toHaveProperty('firstParts', { typeId: 3, state: { status: 'failed' } });
    expect(page).toHaveProperty('fittingWheels', null);
  });

  it('offers no wheels link when no wheel fits the car', async () => {
    const page = await run(async ({ path }) => {
      if (path.endsWith('getRefitCarInfo')) return ok(car);
      if (path.endsWith('getIndexProductList')) return ok([]);
      return ok({ records: [], total: 0, pages: 0, current: 1 });
    });
    expect(page).toHaveProperty('fittingWheels', null);
  });

  it('answers 404 for an unknown car or a malformed id', async () => {
    const missing = async () => ({
      status: 404,
      body: { success: false, result: null, message: 'car 9 not found' },
    });
    expect(await thrownStatus(run(missing, '9'))).toBe(404);
    expect(await thrownStatus(run(missing, 'abc'))).toBe(404);
    expect(await thrownStatus(run(missing, '0'))).toBe(404);
  });

  it('answers 503 with a failed state when the API is down, and logs it', async () => {
    const log = fakeLogger();
    const result = await run(async () => ({ status: 500, body: null }), '1', '', log);
    expect(result).toMatchObject({ init: { status: 503 }, data: { failed: true, carId: 1, lang: 'zh' } });
    expect(log.entries).toContainEqual({
      level: 'warn',
      message: 'car 1 unavailable',
      details: { reason: 'internal server error' },
    });
  });
});

describe('the car id of the address', () => {
  it('accepts positive whole numbers only', () => {
    expect(parsePositiveId('12')).toBe(12);
    expect(parsePositiveId('012')).toBeNull();
    expect(parsePositiveId('1.5')).toBeNull();
    expect(parsePositiveId(undefined)).toBeNull();
  });
});
