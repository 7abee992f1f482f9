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

test("the snippet runs under the page's Content-Security-Policy, with the page's nonce or by its hash", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  const response = await page.goto('/car/1?l=en');
  // A nonce per response, or hashes on a page shared by the page cache (decision 0020).
  expect(response?.headers()['content-security-policy']).toMatch(
    /script-src (?:'nonce-[^']+'|(?:'sha256-[^']+' )+)'strict-dynamic'/,
  );
  await hydrated(page);
  // The snippet set its global: it ran, though inline scripts without the nonce may not.
  await expect
    .poll(() => page.evaluate(() => typeof (window as { __siteAnalytics?: unknown }).__siteAnalytics))
    .toBe('object');
  const nonces = await page.evaluate(() => ({
    snippet: document.head.querySelector<HTMLScriptElement>('script[data-common-code]')?.nonce,
    page: document.querySelector<HTMLScriptElement>('script[type="module"]')?.nonce,
  }));
  // The snippet has the page's nonce; on a shared page neither has one.
  expect(nonces.snippet).toBe(nonces.page);

  // A client navigation loads the next route's modules and styles under the same policy.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).click();
  await expect(page).toHaveTitle('RUIJIE TUNING - About Us');
  expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([]);
});

test('an inline script without the nonce is refused: the policy is enforced', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  // The page as served, headers included, with one unsigned script slipped into its <head>.
  await page.route('**/about?l=en', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<head>',
      '<head><script>window.__unsigned = true;</script>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about?l=en');
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations))
    .toEqual(['script-src-elem']);
  expect(await page.evaluate(() => (window as { __unsigned?: boolean }).__unsigned)).toBeUndefined();
  // The snippet, added with the nonce, still ran.
  expect(await page.evaluate(() => typeof (window as { __siteAnalytics?: unknown }).__siteAnalytics)).toBe(
    'object',
  );
});
