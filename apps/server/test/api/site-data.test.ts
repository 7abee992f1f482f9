// Menu, brands, common data, partners and the featured list: seeded content in the
// shapes of the contract, filtered and sorted by the spec's rules.
import { calls, COMMON_DATA_CODES, siteInfoContentsSchema } from '@refit/contract';
import type { Brand, MenuItem } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const isSorted = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

describe('getMenuData', () => {
  it('answers the visible menu tree, children included and sorted', async () => {
    const { status, body } = await get(app, 'getMenuData', {
      categoryCode: 'home_page',
      isQueryChild: 'true',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const menu = calls.getMenuData.result.parse(body.result);
    const all = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...all(item.childList)]);
    expect(all(menu).every((item) => item.isShow === '1')).toBe(true);
    expect(isSorted(menu.map((item) => item.sortOrder))).toBe(true);
    const links = menu.map((item) => item.menuLink);
    expect(links).toEqual(
      expect.arrayContaining(['/', '/aerodynamic-kits', '/wheels', '/peripherals', '/news', '/about']),
    );
    const wheels = menu.find((item) => item.menuLink === '/wheels')!;
    expect(wheels.childList.map((child) => child.menuLink)).toEqual(
      expect.arrayContaining(['/wheels/single-piece', '/wheels/two-piece']),
    );
    expect(wheels.childList.every((child) => child.fileUrl !== '')).toBe(true);
  });

  it('leaves the children out when isQueryChild is false', async () => {
    const { body } = await get(app, 'getMenuData', { categoryCode: 'home_page', isQueryChild: 'false' });
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.every((item: MenuItem) => item.childList.length === 0)).toBe(true);
  });
});

describe('getBrandList', () => {
  it('lists only brands shown in the menu and published, sorted by sortOrder', async () => {
    const { status, body } = await get(app, 'getBrandList');
    expect(status).toBe(200);
    const brands: Brand[] = calls.getBrandList.result.parse(body.result);
    expect(brands).toHaveLength(8);
    expect(brands.every((brand) => brand.isShowMenu === '1' && brand.publishStatus === '1')).toBe(true);
    expect(isSorted(brands.map((brand) => brand.sortOrder))).toBe(true);
    expect(brands.map((brand) => brand.brandNameEn)).toContain('McLaren');
    // Each brand's address name is served with it, one per brand.
    expect(brands.find((brand) => brand.brandNameEn === 'McLaren')?.slug).toBe('mclaren');
    expect(new Set(brands.map((brand) => brand.slug)).size).toBe(8);
    for (const brand of brands) {
      expect(JSON.parse(brand.slideshowJson)).toHaveLength(3);
    }
  });
});

describe('getCommonData', () => {
  it.each(COMMON_DATA_CODES)('answers %s with JSON contents', async (code) => {
    const { status, body } = await get(app, 'getCommonData', { code });
    expect(status).toBe(200);
    const entry = calls.getCommonData.result.parse(body.result);
    expect(entry.code).toBe(code);
    expect(() => JSON.parse(entry.contents)).not.toThrow();
  });

  it('gives the home banner at least three slides in each language', async () => {
    const { body } = await get(app, 'getCommonData', { code: 'index_hd' });
    const contents = JSON.parse(body.result.contents);
    expect(contents.cn.length).toBeGreaterThanOrEqual(3);
    expect(contents.en.length).toBe(contents.cn.length);
    expect(JSON.parse(contents.cn[0].url)[0].fileUrl).toMatch(/\.jpg$/);
  });
});

describe('getCommonData site_info', () => {
  it('answers the settings beyond the other codes, filing numbers included', async () => {
    const { status, body } = await get(app, 'getCommonData', { code: 'site_info' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const entry = calls.getCommonData.result.parse(body.result);
    const info = siteInfoContentsSchema.parse(JSON.parse(entry.contents));
    expect(info.icpNumber).toBe('沪ICP备20070001号-1');
    expect(info.psbNumber).toBe('沪公网安备 31010402000001号');
    expect(info.about.cn).not.toBe('');
    expect(info.about.en).not.toBe('');
  });

  it('refuses an unknown code with a client error', async () => {
    const { status, body } = await get(app, 'getCommonData', { code: 'site_infos' });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.success).toBe(false);
  });
});

describe('getPartnersList and getIndexList', () => {
  it('lists at least six partners', async () => {
    const { body } = await get(app, 'getPartnersList');
    expect(calls.getPartnersList.result.parse(body.result).length).toBeGreaterThanOrEqual(6);
  });

  it('lists the featured cars with their brand names', async () => {
    const { body } = await get(app, 'getIndexList');
    const items = calls.getIndexList.result.parse(body.result);
    expect(items.length).toBeGreaterThan(6);
    expect(items.every((item) => item.brandName && item.carName && item.carImgUrl)).toBe(true);
  });

  it('answers an unchanged list with 304 when the ETag matches', async () => {
    const first = await app.inject({ url: '/api/cmst/index/getIndexList' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await app.inject({
      url: '/api/cmst/index/getIndexList',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });
});
