// The narrower reads the web app uses in-process (contract in-process.ts) answer what the public
// calls answer, with fewer fields or rows: the menu's brands, every listed car, a section's product
// types. The pages that use them render from them without the wide public calls: the shell without
// getBrandList, the car list without one getCarList per brand, a catalogue type page without the
// section's items. Runs on SQLite and on PostgreSQL.
import { PRODUCT_CATEGORIES } from '@refit/contract';
import type { Brand, Car, ProductSectionItem } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessReads } from '../../src/http/in-process-reads.ts';
import { createTestApp, get } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { requireWebBuild } from '../helpers/web-build.ts';

let app: TestApp;
/** The API calls each page render made through the in-process transport, by path. */
let calls: string[] = [];
beforeAll(async () => {
  app = await createTestApp(
    { NODE_ENV: 'production', WEB_BUILD_DIR: requireWebBuild(), RENDER_CACHE_MAX_BYTES: '0' },
    { withWebApp: true },
  );
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/cmst/'))
      calls.push(request.url.split('?')[0]!.replace('/api/cmst/index/', ''));
  });
});
afterAll(() => app.close());

const reads = () => inProcessReads(app.db);

async function render(url: string): Promise<string> {
  calls = [];
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('in-process reads answer what the public calls answer', () => {
  it('menu brands: getBrandList without slideshows and keywords, same order', async () => {
    const brands = (await get(app, 'getBrandList')).body.result as Brand[];
    expect(brands.length).toBeGreaterThan(0);
    const narrow = await reads().menuBrands();
    expect(narrow).toEqual(
      brands.map(({ slideshowJson: _s, keyword: _k, keywordEn: _ke, ...brand }) => brand),
    );
    expect(Object.keys(narrow[0]!)).not.toContain('slideshowJson');
  });

  it('listed cars: every getCarList answer of every listed brand, in each brand’s order', async () => {
    const brands = (await get(app, 'getBrandList')).body.result as Brand[];
    const expected: Car[] = [];
    for (const brand of brands.toSorted((a, b) => a.id - b.id))
      expected.push(...((await get(app, 'getCarList', { brandId: String(brand.id) })).body.result as Car[]));
    expect(expected.length).toBeGreaterThan(0);
    expect(await reads().listedCars()).toEqual(expected);
  });

  it('section types: the distinct types of getIndexProductList, in the order they first occur', async () => {
    for (const category of PRODUCT_CATEGORIES) {
      const items = (await get(app, 'getIndexProductList', { category })).body.result as ProductSectionItem[];
      const distinct = new Map(
        items.map(({ typeId, typeName, typeNameEn }) => [typeId, { typeId, typeName, typeNameEn }]),
      );
      const firstSeen = [...new Set(items.map((item) => item.typeId))].map((id) => distinct.get(id));
      expect(await reads().sectionTypes(category)).toEqual(firstSeen);
    }
  });
});

describe('pages read only what they show', () => {
  it('the shell lists the brands without asking for their slideshows', async () => {
    const brands = (await get(app, 'getBrandList')).body.result as Brand[];
    const body = await render('/news?l=en');
    for (const brand of brands) expect(body).toContain(brand.brandNameEn);
    expect(calls).not.toContain('getBrandList');
  });

  it('the car list shows every brand’s cars without one call per brand', async () => {
    const body = await render('/car-list?l=en');
    const cars = await reads().listedCars();
    for (const car of cars) expect(body).toContain(car.carNameEn.replaceAll('&', '&amp;'));
    expect(calls).not.toContain('getCarList');
    expect(calls).not.toContain('getBrandList');
  });

  it('a catalogue type page shows the section’s tiles without reading the section’s items', async () => {
    const [type] = await reads().sectionTypes('aerodynamic-kits');
    const body = await render(`/aerodynamic-kits/${type!.typeId}?l=en`);
    expect(body).toContain(type!.typeNameEn);
    expect(calls).toContain('getProductListByType');
    expect(calls).not.toContain('getIndexProductList');
    expect(calls).not.toContain('getCarList');
  });

  it('the section page still shows every item, and a filtered one reads the types alone', async () => {
    await render('/aerodynamic-kits?l=en');
    expect(calls.filter((call) => call === 'getIndexProductList')).toHaveLength(1);
    const [brand] = await reads().menuBrands();
    await render(`/aerodynamic-kits?l=en&brandId=${brand!.id}`);
    // Only the filtered list: the tiles came from the types.
    expect(calls.filter((call) => call === 'getIndexProductList')).toHaveLength(1);
  });
});
