import type { ApiTransport, MenuItem } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { createServerApi } from '../../lib/api/api-context.server.ts';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { shapeSales } from '../../lib/api/sales-contact.server.ts';
import { loadShellData, shapeFilings, shapeMenu } from './shell-data.server.ts';

const ok = (result: unknown) => ({ status: 200, body: { success: true, result, message: 'ok' } });
const common = (code: string, contents: unknown) =>
  ok({ code, contents: typeof contents === 'string' ? contents : JSON.stringify(contents) });

const menuEntry = (id: number, over: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: `菜单${id}`,
  nameEn: `Menu ${id}`,
  menuLink: `/m/${id}`,
  isShow: '1',
  sortOrder: id,
  fileUrl: `menu/${id}.svg`,
  childList: [],
  ...over,
});

const menu = [
  menuEntry(3, {
    sortOrder: 1,
    menuLink: '/about',
    childList: [menuEntry(31, { sortOrder: 2 }), menuEntry(30)],
  }),
  menuEntry(1, { sortOrder: 0, menuLink: '/' }),
  menuEntry(9, { isShow: '0', childList: [menuEntry(90)] }),
  menuEntry(4, { sortOrder: 5, menuLink: 'https://example.com/store', nameEn: '' }),
];

const brand = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  brandName: `品牌${id}`,
  brandNameEn: `Brand ${id}`,
  brandIconUrl: `brand/${id}.svg`,
  isShowMenu: '1',
  publishStatus: '1',
  sortOrder: 10 - id,
  keyword: '',
  keywordEn: '',
  slideshowJson: '[]',
  ...over,
});

const brands = [
  brand(1),
  brand(2, { brandNameEn: 'Porsche' }),
  brand(3, { isShowMenu: '0' }),
  brand(4, { publishStatus: '0' }),
];

const partners = [
  {
    id: 1,
    partnersName: '碳工坊',
    partnersNameEn: 'Carbonwerk',
    partnersIconUrl: 'partner/1.jpeg',
    partnersLink: 'https://p.test',
  },
];

const siteInfo = (over: Record<string, unknown> = {}) => ({
  description: { cn: '描述', en: 'Description' },
  wechatQr: { officialAccount: '', consultant: '' },
  about: { cn: '关于', en: 'About' },
  icpNumber: '沪ICP备20070001号-1',
  psbNumber: '沪公网安备 31010402000001号',
  ...over,
});

type Answer = { status: number; body: unknown };

function siteTransport(overrides: Record<string, () => Answer> = {}): ApiTransport {
  return async ({ path, query }) => {
    const name = path.split('/').pop() ?? '';
    const key = query.code ? `${name}:${query.code}` : name;
    const override = overrides[key];
    if (override) return override();
    switch (key) {
      case 'getMenuData':
        return ok(menu);
      case 'getBrandList':
        return ok(brands);
      case 'getPartnersList':
        return ok(partners);
      case 'getCommonData:logo_ico':
        return common('logo_ico', [{ fileUrl: '/logo/logo.svg' }]);
      case 'getCommonData:salesperson':
        return common('salesperson', {
          cn: { title: '销售顾问', num: '+86 138 0000 0000', link: 'tel:+8613800000000' },
          en: { title: 'Sales', num: '+86 138 0000 0000', link: '' },
        });
      case 'getCommonData:External_platform':
        return common('External_platform', [
          { name: 'WeChat', ico: '[{"fileUrl":"social/wechat.svg"}]', link: 'https://s.test/w' },
          { ico: 'broken', link: 'https://s.test/x' },
        ]);
      case 'getCommonData:Copyright_Information':
        return common('Copyright_Information', { cn: '© 2007-2026 锐界', en: '© 2007-2026 RJ' });
      case 'getCommonData:common_js':
        return common('common_js', { script: 'window.x = 1;' });
      case 'getCommonData:wechat_qr':
        return common('wechat_qr', { officialAccount: 'https://weixin.qq.com/r/demo', consultant: '' });
      case 'getCommonData:site_info':
        return common('site_info', siteInfo());
      default:
        return { status: 404, body: null };
    }
  };
}

const clientWith = (overrides?: Record<string, () => Answer>, log = fakeLogger()) =>
  createServerApi({ transport: siteTransport(overrides), timeoutMs: 8000, log });

describe('loadShellData', () => {
  it('shapes every part in Chinese', async () => {
    const data = await loadShellData(clientWith(), 'zh');
    expect(data.logo).toBe('/api/static/logo/logo.svg');
    expect(data.menu.map((item) => item.id)).toEqual([1, 3, 4]);
    expect(data.menu[1]).toMatchObject({
      label: '菜单3',
      link: '/about',
      href: '/about?menuId=3',
      external: false,
      icon: '/api/static/menu/3.svg',
    });
    expect(data.menu[1]?.children.map((item) => item.id)).toEqual([31, 30]);
    expect(data.menu[2]).toMatchObject({ href: 'https://example.com/store', external: true });
    expect(data.brands).toEqual([
      { id: 2, name: '品牌2', slug: 'porsche', icon: '/api/static/brand/2.svg' },
      { id: 1, name: '品牌1', slug: 'brand-1', icon: '/api/static/brand/1.svg' },
    ]);
    expect(data.partners).toEqual([
      { id: 1, name: '碳工坊', icon: '/api/static/partner/1.jpeg', link: 'https://p.test' },
    ]);
    expect(data.sales).toEqual({
      title: '销售顾问',
      number: '+86 138 0000 0000',
      href: 'tel:+8613800000000',
    });
    expect(data.socials).toEqual([
      { name: 'wechat', icon: '/api/static/social/wechat.svg', link: 'https://s.test/w' },
      { name: '', icon: '', link: 'https://s.test/x' },
    ]);
    expect(data.copyright).toBe('© 2007-2026 锐界');
    expect(data.commonScript).toBe('window.x = 1;');
    // Drawn on the server; a code without a text is left out.
    expect(data.wechatQr.officialAccount).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(data.wechatQr.consultant).toBe('');
  });

  it('picks the English texts, falling back to Chinese ones', async () => {
    const data = await loadShellData(clientWith(), 'en');
    expect(data.menu[0]?.label).toBe('Menu 1');
    expect(data.menu[2]?.label).toBe('菜单4');
    expect(data.brands[0]?.name).toBe('Porsche');
    expect(data.partners[0]?.name).toBe('Carbonwerk');
    // An English contact without a tel: link gets one made from the number.
    expect(data.sales).toEqual({ title: 'Sales', number: '+86 138 0000 0000', href: 'tel:+8613800000000' });
    expect(data.copyright).toBe('© 2007-2026 RJ');
  });

  it('leaves each failed part empty and keeps the rest', async () => {
    const log = fakeLogger();
    const data = await loadShellData(
      clientWith(
        {
          getMenuData: () => ({ status: 500, body: null }),
          getBrandList: () => ({ status: 200, body: { success: false, result: null, message: 'down' } }),
          getPartnersList: () => ok({ not: 'a list' }),
          'getCommonData:logo_ico': () => common('logo_ico', 'not json'),
          'getCommonData:salesperson': () => ({ status: 404, body: null }),
          'getCommonData:External_platform': () => common('External_platform', { cn: [] }),
          'getCommonData:common_js': () => ok(null),
          'getCommonData:wechat_qr': () => common('wechat_qr', { officialAccount: 42 }),
        },
        log,
      ),
      'zh',
    );
    expect(data).toMatchObject({
      logo: '',
      menu: [],
      brands: [],
      partners: [],
      sales: null,
      socials: [],
      wechatQr: { officialAccount: '', consultant: '' },
      commonScript: '',
      copyright: '© 2007-2026 锐界',
    });
    expect(log.entries).toContainEqual({
      level: 'error',
      message: 'internal server error',
      details: { call: 'GET /cmst/index/getMenuData', status: 500 },
    });
    expect(log.entries).toContainEqual({
      level: 'warn',
      message: 'shell: brand list unavailable',
      details: { reason: 'down' },
    });
  });

  it('falls back to the default copyright with 2007-2024', async () => {
    const missing = { 'getCommonData:Copyright_Information': () => ({ status: 404, body: null }) };
    expect((await loadShellData(clientWith(missing), 'zh')).copyright).toBe('© 2007-2024 锐界改装 版权所有');
    const empty = {
      'getCommonData:Copyright_Information': () => common('Copyright_Information', { cn: '', en: '' }),
    };
    expect((await loadShellData(clientWith(empty), 'en')).copyright).toBe(
      '© 2007-2024 RUIJIE TUNING. All rights reserved.',
    );
  });
});

describe('the filing numbers', () => {
  const MPS = 'https://beian.mps.gov.cn/#/query/webSearch?code=';

  it('links the ICP number to the register and the public-security number to its entry by its digits', () => {
    expect(shapeFilings(JSON.stringify(siteInfo()))).toEqual({
      icp: { number: '沪ICP备20070001号-1', href: 'https://beian.miit.gov.cn/' },
      psb: { number: '沪公网安备 31010402000001号', href: `${MPS}31010402000001` },
    });
  });

  it('leaves out an empty or blank number', () => {
    expect(shapeFilings(JSON.stringify(siteInfo({ icpNumber: '', psbNumber: '  ' })))).toEqual({
      icp: null,
      psb: null,
    });
    expect(shapeFilings(JSON.stringify(siteInfo({ icpNumber: ' 京ICP备1号 ' }))).icp?.number).toBe(
      '京ICP备1号',
    );
  });

  it('shows a public-security number without digits unlinked', () => {
    expect(shapeFilings(JSON.stringify(siteInfo({ psbNumber: '备案中' }))).psb).toEqual({
      number: '备案中',
      href: '',
    });
  });

  it('throws on malformed contents, so the shell leaves the numbers out', async () => {
    expect(() => shapeFilings('{"icpNumber": 5}')).toThrow('site_info contents are malformed');
    const log = fakeLogger();
    const broken = { 'getCommonData:site_info': () => common('site_info', 'not json') };
    const data = await loadShellData(clientWith(broken, log), 'en');
    expect(data.filings).toEqual({ icp: null, psb: null });
    expect(data.copyright).toBe('© 2007-2026 RJ');
  });

  it('reaches the shell in both languages', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const data = await loadShellData(clientWith(), lang);
      expect(data.filings.icp?.number).toBe('沪ICP备20070001号-1');
      expect(data.filings.psb?.href).toBe(`${MPS}31010402000001`);
    }
  });
});

describe('the shell brands', () => {
  it('skips malformed rows and accepts numeric strings', async () => {
    const answer = () => ok([brand(5, { id: '5', sortOrder: '1' }), { id: 'x' }, null]);
    const data = await loadShellData(clientWith({ getBrandList: answer }), 'zh');
    expect(data.brands.map((item) => item.id)).toEqual([5]);
  });

  it('rejects a value that is not a list', async () => {
    const log = fakeLogger();
    const data = await loadShellData(clientWith({ getBrandList: () => ok({}) }, log), 'zh');
    expect(data.brands).toEqual([]);
    expect(log.entries).toContainEqual({
      level: 'warn',
      message: 'shell: brand list unavailable',
      details: { reason: 'getBrandList answered a result that is not a list' },
    });
  });
});

describe('shapeMenu', () => {
  it('drops hidden subitems and sorts them by sort order then id', () => {
    const items = shapeMenu(
      [
        menuEntry(1, {
          childList: [
            menuEntry(12, { sortOrder: 1 }),
            menuEntry(11, { sortOrder: 1 }),
            menuEntry(13, { isShow: '0' }),
          ],
        }),
      ],
      'zh',
    );
    expect(items[0]?.children.map((item) => item.id)).toEqual([11, 12]);
  });
});

describe('shapeSales', () => {
  it('uses the Chinese branch when the English one is empty', () => {
    const raw = JSON.stringify({
      cn: { title: '顾问', num: '021-1234', link: '' },
      en: { title: '', num: '', link: '' },
    });
    expect(shapeSales(raw, 'en')).toEqual({ title: '顾问', number: '021-1234', href: 'tel:0211234' });
  });
});
