import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Console errors and React warnings (hydration mismatches among them) seen while a page ran. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('home renders the hero and the featured builds in Chinese, without console errors', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');

  await expect(page).toHaveTitle(/ - 首页$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  const hero = page.locator('main img[fetchpriority="high"]').first();
  await expect(hero).toBeVisible();
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect(hero).toHaveAttribute('width', /\d+/);
  await expect(hero).toHaveAttribute('height', /\d+/);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const featured = page.getByRole('region', { name: '我们的改装作品' });
  await expect(featured.getByRole('heading', { level: 2 })).toBeVisible();
  const carLinks = featured.locator('a[href^="/car/"]');
  await expect(carLinks).toHaveCount(6);
  // The seed's first featured build is a McLaren.
  await expect(carLinks.first()).toContainText('迈凯伦');
  await expect(carLinks.first().getByRole('heading', { level: 3 })).not.toBeEmpty();

  // Interactivity proves hydration: the show-more control reveals the rest of the list.
  const more = page.getByRole('button', { name: '查看更多' });
  if ((await more.count()) > 0) {
    await more.click();
    expect(await carLinks.count()).toBeGreaterThan(6);
    await expect(page.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  }

  expect(problems).toEqual([]);
});

test('home is in English with ?l=en', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/?l=en');

  await expect(page).toHaveTitle(/ - Home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const featured = page.getByRole('region', { name: 'Cars we have refined' });
  await expect(featured.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(featured.locator('a[href^="/car/"]').first()).toContainText(/mclaren/i);
  expect(problems).toEqual([]);
});

test('the first HTML response already holds the page (server rendering)', async ({ request }) => {
  const response = await request.get('/?l=en', { headers: { 'user-agent': 'Baiduspider' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toMatch(/<title>[^<]+ - Home<\/title>/);
  expect(html).toContain('<meta name="description"');
  expect(html).toMatch(/fetchpriority="high"/i);
  expect(html.match(/href="\/car\/\d+"/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
});

test('an unknown path goes home, keeping the language', async ({ page }) => {
  await page.goto('/no-such-page?l=en');
  await expect(page).toHaveURL(/\/\?l=en$/);
  await expect(page).toHaveTitle(/ - Home$/);
});
