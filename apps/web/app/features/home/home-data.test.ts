import type { ApiTransport } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { createServerApi } from '../../lib/api/api-context.server.ts';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { loadHomeData } from './home-data.server.ts';

const ok = (result: unknown) => ({ status: 200, body: { success: true, result, message: 'ok' } });

const banner = {
  cn: [
    { title: '碳纤维的艺术', titleTo: '为赛道而生', link: '', url: '[{"fileUrl":"banner/home-1.svg"}]' },
    { title: '锻造轮毂', titleTo: '', link: '/wheels', url: '[{"fileUrl":"banner/home-2.svg"}]' },
    { title: '没有图片', titleTo: '', link: '', url: '[]' },
  ],
  en: [
    {
      title: 'The art of carbon',
      titleTo: 'Built for the track',
      link: 'https://x.test',
      url: '[{"fileUrl":"/banner/home-1-en.svg"}]',
    },
  ],
};
const cars = [
  {
    id: 1,
    carName: '720S',
    carNameEn: '',
    brandName: '迈凯伦',
    brandNameEn: 'McLaren',
    carImgUrl: 'car/mclaren-1.svg',
  },
];

function siteTransport(
  overrides: Record<string, () => { status: number; body: unknown }> = {},
): ApiTransport {
  return async ({ path, query }) => {
    const name = path.split('/').pop() ?? '';
    const key = query.code ? `${name}:${query.code}` : name;
    const override = overrides[key];
    if (override) return override();
    if (key === 'getIndexList') return ok(cars);
    if (key === 'getCommonData:index_hd') return ok({ code: 'index_hd', contents: JSON.stringify(banner) });
    if (key === 'getCommonData:keyword')
      return ok({ code: 'keyword', contents: '{"cn":"改装","en":"tuning"}' });
    return { status: 404, body: null };
  };
}

describe('loadHomeData', () => {
  it('shapes hero, featured list and keywords in Chinese', async () => {
    const api = createServerApi({ transport: siteTransport(), timeoutMs: 8000, log: fakeLogger() });
    await expect(loadHomeData(api, 'zh')).resolves.toEqual({
      slides: [
        { title: '碳纤维的艺术', subtitle: '为赛道而生', link: '', image: '/api/static/banner/home-1.svg' },
        { title: '锻造轮毂', subtitle: '', link: '/wheels', image: '/api/static/banner/home-2.svg' },
      ],
      featured: [{ id: 1, name: '720S', brand: '迈凯伦', image: '/api/static/car/mclaren-1.svg' }],
      keywords: '改装',
    });
  });

  it('picks the English branch and En fields, falling back to Chinese ones', async () => {
    const api = createServerApi({ transport: siteTransport(), timeoutMs: 8000, log: fakeLogger() });
    const data = await loadHomeData(api, 'en');
    expect(data.slides).toEqual([
      {
        title: 'The art of carbon',
        subtitle: 'Built for the track',
        link: 'https://x.test',
        image: '/api/static/banner/home-1-en.svg',
      },
    ]);
    expect(data.featured[0]).toMatchObject({ name: '720S', brand: 'McLaren' });
    expect(data.keywords).toBe('tuning');
  });

  it('shows the Chinese slides when the English branch is empty', async () => {
    const api = createServerApi({
      transport: siteTransport({
        'getCommonData:index_hd': () =>
          ok({ code: 'index_hd', contents: JSON.stringify({ cn: banner.cn, en: [] }) }),
      }),
      timeoutMs: 8000,
      log: fakeLogger(),
    });
    const data = await loadHomeData(api, 'en');
    expect(data.slides.map((slide) => slide.title)).toEqual(['碳纤维的艺术', '锻造轮毂']);
  });

  it('leaves a failed or malformed area empty and keeps the rest', async () => {
    const log = fakeLogger();
    const api = createServerApi({
      transport: siteTransport({
        getIndexList: () => ({ status: 500, body: null }),
        'getCommonData:index_hd': () => ok({ code: 'index_hd', contents: 'not json' }),
      }),
      timeoutMs: 8000,
      log,
    });
    await expect(loadHomeData(api, 'zh')).resolves.toEqual({ slides: [], featured: [], keywords: '改装' });
    expect(log.entries).toContainEqual({
      level: 'error',
      message: 'internal server error',
      details: { call: 'GET /cmst/index/getIndexList', status: 500 },
    });
    expect(log.messages('warn').sort()).toEqual([
      'home: featured list unavailable',
      'home: hero banner unavailable',
    ]);
  });
});
