import type { ApiTransport, Brand } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../lib/api/client.ts';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { carChip, loadBrandContent, loadBrandHead, parseSlides } from './brand-data.ts';

const ok = (result: unknown) => ({ status: 200, body: { success: true, result, message: 'ok' } });
const fail = (status: number) => ({ status, body: { success: false, result: null, message: 'nope' } });

const brand = (id: number, nameEn: string, extra: Partial<Brand> = {}): Brand => ({
  id,
  brandName: `品牌${id}`,
  brandNameEn: nameEn,
  brandIconUrl: `brand/${id}.svg`,
  isShowMenu: '1',
  publishStatus: '1',
  sortOrder: id,
  keyword: '改装',
  keywordEn: 'tuning',
  slideshowJson: '[]',
  ...extra,
});

const brands: Brand[] = [
  brand(1, 'McLaren'),
  brand(3, 'Porsche', {
    slideshowJson: JSON.stringify([
      {
        slideshowImg: 'brand/p-1.svg',
        slideshowTitle: '标题',
        slideshowTitleEn: 'Title',
        slideshowLink: '/car/7',
      },
      { fileUrl: '/brand/p-2.svg', slideshowContent: '内容' },
      { slideshowTitle: 'no picture' },
    ]),
  }),
  brand(9, 'Hidden', { isShowMenu: '0' }),
];

const news = (id: number, brandId: number | null) => ({
  id,
  brandId,
  title: `新闻${id}`,
  titleEn: `News ${id}`,
  tag: '活动',
  tagEn: 'Event',
  summary: '',
  summaryEn: '',
  coverImgUrl: `news/${id}.svg`,
  publishDate: '2025-01-01',
});

type Answer = { status: number; body: unknown };

function transport(overrides: Record<string, (query: Record<string, string>) => Answer> = {}): ApiTransport {
  return async ({ path, query }) => {
    const name = path.split('/').pop() ?? '';
    const override = overrides[name];
    if (override) return override(query);
    if (name === 'getBrandList') return ok(brands);
    if (name === 'getCarList')
      return ok([
        {
          id: 7,
          brandId: 3,
          carName: '911',
          carNameEn: '',
          carIcoUrl: 'car/7-icon.svg',
          carImgUrl: 'car/7.svg',
        },
        { id: 8, brandId: 3, carName: 'Taycan', carNameEn: '', carIcoUrl: '', carImgUrl: '' },
      ]);
    if (name === 'getCarGalleryListByPage')
      return ok({
        records: [
          {
            id: 13,
            galleryName: '外滩',
            galleryNameEn: 'The Bund',
            brandName: '保时捷',
            brandNameEn: 'Porsche',
            carName: '911',
            carNameEn: '',
            coverImgUrl: 'gallery/13.svg',
            carId: Number(query.carId),
          },
        ],
        total: 1,
        pages: 1,
        current: 1,
      });
    if (name === 'getNewsList') {
      const records = query.brandId ? [news(4, 3)] : [news(12, 8), news(11, null), news(4, 3), news(3, null)];
      return ok({ records, total: records.length, pages: 1, current: 1 });
    }
    return { status: 404, body: null };
  };
}

const client = (overrides?: Parameters<typeof transport>[0]) =>
  createApi({ transport: transport(overrides), timeoutMs: 8000, log: fakeLogger() });

describe('parseSlides', () => {
  it('reads slideshowImg or fileUrl, picks the language and skips slides without a picture', () => {
    const slides = parseSlides('en', brands[1]?.slideshowJson ?? '');
    expect(slides).toEqual([
      { image: '/api/static/brand/p-1.svg', title: 'Title', content: '', link: '/car/7' },
      { image: '/api/static/brand/p-2.svg', title: '', content: '内容', link: '' },
    ]);
  });

  it('gives no slides for malformed JSON', () => {
    expect(parseSlides('zh', 'not json')).toEqual([]);
    expect(parseSlides('zh', '{"a":1}')).toEqual([]);
  });
});

describe('loadBrandHead', () => {
  it('finds the brand by id or slug', async () => {
    const byId = await loadBrandHead(client(), 'zh', '3');
    expect(byId).toMatchObject({ status: 'found', brand: { id: 3, name: '品牌3', keywords: '改装' } });
    const bySlug = await loadBrandHead(client(), 'en', 'porsche');
    expect(bySlug).toMatchObject({ status: 'found', brand: { id: 3, name: 'Porsche', keywords: 'tuning' } });
  });

  it('is empty for an unknown id and for a brand that is not shown', async () => {
    await expect(loadBrandHead(client(), 'zh', '999')).resolves.toEqual({ status: 'empty' });
    await expect(loadBrandHead(client(), 'zh', '9')).resolves.toEqual({ status: 'empty' });
  });

  it('fails for a failed or refused brand list and for a missing id', async () => {
    await expect(loadBrandHead(client({ getBrandList: () => fail(500) }), 'zh', '3')).resolves.toEqual({
      status: 'failed',
    });
    await expect(loadBrandHead(client({ getBrandList: () => ok(null) }), 'zh', '3')).resolves.toEqual({
      status: 'failed',
    });
    await expect(loadBrandHead(client(), 'zh', undefined)).resolves.toEqual({ status: 'failed' });
  });
});

describe('loadBrandHead with the server’s in-process reads', () => {
  const inProcessClient = (failing = false) => {
    const asked: string[] = [];
    const reads = {
      menuBrands: async () => {
        asked.push('menuBrands');
        return brands.map(({ slideshowJson: _s, keyword: _k, keywordEn: _ke, ...rest }) => rest);
      },
      listedCars: async () => [],
      sectionTypes: async () => [],
      sectionItemsPage: async () => ({ items: [], total: 0 }),
      focalPoints: async () => ({}),
      brand: async (id: number) => {
        asked.push(`brand ${id}`);
        if (failing) throw new Error('database gone');
        return brands.find((one) => one.id === id);
      },
    };
    const api = createApi({
      transport: transport({
        getBrandList: () => {
          asked.push('getBrandList');
          return ok(brands);
        },
      }),
      timeoutMs: 8000,
      log: fakeLogger(),
      inProcess: reads,
    });
    return { api, asked };
  };

  it('reads the one brand by id, or by slug through the menu’s brands, never the whole list', async () => {
    const { api, asked } = inProcessClient();
    await expect(loadBrandHead(api, 'en', '3')).resolves.toMatchObject({
      status: 'found',
      brand: { id: 3, name: 'Porsche', keywords: 'tuning', slides: [{ title: 'Title' }, {}] },
    });
    expect(asked).toEqual(['brand 3']);
    await expect(loadBrandHead(api, 'en', 'porsche')).resolves.toMatchObject({ brand: { id: 3 } });
    expect(asked).toEqual(['brand 3', 'menuBrands', 'brand 3']);
  });

  it('is empty for an unknown id or slug and for a brand that is not shown; fails when the read fails', async () => {
    const { api } = inProcessClient();
    await expect(loadBrandHead(api, 'zh', '999')).resolves.toEqual({ status: 'empty' });
    await expect(loadBrandHead(api, 'zh', 'trabant')).resolves.toEqual({ status: 'empty' });
    await expect(loadBrandHead(api, 'zh', '9')).resolves.toEqual({ status: 'empty' });
    await expect(loadBrandHead(inProcessClient(true).api, 'zh', '3')).resolves.toEqual({ status: 'failed' });
  });
});

describe('loadBrandContent', () => {
  it('makes the first model active and loads its galleries, then fills the news with company stories', async () => {
    const content = await loadBrandContent(client(), 'en', 3);
    expect(content).toMatchObject({
      status: 'loaded',
      activeCarId: 7,
      cars: [
        { id: 7, name: '911', icon: '/api/static/car/7-icon.svg' },
        { id: 8, name: 'Taycan', icon: '' },
      ],
      gallery: { current: 1, pages: 1, total: 1, items: [{ id: 13, name: 'The Bund', carId: 7 }] },
    });
    if (content.status !== 'loaded') throw new Error('not loaded');
    // The brand's own story first, then company-wide ones (no brand); other brands' stories never.
    expect(content.news.map((item) => item.id)).toEqual([4, 11, 3]);
  });

  it("shows the news newest first, whether the brand's own or company-wide", async () => {
    const dated = (id: number, brandId: number | null, publishDate: string) => ({
      ...news(id, brandId),
      publishDate,
    });
    const content = await loadBrandContent(
      client({
        getNewsList: (query) =>
          ok({
            records: query.brandId
              ? [dated(4, 3, '2024-03-01'), dated(5, 3, '2025-06-01')]
              : [dated(11, null, '2025-09-15'), dated(3, null, '2023-01-20')],
            total: 2,
            pages: 1,
            current: 1,
          }),
      }),
      'en',
      3,
    );
    if (content.status !== 'loaded') throw new Error('not loaded');
    expect(content.news.map((item) => item.id)).toEqual([11, 5, 4, 3]);
  });

  it('fails when the models cannot be loaded', async () => {
    await expect(loadBrandContent(client({ getCarList: () => fail(500) }), 'zh', 3)).resolves.toEqual({
      status: 'failed',
    });
  });

  it('leaves the gallery and the news empty when they cannot be loaded', async () => {
    const log = fakeLogger();
    const content = await loadBrandContent(
      createApi({
        transport: transport({ getCarGalleryListByPage: () => fail(500), getNewsList: () => fail(503) }),
        timeoutMs: 8000,
        log,
      }),
      'zh',
      3,
    );
    expect(content).toMatchObject({ status: 'loaded', activeCarId: 7, news: [], gallery: { items: [] } });
    expect(log.messages('warn').sort()).toEqual([
      'brand galleries unavailable',
      'brand news unavailable',
      'latest news unavailable',
    ]);
  });

  it('has no active model and no galleries for a brand without models', async () => {
    const content = await loadBrandContent(client({ getCarList: () => ok([]) }), 'zh', 3);
    expect(content).toMatchObject({ status: 'loaded', cars: [], activeCarId: null, gallery: { items: [] } });
  });
});

describe('carChip', () => {
  const car = {
    id: 4,
    brandId: 2,
    carName: '大牛',
    carNameEn: 'Huracán',
    carIcoUrl: 'car/lamborghini-1-icon.svg',
    carImgUrl: 'car/lamborghini-1.jpg',
  };

  it('shows the car’s icon', () => {
    expect(carChip('en', car)).toEqual({
      id: 4,
      name: 'Huracán',
      icon: '/api/static/car/lamborghini-1-icon.svg',
      picture: false,
    });
  });

  it('shows the car’s picture, as its narrowest variant, when the icon is empty', () => {
    expect(carChip('zh', { ...car, carIcoUrl: '' })).toEqual({
      id: 4,
      name: '大牛',
      icon: '/api/image/320.webp/car/lamborghini-1.jpg',
      picture: true,
    });
    expect(carChip('zh', { ...car, carIcoUrl: '', carImgUrl: '/media/9/side.png' }).icon).toBe(
      '/media/9/w/320.webp',
    );
    // A drawing is shown as it is; with neither, nothing.
    expect(carChip('zh', { ...car, carIcoUrl: '', carImgUrl: 'car/side.svg' }).icon).toBe(
      '/api/static/car/side.svg',
    );
    expect(carChip('zh', { ...car, carIcoUrl: '', carImgUrl: '' })).toMatchObject({
      icon: '',
      picture: false,
    });
  });
});
