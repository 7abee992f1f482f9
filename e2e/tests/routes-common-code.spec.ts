// The site-wide snippet (common-data common_js) runs once per page load (SPEC section 4).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from './routes-public.ts';

const injected = (page: Page) =>
  page.evaluate(() => ({
    copies: document.head.querySelectorAll('script[data-common-code]').length,
    loadedAt: (window as { __siteAnalytics?: { loadedAt: number } }).__siteAnalytics?.loadedAt,
  }));

test('the snippet is in <head> once and is not run again by client navigation', async ({ page }) => {
  await page.goto('/news?l=en');
  await hydrated(page);
  await expect.poll(async () => (await injected(page)).copies).toBe(1);
  const first = await injected(page);
  expect(typeof first.loadedAt).toBe('number');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).click();
  await expect(page).toHaveTitle('RUIJIE TUNING - About Us');
  expect(await injected(page)).toEqual(first);

  // A new page load runs it anew.
  await page.reload();
  await hydrated(page);
  await expect.poll(async () => (await injected(page)).copies).toBe(1);
  expect((await injected(page)).loadedAt).toBeGreaterThanOrEqual(first.loadedAt ?? 0);
});
