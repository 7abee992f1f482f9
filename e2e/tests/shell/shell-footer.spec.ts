// The partners strip and the footer: partner logos with their fallback, contact, social links,
// copyright, the about text's read more / read less and the hidden debug panel (SPEC sections 2, 8).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { footer, open, watchConsole } from './shell-support.ts';

const partners = (page: Page, name = '合作伙伴') => page.getByRole('region', { name });

test(
  'the partners strip shows eight partners, the broken .jpeg logo falling back to the default',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchConsole(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/partner/partner-8')) requested.push(new URL(request.url()).pathname);
    });
    await open(page, '/');

    const strip = partners(page);
    await strip.scrollIntoViewIfNeeded();
    const cards = strip.getByRole('link');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toContainText('维洛锻造');
    await expect(cards.first()).toHaveAttribute('target', '_blank');
    await expect(cards.first()).toHaveAttribute('href', 'https://example.com/partners/veloce-forge');

    const logos = strip.locator('img');
    await expect(logos).toHaveCount(8);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toHaveAttribute('loading', 'lazy');
      await expect(logo).toHaveAttribute('width', '320');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect(cards.nth(7)).toContainText('流明漆面膜');
    await expect(logos.nth(7)).toHaveAttribute('src', /\/api\/static\/placeholder\/image\.svg$/);
    expect(requested).toEqual(['/api/static/partner/partner-8.jpeg', '/api/static/partner/partner-8.jpg']);
    expect(problems).toEqual([]);
  },
);

test('a partner logo that failed before the page was interactive falls back too', async ({ page }) => {
  const problems = watchConsole(page);
  // Tall enough for the strip to load with the page, and the scripts held back until the logo's
  // first address has failed.
  await page.setViewportSize({ width: 1440, height: 4000 });
  const failed = page.waitForResponse((response) => response.url().endsWith('/partner/partner-8.jpeg'));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await failed;
    await route.continue();
  });
  await open(page, '/news');
  const broken = partners(page).locator('img').nth(7);
  await expect(broken).toHaveAttribute('src', /\/api\/static\/placeholder\/image\.svg$/);
  await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test(
  'the footer shows the sales contact, three social links and the copyright',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, '/');
    const area = footer(page);
    await area.scrollIntoViewIfNeeded();

    await expect(area.getByText('销售顾问 王先生')).toBeVisible();
    const phone = area.getByRole('link', { name: '+86 138 0000 0000' });
    await expect(phone).toHaveAttribute('href', 'tel:+8613800000000');

    // Weibo and Douyin are web links; WeChat has no page to visit: its icon opens the QR codes.
    const socials = area.getByRole('link', { name: /微信|微博|抖音/ });
    await expect(socials).toHaveCount(2);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      const icon = link.locator('img');
      await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(socials.first()).toHaveAttribute('href', 'https://example.com/social/weibo');
    const wechat = area.getByRole('button', { name: '微信：查看二维码' });
    await expect(wechat).toHaveAttribute('aria-haspopup', 'dialog');
    const wechatIcon = wechat.locator('img');
    await expect
      .poll(() => wechatIcon.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await expect(area.getByText(/^© 2007-2026 锐界改装 版权所有/)).toBeVisible();
    expect(problems).toEqual([]);
  },
);

test('social icons that fail to load are replaced by bundled icons', async ({ page }) => {
  await page.route(/\/api\/static\/social\//, (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, '/?l=en');
  const area = footer(page);
  await area.scrollIntoViewIfNeeded();
  const socials = area
    .getByRole('link', { name: /Weibo|Douyin/ })
    .or(area.getByRole('button', { name: 'WeChat: show the QR codes' }));
  await expect(socials).toHaveCount(3);
  for (const link of await socials.all()) {
    await expect(link.locator('svg[data-fallback]')).toBeVisible();
    await expect(link.locator('img')).toHaveCount(0);
  }
});

test('the about text reads more and less on Home, and links to the About page elsewhere', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await open(page, '/');
  const area = footer(page);
  await expect(area.getByText(/2007 年创立于上海/)).toBeVisible();
  const extended = area.getByText(/从三维扫描、风洞验证到手工铺层/);
  await expect(extended).toBeHidden();

  const more = area.getByRole('button', { name: '阅读更多' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(extended).toBeVisible();
  const less = area.getByRole('button', { name: '收起' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(extended).toBeHidden();
  await expect(area.getByRole('button', { name: '阅读更多' })).toBeVisible();

  await open(page, '/news?l=en');
  await expect(area.getByText(/Founded in Shanghai in 2007/)).toBeVisible();
  await expect(area.getByRole('button', { name: 'Read more' })).toHaveCount(0);
  await expect(area.getByText(/From 3D scanning/)).toHaveCount(0);
  await area.getByRole('link', { name: 'Our story' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(problems).toEqual([]);
});

test('Ctrl+Shift+D toggles the debug panel with the language, route and counts', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/news?l=en');
  const panel = footer(page).getByRole('region', { name: 'Debug' });
  await expect(panel).toHaveCount(0);

  await page.keyboard.press('Control+Shift+D');
  await expect(panel).toBeVisible();
  const value = (term: string) =>
    panel.locator('div', { has: page.getByText(term, { exact: true }) }).locator('dd');
  await expect(value('Language')).toHaveText('en');
  await expect(value('Route')).toHaveText('/news?l=en');
  await expect(value('Menu entries')).toHaveText('8');
  await expect(value('Brands')).toHaveText('8');
  await expect(value('Partners')).toHaveText('8');

  await page.keyboard.press('Control+Shift+D');
  await expect(panel).toHaveCount(0);
  expect(problems).toEqual([]);
});
