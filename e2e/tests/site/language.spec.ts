// Language (SPEC section 4): zh by default, en on request; chosen by the header buttons or ?l=,
// kept across visits, shared by every tab, and told to crawlers by headers and <html lang>.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from './routes-public.ts';

const BUTTON = { zh: '中文', en: 'EN' } as const;
const MENU_BUTTON = { zh: '打开菜单', en: 'Open menu' } as const;

/** Clicks a language button like a visitor: in the header, or in the drawer on a phone. */
async function chooseLanguage(page: Page, lang: 'zh' | 'en', current: 'zh' | 'en', isMobile: boolean) {
  if (isMobile) {
    const burger = page.getByRole('button', { name: MENU_BUTTON[current] });
    if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
  }
  await page.getByRole('button', { name: BUTTON[lang], exact: true }).filter({ visible: true }).click();
}

async function savedLanguage(page: Page) {
  const cookies = await page.context().cookies();
  return {
    cookie: cookies.find((cookie) => cookie.name === 'cms-language')?.value,
    stored: await page.evaluate(() => localStorage.getItem('cms-language')),
  };
}

test(
  'the header buttons switch the language in place, and the choice survives a reload',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('锐界改装 - 关于我们');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await chooseLanguage(page, 'en', 'zh', isMobile);
    await expect(page).toHaveTitle('RUIJIE TUNING - About Us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('button', { name: 'EN', exact: true }).filter({ visible: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Switched without a page load, and saved where the server and other tabs look.
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    expect(await savedLanguage(page)).toEqual({ cookie: 'en', stored: 'en' });

    await page.reload();
    await expect(page).toHaveTitle('RUIJIE TUNING - About Us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await hydrated(page);
    await chooseLanguage(page, 'zh', 'en', isMobile);
    await expect(page).toHaveTitle('锐界改装 - 关于我们');
    expect(await savedLanguage(page)).toEqual({ cookie: 'zh', stored: 'zh' });
  },
);

test('a button choice replaces a ?l= in the address', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto('/news?l=zh&menuId=7');
  await hydrated(page);
  await chooseLanguage(page, 'en', 'zh', isMobile);
  await expect(page).toHaveURL(/\/news\?menuId=7$/);
  await expect(page).toHaveTitle('RUIJIE TUNING - News');
});

test('?l= opens a page in that language and keeps it for later visits', async ({ page }) => {
  await page.goto('/gallery?l=en');
  await expect(page).toHaveTitle('RUIJIE TUNING - Gallery');
  await hydrated(page);
  await expect.poll(() => savedLanguage(page)).toEqual({ cookie: 'en', stored: 'en' });

  await page.goto('/news');
  await expect(page).toHaveTitle('RUIJIE TUNING - News');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('?l= with anything but zh or en is ignored', async ({ page, context }) => {
  await page.goto('/about?l=fr');
  await expect(page).toHaveTitle('锐界改装 - 关于我们');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.goto('/about?l=en');
  await page.goto('/about?l=EN');
  await expect(page).toHaveTitle('RUIJIE TUNING - About Us');
  expect((await context.cookies()).find((cookie) => cookie.name === 'cms-language')?.value).toBe('en');
});

test('a change in one tab reaches the other tab', { tag: '@phone' }, async ({ context, isMobile }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/about');
  await second.goto('/news');
  await hydrated(first);
  await hydrated(second);
  await second.evaluate(() => {
    window.addEventListener('language-changed', (event) => {
      Object.assign(window, { __announced: (event as CustomEvent<string>).detail });
    });
  });

  await chooseLanguage(first, 'en', 'zh', isMobile);
  await expect(first).toHaveTitle('RUIJIE TUNING - About Us');
  await expect(second).toHaveTitle('RUIJIE TUNING - News');
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  expect(await second.evaluate(() => (window as { __announced?: string }).__announced)).toBe('en');

  // A tab whose address names the old language follows too.
  const third = await context.newPage();
  await third.goto('/gallery?l=en');
  await hydrated(third);
  await chooseLanguage(first, 'zh', 'en', isMobile);
  await expect(third).toHaveTitle('锐界改装 - 改装案例');
  await expect(third).toHaveURL(/\/gallery$/);
  await expect(second).toHaveTitle('锐界改装 - 企业新闻');
});

test('a preference kept in the browser comes back when the cookie was cleared', async ({ page, context }) => {
  await page.goto('/about?l=en');
  await hydrated(page);
  await expect.poll(() => savedLanguage(page)).toEqual({ cookie: 'en', stored: 'en' });

  await context.clearCookies();
  await page.goto('/about');
  await expect(page).toHaveTitle('RUIJIE TUNING - About Us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await savedLanguage(page)).cookie).toBe('en');
});

test.describe('headers', () => {
  test('HTML names its language and varies with the cookie', async ({ request }) => {
    const chinese = await request.get('/about');
    expect(chinese.headers()['content-language']).toBe('zh-CN');
    expect(chinese.headers()['vary']).toMatch(/cookie/i);
    expect(await chinese.text()).toMatch(/<html lang="zh-CN"/);

    const english = await request.get('/about', { headers: { cookie: 'cms-language=en' } });
    expect(english.headers()['content-language']).toBe('en');
    expect(await english.text()).toMatch(/<html lang="en"/);
  });

  test('?l= is saved by the response that shows it, once', async ({ request }) => {
    const first = await request.get('/news?l=en', { headers: { cookie: 'cms-language=zh' } });
    expect(first.headers()['content-language']).toBe('en');
    expect(first.headers()['set-cookie']).toMatch(/^cms-language=en; Path=\/; Max-Age=\d+; SameSite=Lax/);

    const again = await request.get('/news?l=en', { headers: { cookie: 'cms-language=en' } });
    expect(again.headers()['set-cookie']).toBeUndefined();

    const ignored = await request.get('/news?l=fr', { headers: { cookie: 'cms-language=en' } });
    expect(ignored.headers()['set-cookie']).toBeUndefined();
    expect(ignored.headers()['content-language']).toBe('en');
  });
});
