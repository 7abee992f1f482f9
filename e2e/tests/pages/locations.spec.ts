// Locations (/locations) at 1440 and 390 px (the desktop and mobile projects) in both languages:
// the three demo locations with their telephone and map links (plain links, nothing loaded from
// another host), their structured data and accessibility; "Enquire about this location" leading to
// About's form, whose enquiry names the location in the inbox; an editor's new Chinese name of a
// location reaching the page once published.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  EDITOR,
  ensureEditorUser,
  expectInboxSource,
  ownerApi,
  publishInEditor,
  saveDraftInEditor,
  signIn,
  watchAdminConsole,
} from '../admin/admin-support.ts';
import { desktopNav, drawer, header, isPhone, open, watchConsole } from '../shell/shell-support.ts';
import { expectNoAxeViolations } from './page-checks.ts';

// The enquiry's captcha is a real proof of work: a busy machine needs time for it.
test.describe.configure({ timeout: 120_000 });

const TEXT = {
  zh: {
    title: '门店与服务网点',
    about: '关于我们',
    amap: '在高德地图中打开',
    baidu: '百度地图',
    apple: 'Apple 地图',
    enquire: '咨询此门店',
    names: ['上海旗舰工坊', '北京御驰汽车工坊', '深圳湾区性能中心'],
    form: '预约咨询',
    openMenu: '打开菜单',
    nav: '主导航',
    drawer: '网站菜单',
  },
  en: {
    title: 'Locations',
    about: 'About',
    amap: 'Open in Amap',
    baidu: 'Baidu Maps',
    apple: 'Apple Maps',
    enquire: 'Enquire about this location',
    names: [
      'Shanghai Flagship Workshop',
      'Yuchi Motor Works Beijing',
      'Bay Area Performance Centre Shenzhen',
    ],
    form: 'Book a consultation',
    openMenu: 'Open menu',
    nav: 'Main navigation',
    drawer: 'Site menu',
  },
} as const;
type Lang = keyof typeof TEXT;

/** The demo's locations: GCJ-02 coordinates and phones as the seed has them. */
const DEMO = [
  { id: 1, lat: '31.350412', lng: '121.248836', phone: '+86 21 6000 2007', tel: 'tel:+862160002007' },
  { id: 2, lat: '39.972154', lng: '116.493372', phone: '+86 10 8000 2007', tel: 'tel:+861080002007' },
  { id: 3, lat: '22.545231', lng: '113.952617', phone: '+86 755 8600 2007', tel: 'tel:+8675586002007' },
] as const;

/** The menu entries the header marks as where the visitor is. */
async function markedEntries(page: Page, lang: Lang): Promise<string[]> {
  const text = TEXT[lang];
  if (!isPhone(page)) return desktopNav(page, text.nav).locator('a[aria-current="page"]').allTextContents();
  const burger = header(page).getByRole('button', { name: text.openMenu });
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const marked = await drawer(page, text.drawer).locator('a[aria-current="page"]').allTextContents();
  await burger.click();
  return marked;
}

for (const lang of ['zh', 'en'] as const) {
  const text = TEXT[lang];

  test(
    `the three demo locations, with telephone, map and enquiry links (${lang})`,
    { tag: '@phone' },
    async ({ page, baseURL }) => {
      const problems = watchConsole(page);
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
      });
      await open(page, `/locations?l=${lang}`);
      await expect(page).toHaveTitle(new RegExp(` - ${text.title}$`));
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect.poll(() => markedEntries(page, lang)).toEqual([text.about, text.title]);

      // In the editors' order (a location an editor adds while this runs comes after them).
      const cards = page.getByRole('article');
      for (const [index, name] of text.names.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(name);
      }

      for (const [index, demo] of DEMO.entries()) {
        const name = text.names[index]!;
        const card = page.getByRole('article', { name });
        await expect(card.getByRole('img').first()).toBeVisible();
        await expect(card.getByRole('link', { name: demo.phone })).toHaveAttribute('href', demo.tel);

        const href = async (label: string) => {
          const link = card.getByRole('link', { name: `${label}: ${name}` });
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          return new URL((await link.getAttribute('href'))!);
        };
        const amap = await href(text.amap);
        expect(`${amap.origin}${amap.pathname}`).toBe('https://uri.amap.com/marker');
        expect(amap.searchParams.get('position')).toBe(`${demo.lng},${demo.lat}`);
        expect(amap.searchParams.get('name')).toBe(name);
        expect(amap.searchParams.get('coordinate')).toBe('gaode');
        const baidu = await href(text.baidu);
        expect(`${baidu.origin}${baidu.pathname}`).toBe('https://api.map.baidu.com/marker');
        expect(baidu.searchParams.get('location')).toBe(`${demo.lat},${demo.lng}`);
        expect(baidu.searchParams.get('title')).toBe(name);
        expect(baidu.searchParams.get('coord_type')).toBe('gcj02');
        expect(baidu.searchParams.get('output')).toBe('html');
        const apple = await href(text.apple);
        expect(apple.origin).toBe('https://maps.apple.com');
        expect(apple.searchParams.get('ll')).toBe(`${demo.lat},${demo.lng}`);
        expect(apple.searchParams.get('q')).toBe(name);

        await expect(card.getByRole('link', { name: `${text.enquire}: ${name}` })).toHaveAttribute(
          'href',
          `/about?location=${demo.id}#enquiry`,
        );
      }

      // Structured data: an AutoRepair per location, placed in WGS-84 (a few hundred metres from GCJ-02).
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '[]',
      ) as {
        '@type': string;
        name: string;
        telephone: string;
        geo: { latitude: number; longitude: number };
      }[];
      const shanghai = jsonLd.find((item) => item.name === text.names[0]);
      expect(shanghai).toMatchObject({ '@type': 'AutoRepair', telephone: DEMO[0].phone });
      expect(Math.abs(shanghai!.geo.latitude - Number(DEMO[0].lat))).toBeLessThan(0.01);
      expect(Math.abs(shanghai!.geo.longitude - Number(DEMO[0].lng))).toBeLessThan(0.01);
      expect(shanghai!.geo.longitude).not.toBe(Number(DEMO[0].lng));

      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      expect(elsewhere).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  test(`"Enquire about this location" starts About's form about it (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, `/locations?l=${lang}`);
    const name = text.names[1];
    await page.getByRole('link', { name: `${text.enquire}: ${name}` }).click();
    await expect(page).toHaveURL(/\/about\?location=2(&l=\w+)?#enquiry$/);
    const form = page.getByRole('form', { name: text.form });
    await expect(form.getByRole('textbox', { name: lang === 'zh' ? '留言' : 'Message' })).toHaveValue(
      new RegExp(name),
    );
    // The page opens at the form, its first empty field ready for typing.
    await expect(page.getByRole('heading', { name: text.form })).toBeInViewport();
    await expect(form.getByRole('textbox', { name: lang === 'zh' ? '姓名' : 'Name' })).toBeFocused();
    expect(problems).toEqual([]);
  });
}

test('an enquiry sent from About about a location names that location in the inbox', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const visitor = `门店访客${testInfo.project.name}${Date.now().toString(36).slice(-4)}`;
  await open(page, '/about?location=1#enquiry');
  const form = page.getByRole('form', { name: '预约咨询' });
  await expect(form.getByRole('textbox', { name: '留言' })).toHaveValue(/上海旗舰工坊/);
  await form.getByRole('checkbox', { name: '我不是机器人' }).click();
  await expect(form.getByRole('checkbox', { name: '验证通过' })).toBeChecked({ timeout: 60_000 });
  await form.getByRole('textbox', { name: '姓名' }).fill(visitor);
  await form.getByRole('textbox', { name: '邮箱' }).fill('visit@example.com');
  const sent = page.waitForRequest((request) => request.url().includes('saveContactUsForm'));
  await form.getByRole('button', { name: '提交' }).click();
  expect(new URL((await sent).url()).searchParams.get('sourcePath')).toBe('/about?location=1');
  await expect(page.getByText('提交成功！我们会尽快与您联系')).toBeVisible({ timeout: 20_000 });

  // The inbox, as its owner sees it.
  await expectInboxSource(
    browser,
    baseURL!,
    visitor,
    { kind: 'location', id: 1, path: '/about?location=1', title: '上海旗舰工坊' },
    '门店 · 上海旗舰工坊',
  );
});

test('an editor renames a location in Chinese, publishes it and finds the new name on /locations', async ({
  browser,
  baseURL,
}, testInfo) => {
  await ensureEditorUser(baseURL!);
  const suffix = `${testInfo.project.name}${Date.now().toString(36).slice(-4)}`;
  // A location of this test's own, so that the demo's stay as the other tests expect them.
  const owner = await ownerApi(baseURL!);
  const created = await owner.post('/api/admin/content/locations', {
    data: {
      document: {
        name: `杭州门店${suffix}`,
        nameEn: `Hangzhou ${suffix}`,
        city: '杭州',
        cityEn: 'Hangzhou',
        address: '杭州市西湖区文三路 1 号',
        openingHours: '每日 10:00–19:00',
        latitude: 30.274084,
        longitude: 120.15507,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { result: { id: number } }).result;

  // The administration runs on desktop.
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR, `/admin/content/locations/${id}`);
  const renamed = `西湖服务网点${suffix}`;
  await page.getByLabel('名称 · 中文').fill(renamed);
  await saveDraftInEditor(page);
  await publishInEditor(page);

  const visitor = await browser.newPage();
  await visitor.goto('/locations');
  await expect(visitor.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await visitor.goto('/locations?l=en');
  await expect(visitor.getByRole('heading', { level: 2, name: `Hangzhou ${suffix}` })).toBeVisible();
  await visitor.close();
  await page.close();

  expect((await owner.delete(`/api/admin/content/locations/${id}`)).status()).toBe(200);
  await owner.dispose();
  expect(problems).toEqual([]);
});
