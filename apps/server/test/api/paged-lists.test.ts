// The paged lists that page ids first and read the page's rows afterwards (paginate's deferred
// join), from their own queries and from stored positions: every page joined up is the whole list,
// in the list's order, with the total; and the product lists, which check car and brand against a
// set of listed cars, show exactly the items the section list shows (which reads car and brand rows).
import { calls } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { bumpContentVersion } from '../../src/db/content-version.ts';
import {
  listSectionItems,
  pageProductsOfType,
  pageSimpleProducts,
} from '../../src/modules/product/repository.ts';
import { LIST_SOURCES, readingFrom } from '../helpers/list-positions.ts';
import { createTestApp, get } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
}

/** Every page of a paged call with this page size, joined up, and the totals each page gave. */
async function walk<T>(call: string, query: Record<string, string>, pageSize: number) {
  const records: T[] = [];
  const totals = new Set<number>();
  for (let pageNo = 1; ; pageNo++) {
    const { status, body } = await get(app, call, {
      ...query,
      pageNo: String(pageNo),
      pageSize: String(pageSize),
    });
    expect(status).toBe(200);
    const page = body.result as Page<T>;
    expect(page.current).toBe(pageNo);
    expect(page.pages).toBe(Math.ceil(page.total / pageSize));
    totals.add(page.total);
    records.push(...page.records);
    if (pageNo >= page.pages) return { records, totals: [...totals] };
  }
}

const ids = (records: { id: number }[]) => records.map((record) => record.id);

/** Changes content as every writer does: in a transaction that raises the content version. */
function changeContent(work: (trx: Db) => Promise<unknown>): Promise<void> {
  return app.db.transaction().execute(async (trx) => {
    await work(trx);
    await bumpContentVersion(trx);
  });
}

describe.each(LIST_SOURCES)('paged lists read by id, from their %s', (source) => {
  const reading = <T>(work: () => Promise<T>, filtered = false) =>
    readingFrom(app.db, source, work, { filtered });

  it.each(['aerodynamic-kits', 'wheels', 'peripherals'])(
    'getProductListByPageSimple of %s has the section list’s items in its order, on every page',
    async (category) => {
      const section = await get(app, 'getIndexProductList', { category });
      const listed = calls.getIndexProductList.result.parse(section.body.result);
      const [small, large] = await reading(async () => [
        await walk<{ id: number }>('getProductListByPageSimple', { category }, 7),
        await walk<{ id: number }>('getProductListByPageSimple', { category }, 100),
      ]);
      expect(small.totals).toEqual([listed.length]);
      expect(ids(small.records)).toEqual(ids(listed));
      expect(large.records).toEqual(small.records);
      for (const record of small.records)
        calls.getProductListByPageSimple.result.shape.records.element.parse(record);
    },
  );

  it('getProductListByType, with and without filters, has the section list’s items of the type', async () => {
    const section = await get(app, 'getIndexProductList', { category: 'aerodynamic-kits' });
    const typeId = String(section.body.result[0].typeId);
    const filters: Record<string, string>[] = [{}, { brandId: '1' }, { q: 'carbon' }];
    for (const filter of filters) {
      const listed = await get(app, 'getIndexProductList', {
        category: 'aerodynamic-kits',
        typeId,
        ...filter,
      });
      const paged = await reading(
        () => walk<{ id: number; carName: string }>('getProductListByType', { typeId, ...filter }, 5),
        Object.keys(filter).length > 0,
      );
      expect(paged.totals).toEqual([listed.body.result.length]);
      expect(ids(paged.records)).toEqual(ids(listed.body.result));
      const parsed = calls.getProductListByType.result.parse({
        records: paged.records,
        total: 0,
        pages: 0,
        current: 1,
      });
      expect(parsed.records).toEqual(paged.records);
    }
  });

  it.each<Record<string, string>>([{}, { brandId: '1' }])(
    'getNewsList %o pages the same list at any page size, newest first',
    async (query) => {
      const [small, large] = await reading(async () => [
        await walk<{ id: number; publishDate: string }>('getNewsList', query, 1),
        await walk<{ id: number; publishDate: string }>('getNewsList', query, 100),
      ]);
      expect(small.records.length).toBeGreaterThan(0);
      expect(small.totals).toEqual([small.records.length]);
      expect(small.records).toEqual(large.records);
      const dates = small.records.map((news) => news.publishDate);
      expect(dates).toEqual(dates.toSorted().reverse());
      expect(new Set(ids(small.records)).size).toBe(small.records.length);
      const fromQueries = await readingFrom(app.db, 'queries', () => walk('getNewsList', query, 100));
      expect(large.records).toEqual(fromQueries.records);
    },
  );

  it.each<Record<string, string>>([{}, { brandId: '1' }, { carId: '1' }])(
    'getCarGalleryListByPage %o pages the same list at any page size, by brand, car and gallery',
    async (query) => {
      type Gallery = { id: number; brandNameEn: string; carId: number };
      const [small, large] = await reading(
        async () => [
          await walk<Gallery>('getCarGalleryListByPage', query, 2),
          await walk<Gallery>('getCarGalleryListByPage', query, 100),
        ],
        'carId' in query,
      );
      expect(small.records.length).toBeGreaterThan(0);
      expect(small.totals).toEqual([small.records.length]);
      expect(small.records).toEqual(large.records);
      expect(new Set(ids(small.records)).size).toBe(small.records.length);
      const fromQueries = await readingFrom(app.db, 'queries', () =>
        walk<Gallery>('getCarGalleryListByPage', query, 100),
      );
      expect(large.records).toEqual(fromQueries.records);
      // The galleries of one car come together.
      const cars = large.records.map((gallery) => gallery.carId);
      expect(cars.filter((car, i) => car !== cars[i - 1]).length).toBe(new Set(cars).size);
    },
  );

  it('leaves out the parts of an unpublished car or of a hidden brand, in the count too', async () => {
    // Read without the answer cache: the rows change under the running app.
    const part = await app.db
      .selectFrom('product')
      .innerJoin('car', 'car.id', 'product.carId')
      .select(['product.carId', 'product.typeId', 'car.brandId'])
      .where('product.carId', 'is not', null)
      .orderBy('product.id')
      .executeTakeFirstOrThrow();
    const carId = part.carId!;
    const ofCar = () => reading(() => pageSimpleProducts(app.db, { carId, pageNo: 1, pageSize: 100 }), true);
    const ofType = () => reading(() => pageProductsOfType(app.db, part.typeId, { pageNo: 1, pageSize: 100 }));
    const shown = await ofCar();
    const typeTotal = (await ofType()).total;
    expect(shown.total).toBeGreaterThan(0);
    const hide = [
      (trx: Db) => trx.updateTable('car').set({ publishStatus: '0' }).where('id', '=', carId).execute(),
      (trx: Db) => trx.updateTable('brand').set({ isShowMenu: '0' }).where('id', '=', part.brandId).execute(),
      (trx: Db) =>
        trx.updateTable('brand').set({ publishStatus: '0' }).where('id', '=', part.brandId).execute(),
    ];
    for (const change of hide) {
      const carBefore = await app.db
        .selectFrom('car')
        .select('publishStatus')
        .where('id', '=', carId)
        .executeTakeFirstOrThrow();
      const brandBefore = await app.db
        .selectFrom('brand')
        .select(['isShowMenu', 'publishStatus'])
        .where('id', '=', part.brandId)
        .executeTakeFirstOrThrow();
      await changeContent(change);
      try {
        expect(await ofCar()).toMatchObject({ records: [], total: 0, pages: 0 });
        const type = await ofType();
        expect(type.total).toBeLessThan(typeTotal);
        expect(type.records.some((product) => shown.records.some((p) => p.id === product.id))).toBe(false);
      } finally {
        await changeContent(async (trx) => {
          await trx.updateTable('car').set(carBefore).where('id', '=', carId).execute();
          await trx.updateTable('brand').set(brandBefore).where('id', '=', part.brandId).execute();
        });
      }
    }
    expect((await ofType()).total).toBe(typeTotal);
  });

  it('pages a category in type order when its types share a sortOrder, and with a type or car filter', async () => {
    // Read without the answer cache: the rows change under the running app.
    const types = await app.db
      .selectFrom('product_type')
      .select(['id', 'sortOrder'])
      .where('category', '=', 'aerodynamic-kits')
      .orderBy('sortOrder')
      .execute();
    expect(types.length).toBeGreaterThan(1);
    const walkAll = async (filter: { category?: string; typeId?: number; carId?: number }) => {
      const found: number[] = [];
      return reading(async () => {
        for (let pageNo = 1; ; pageNo++) {
          const page = await pageSimpleProducts(app.db, { ...filter, pageNo, pageSize: 4 });
          found.push(...ids(page.records));
          if (pageNo >= page.pages) return { found, total: page.total };
        }
      }, filter.carId !== undefined);
    };
    const [a, b] = types as [(typeof types)[0], (typeof types)[0]];
    await changeContent((trx) =>
      trx.updateTable('product_type').set({ sortOrder: a.sortOrder }).where('id', '=', b.id).execute(),
    );
    try {
      const items = await listSectionItems(app.db, 'aerodynamic-kits', undefined);
      const paged = await walkAll({ category: 'aerodynamic-kits' });
      expect(paged).toEqual({ found: ids(items), total: items.length });
      // The two types' products interleave by their own sortOrder, as one sort has them.
      expect(new Set(items.slice(0, 6).map((item) => item.typeId))).toEqual(new Set([a.id, b.id]));
    } finally {
      await changeContent((trx) =>
        trx.updateTable('product_type').set({ sortOrder: b.sortOrder }).where('id', '=', b.id).execute(),
      );
    }
    const ofType = ids(await listSectionItems(app.db, 'aerodynamic-kits', a.id));
    expect(await walkAll({ typeId: a.id })).toEqual({ found: ofType, total: ofType.length });
    const ofCar = ids(await listSectionItems(app.db, 'aerodynamic-kits', undefined, { carId: 1 }));
    expect(ofCar.length).toBeGreaterThan(0);
    expect(await walkAll({ category: 'aerodynamic-kits', carId: 1 })).toEqual({
      found: ofCar,
      total: ofCar.length,
    });
  });

  it('pages a category of more types than one union may hold with the plain sorted query, in the same order', async () => {
    // Read without the answer cache: the rows change under the running app. A category of its own
    // ('peripherals' gets the new types), so other tests' sections stay as seeded.
    const created: number[] = [];
    await changeContent(async (trx) => {
      for (let index = 0; index < 60; index++) {
        const type = await trx
          .insertInto('product_type')
          .values({
            category: 'peripherals',
            slug: `many-types-${index}`,
            typeName: `类型 ${index}`,
            typeNameEn: `Type ${index}`,
            iconUrl: '',
            sortOrder: 1000 + (index % 7),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        created.push(type.id);
        await trx
          .insertInto('product')
          .values(
            [0, 1].map((n) => ({
              typeId: type.id,
              carId: null,
              name: `零件 ${index}-${n}`,
              nameEn: `Part ${index}-${n}`,
              productImgFileUrl: '',
              imagesJson: '[]',
              specs: '',
              specsEn: '',
              quantity: 1,
              description: '',
              descriptionEn: '',
              sortOrder: 2 - n,
            })),
          )
          .execute();
      }
    });
    try {
      const items = await listSectionItems(app.db, 'peripherals', undefined);
      const found = await reading(async () => {
        const pages: number[] = [];
        for (let pageNo = 1; ; pageNo++) {
          const page = await pageSimpleProducts(app.db, { category: 'peripherals', pageNo, pageSize: 9 });
          expect(page.total).toBe(items.length);
          pages.push(...ids(page.records));
          if (pageNo >= page.pages) return pages;
        }
      });
      expect(found).toEqual(ids(items));
    } finally {
      await changeContent(async (trx) => {
        await trx.deleteFrom('product').where('typeId', 'in', created).execute();
        await trx.deleteFrom('product_type').where('id', 'in', created).execute();
      });
    }
  });
});
