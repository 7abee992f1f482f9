// The title follows the screen without a page load. Each route's own title in both languages is
// checked by `page-health.spec.ts`, on the same visit as its other browser checks.
import { expect, test } from '@playwright/test';
import { hydrated } from './routes-public.ts';

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
