// Every route of SPEC section 2 renders in Chinese and English with "<site short name> - <screen>".
import { expect, test } from '@playwright/test';
import { LANGS, PUBLIC_ROUTES, expectedTitle, hydrated, inLanguage } from './routes-public.ts';

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} has its title in Chinese and English`, async ({ page }) => {
    for (const lang of LANGS) {
      const response = await page.goto(inLanguage(route.path, lang));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expectedTitle(route, lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
    }
  });
}

test('the title follows the screen on client-side navigation', async ({ page }) => {
  await page.goto('/news?l=en');
  await expect(page).toHaveTitle('RUIJIE TUNING - News');
  await hydrated(page);
  // A marker on window survives only if no full page load happens.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('RUIJIE TUNING - About Us');
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});
