// The narrower reads the web app uses in-process (contract in-process.ts) answer what the public
// calls answer, with fewer fields or rows: the menu's brands, every listed car, a section's product
// types, a page of a section's items. The pages that use them render from them without the wide public calls: the shell without
// getBrandList, the car list without one getCarList per brand, a catalogue type page without the
// section's items, the section page without every item of its section. Runs on SQLite and on
// PostgreSQL.
import { PRODUCT_CATEGORIES } from '@refit/contract';
import { interleaveBy } from '@refit/contract/rules';
import type { Brand, Car, ProductSectionItem } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessReads } from '../../../src/in-process-reads.ts';
import { LIST_SOURCES, readingFrom } from '../../helpers/list-positions.ts';
import { get } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createWebTestApp } from '../../helpers/web-build.ts';

let app: TestApp;
/** The API calls each page render made through the in-process transport, by path. */
let calls: string[] = [];
beforeAll(async () => {
  app = await createWebTestApp({ RENDER_CACHE_MAX_BYTES: '0' });
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

  it('brand: the brand getBrandList answers with that id, and none for a hidden or unknown one', async () => {
    const brands = (await get(app, 'getBrandList')).body.result as Brand[];
    for (const brand of brands) expect(await reads().brand(brand.id)).toEqual(brand);
    expect(await reads().brand(999_999)).toBeUndefined();
    const [first] = brands;
    for (const hidden of [{ isShowMenu: '0' as const }, { publishStatus: '0' as const }]) {
      await app.db.updateTable('brand').set(hidden).where('id', '=', first!.id).execute();
      try {
        expect(await reads().brand(first!.id)).toBeUndefined();
      } finally {
        await app.db
          .updateTable('brand')
          .set({ isShowMenu: '1', publishStatus: '1' })
          .where('id', '=', first!.id)
          .execute();
      }
    }
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

  it.each(LIST_SOURCES)(
    'section items page, from its %s: getIndexProductList interleaved by type, a page of it, and the total',
    async (source) => {
      for (const category of PRODUCT_CATEGORIES) {
        const items = (await get(app, 'getIndexProductList', { category })).body
          .result as ProductSectionItem[];
        const shown = interleaveBy(items, (item) => item.typeId);
        expect(shown.length).toBeGreaterThan(9);
        await readingFrom(app.db, source, async () => {
          expect(await reads().sectionItemsPage(category, 0, 6)).toEqual({
            items: shown.slice(0, 6),
            total: items.length,
          });
          expect(await reads().sectionItemsPage(category, 6, 3)).toEqual({
            items: shown.slice(6, 9),
            total: items.length,
          });
          expect(await reads().sectionItemsPage(category, 0, items.length + 5)).toEqual({
            items: shown,
            total: items.length,
          });
          expect(await reads().sectionItemsPage(category, items.length, 6)).toEqual({
            items: [],
            total: items.length,
          });
        });
      }
    },
  );
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

  it('the brand page reads its one brand, by id or by name, without getBrandList', async () => {
    const [brand] = await reads().menuBrands();
    const full = await reads().brand(brand!.id);
    expect(full!.slideshowJson).not.toBe('[]');
    for (const address of [`/brand/${brand!.id}?l=en`, `/brand/${brand!.slug}?l=en`]) {
      const body = await render(address);
      expect(body).toContain(brand!.brandNameEn);
      expect(calls, address).not.toContain('getBrandList');
    }
  });

  it('a catalogue type page shows the section’s tiles without reading the section’s items', async () => {
    const [type] = await reads().sectionTypes('aerodynamic-kits');
    const body = await render(`/aerodynamic-kits/${type!.typeId}?l=en`);
    expect(body).toContain(type!.typeNameEn);
    expect(calls).toContain('getProductListByType');
    expect(calls).not.toContain('getIndexProductList');
    expect(calls).not.toContain('getCarList');
  });

  it('the section page shows its first cards without reading the section’s items, a filtered one the types alone', async () => {
    const body = await render('/aerodynamic-kits?l=en');
    const { items, total } = await reads().sectionItemsPage('aerodynamic-kits', 0, 7);
    for (const item of items.slice(0, 6)) expect(body).toContain(`/product/info/${item.id}"`);
    expect(body).not.toContain(`/product/info/${items[6]!.id}"`);
    expect(body).toContain(`Showing 6 of ${total}`);
    expect(calls).not.toContain('getIndexProductList');
    const [brand] = await reads().menuBrands();
    await render(`/aerodynamic-kits?l=en&brandId=${brand!.id}`);
    // Only the filtered list: the tiles came from the types.
    expect(calls.filter((call) => call === 'getIndexProductList')).toHaveLength(1);
  });
});

describe('further cards of a section page (/catalogue/:category/items)', () => {
  it('answers cards offset to offset + limit in the page’s order and language, with the total', async () => {
    const { items, total } = await reads().sectionItemsPage('wheels', 6, 3);
    const response = await app.inject({
      method: 'GET',
      url: '/catalogue/wheels/items?offset=6&limit=3&l=en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = response.json<{ products: { id: number; name: string }[]; total: number }>();
    expect(answer.total).toBe(total);
    expect(answer.products.map((card) => card.id)).toEqual(items.map((item) => item.id));
    expect(answer.products[0]!.name).toBe(items[0]!.productNameEn);
    const chinese = await app.inject({ method: 'GET', url: '/catalogue/wheels/items?offset=6&limit=3&l=zh' });
    expect(chinese.json<{ products: { name: string }[] }>().products[0]!.name).toBe(items[0]!.productName);
  });

  it('refuses unknown sections and paging out of bounds with a 4xx, never a 5xx', async () => {
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    expect(await status('/catalogue/engines/items?offset=0&limit=3')).toBe(404);
    for (const query of [
      '',
      'offset=0',
      'limit=3',
      'offset=-1&limit=3',
      'offset=0&limit=0',
      'offset=0&limit=501',
      'offset=1.5&limit=3',
      'offset=abc&limit=3',
      'offset=99999999&limit=3',
    ])
      expect(await status(`/catalogue/wheels/items?${query}`), query).toBe(400);
    const beyond = await app.inject({ method: 'GET', url: '/catalogue/wheels/items?offset=100000&limit=3' });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json<{ products: unknown[] }>().products).toEqual([]);
  });
});
