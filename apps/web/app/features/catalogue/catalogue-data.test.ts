import type { ApiTransport } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { createServerApi } from '../../lib/api/api-context.server.ts';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { loadCataloguePage } from './catalogue-data.server.ts';

const ok = (result: unknown) => ({ status: 200, body: { success: true, result, message: 'ok' } });
const notFound = { status: 404, body: { success: false, result: null, message: 'not found' } };

const menu = [
  {
    id: 3,
    name: '空气动力学套件',
    nameEn: 'Aerodynamic Kits',
    menuLink: '/aerodynamic-kits',
    isShow: '1',
    sortOrder: 3,
    fileUrl: '',
    childList: [
      {
        id: 18,
        name: '前唇',
        nameEn: 'Front',
        menuLink: '/aerodynamic-kits/1',
        isShow: '1',
        sortOrder: 1,
        fileUrl: 'f.svg',
        childList: [],
      },
      {
        id: 19,
        name: '侧裙',
        nameEn: 'Side',
        menuLink: '/aerodynamic-kits/2',
        isShow: '1',
        sortOrder: 2,
        fileUrl: 's.svg',
        childList: [],
      },
    ],
  },
];
const sectionItem = (id: number, typeId: number) => ({
  id,
  title: '720S',
  titleEn: '',
  image: `part/${id}.svg`,
  typeId,
  typeName: typeId === 1 ? '前唇' : '侧裙',
  typeNameEn: typeId === 1 ? 'Front' : 'Side',
  productName: `产品${id}`,
  productNameEn: `Product ${id}`,
});
const cardSource = (id: number) => ({
  id,
  name: `产品${id}`,
  nameEn: '',
  brandName: '迈凯伦',
  brandNameEn: 'McLaren',
  carName: '720S',
  carNameEn: '720S',
  typeName: '侧裙',
  typeNameEn: 'Side',
  productImgFileUrl: '',
  carImgUrl: 'car/mclaren-1.svg',
});

function transport(
  overrides: Record<string, (query: Record<string, string>) => { status: number; body: unknown }> = {},
): ApiTransport {
  return async ({ path, query }) => {
    const name = path.split('/').pop() ?? '';
    const override = overrides[name];
    if (override) return override(query);
    if (name === 'getMenuData') return ok(menu);
    if (name === 'getIndexProductList') return ok([sectionItem(1, 1), sectionItem(2, 1), sectionItem(3, 2)]);
    if (name === 'getProductListByType') {
      if (query.typeId === '1') return ok({ records: [], total: 0, pages: 0, current: 1 });
      if (query.typeId !== '2') return notFound;
      const pageNo = Number(query.pageNo);
      return ok({ records: [cardSource(pageNo * 10)], total: 2, pages: 2, current: pageNo });
    }
    return notFound;
  };
}

const api = (overrides?: Parameters<typeof transport>[0]) =>
  createServerApi({ transport: transport(overrides), timeoutMs: 8000, log: fakeLogger() });

describe('loadCataloguePage', () => {
  it('lists a section with its tiles, one piece of each type first', async () => {
    const page = await loadCataloguePage({
      api: api(),
      lang: 'en',
      category: 'aerodynamic-kits',
      route: { kind: 'section' },
    });
    expect(page?.types.map((type) => [type.id, type.name, type.href])).toEqual([
      [1, 'Front', '/aerodynamic-kits/1'],
      [2, 'Side', '/aerodynamic-kits/2'],
    ]);
    expect(page?.activeType).toBeNull();
    expect(page?.products.map((product) => product.id)).toEqual([1, 3, 2]);
    expect(page).toMatchObject({ total: 3, paged: false });
    expect(page?.products[0]).toEqual({
      id: 1,
      name: 'Product 1',
      subtitle: '720S',
      typeName: 'Front',
      image: '/api/static/part/1.svg',
    });
  });

  it('sends the first six cards of a longer section, in the order shown, with its total', async () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((id) => sectionItem(id, 1));
    const page = await loadCataloguePage({
      api: api({ getIndexProductList: () => ok([...items, sectionItem(8, 2)]) }),
      lang: 'en',
      category: 'aerodynamic-kits',
      route: { kind: 'section' },
    });
    expect(page?.products.map((product) => product.id)).toEqual([1, 8, 2, 3, 4, 5]);
    expect(page).toMatchObject({ total: 8, paged: true });
  });

  it('lists every page of a type, with the car as the picture a part lacks', async () => {
    const page = await loadCataloguePage({
      api: api(),
      lang: 'en',
      category: 'aerodynamic-kits',
      route: { kind: 'type', typeParam: '2' },
    });
    expect(page?.screen).toBe('aerodynamicKits');
    expect(page?.activeType?.id).toBe(2);
    expect(page?.products).toEqual([
      {
        id: 10,
        name: '产品10',
        subtitle: 'McLaren 720S',
        typeName: 'Side',
        image: '/api/static/car/mclaren-1.svg',
      },
      {
        id: 20,
        name: '产品20',
        subtitle: 'McLaren 720S',
        typeName: 'Side',
        image: '/api/static/car/mclaren-1.svg',
      },
    ]);
  });

  it('answers null for a type of another section, a malformed id or an unknown type', async () => {
    const load = (typeParam: string, client = api()) =>
      loadCataloguePage({
        api: client,
        lang: 'zh',
        category: 'aerodynamic-kits',
        route: { kind: 'type', typeParam },
      });
    await expect(load('5')).resolves.toBeNull();
    await expect(load('abc')).resolves.toBeNull();
    await expect(load('01')).resolves.toBeNull();
    // Without menu and section list to compare against, the type call's 404 decides.
    const blind = api({
      getMenuData: () => ({ status: 500, body: null }),
      getIndexProductList: () => ({ status: 500, body: null }),
    });
    await expect(load('7', blind)).resolves.toBeNull();
    await expect(load('2', blind)).resolves.toMatchObject({ activeType: { id: 2, name: '侧裙' }, types: [] });
  });

  it('shows an empty list, not an error, when the products fail to load', async () => {
    const page = await loadCataloguePage({
      api: api({
        getIndexProductList: () => ({ status: 500, body: null }),
        getProductListByType: () => ({ status: 500, body: null }),
      }),
      lang: 'zh',
      category: 'aerodynamic-kits',
      route: { kind: 'type', typeParam: '1' },
    });
    expect(page?.products).toEqual([]);
    expect(page?.activeType?.name).toBe('前唇');
  });

  it('resolves a named page through the menu: unknown to the menu is not found, without a menu the section shows', async () => {
    const named = {
      kind: 'named' as const,
      path: '/aerodynamic-kits/2',
      screen: 'wheels' as const,
    };
    const page = await loadCataloguePage({
      api: api(),
      lang: 'zh',
      category: 'aerodynamic-kits',
      route: named,
    });
    expect(page?.activeType?.id).toBe(2);
    const unnamed = { ...named, path: '/aerodynamic-kits/other' };
    const fallback = await loadCataloguePage({
      api: api(),
      lang: 'zh',
      category: 'aerodynamic-kits',
      route: unnamed,
    });
    expect(fallback).toBeNull();
    const withoutMenu = await loadCataloguePage({
      api: api({ getMenuData: () => ({ status: 500, body: null }) }),
      lang: 'zh',
      category: 'aerodynamic-kits',
      route: unnamed,
    });
    expect(withoutMenu).toMatchObject({ screen: 'wheels', activeType: null });
    expect(withoutMenu?.products.length).toBeGreaterThan(0);
  });
});

describe('loadCataloguePage with filters', () => {
  it('asks for the filtered section, keeping the tiles of the whole one', async () => {
    const asked: Record<string, string>[] = [];
    const page = await loadCataloguePage({
      api: api({
        getIndexProductList: (query) => {
          asked.push(query);
          return ok(
            query.q ? [sectionItem(2, 1)] : [sectionItem(1, 1), sectionItem(2, 1), sectionItem(3, 2)],
          );
        },
      }),
      lang: 'en',
      category: 'aerodynamic-kits',
      route: { kind: 'section' },
      filter: { brandId: 1, carId: null, q: 'lip' },
    });
    expect(asked).toContainEqual({ category: 'aerodynamic-kits', brandId: '1', q: 'lip' });
    expect(page?.products.map((product) => product.id)).toEqual([2]);
    expect(page?.types.map((type) => type.id)).toEqual([1, 2]);
    expect(page?.filter).toEqual({ brandId: 1, carId: null, q: 'lip' });
  });

  it('passes the filters to the products of a type', async () => {
    const asked: Record<string, string>[] = [];
    await loadCataloguePage({
      api: api({
        getProductListByType: (query) => {
          asked.push(query);
          return ok({ records: [], total: 0, pages: 0, current: 1 });
        },
      }),
      lang: 'zh',
      category: 'aerodynamic-kits',
      route: { kind: 'type', typeParam: '2' },
      filter: { brandId: null, carId: 7, q: '' },
    });
    expect(asked[0]).toMatchObject({ typeId: '2', carId: '7' });
    expect(asked[0]).not.toHaveProperty('q');
    expect(asked[0]).not.toHaveProperty('brandId');
  });
});

describe('loadCataloguePage with the server’s in-process reads', () => {
  const inProcessApi = () => {
    const asked: string[] = [];
    const base = transport();
    const reads = {
      menuBrands: async () => [],
      listedCars: async () => [],
      focalPoints: async () => ({}),
      brand: async () => undefined,
      sectionItemsPage: async (_category: string, offset: number, limit: number) => {
        asked.push(`sectionItemsPage ${offset} ${limit}`);
        return { items: [sectionItem(1, 1), sectionItem(3, 2)], total: 9 };
      },
      sectionTypes: async () => {
        asked.push('sectionTypes');
        return [
          { typeId: 1, typeName: '前唇', typeNameEn: 'Front' },
          { typeId: 2, typeName: '侧裙', typeNameEn: 'Side' },
        ];
      },
    };
    const counted: ApiTransport = async (request) => {
      asked.push(request.path.split('/').pop() ?? '');
      return base(request);
    };
    return {
      asked,
      api: createServerApi({ transport: counted, timeoutMs: 8000, log: fakeLogger(), inProcess: reads }),
    };
  };

  it('a type page takes its tiles from the section’s types, not from its items', async () => {
    const { api: inProcess, asked } = inProcessApi();
    const page = await loadCataloguePage({
      api: inProcess,
      lang: 'en',
      category: 'aerodynamic-kits',
      route: { kind: 'type', typeParam: '2' },
    });
    expect(page?.types.map((type) => type.id)).toEqual([1, 2]);
    expect(page?.activeType?.id).toBe(2);
    expect(asked).toContain('sectionTypes');
    expect(asked).not.toContain('getIndexProductList');
  });

  it('the section page reads its first cards and the total, not every item of the section', async () => {
    const { api: inProcess, asked } = inProcessApi();
    const page = await loadCataloguePage({
      api: inProcess,
      lang: 'en',
      category: 'aerodynamic-kits',
      route: { kind: 'section' },
    });
    expect(page?.products.map((product) => product.id)).toEqual([1, 3]);
    expect(page).toMatchObject({ total: 9, paged: true });
    expect(page?.types.map((type) => type.id)).toEqual([1, 2]);
    expect(asked).toContain('sectionItemsPage 0 6');
    expect(asked).not.toContain('getIndexProductList');
  });
});
