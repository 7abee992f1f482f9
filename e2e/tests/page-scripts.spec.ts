// A public page shows first and becomes live right after (decision 0038): its scripts start once
// it has loaded and its main image is painted, at once when someone presses a key or the screen
// before that, and at the latest 3 s after the HTML when something keeps the page from loading.
// A button pressed while the page wakes does its work once the page is live.
import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { hydrated } from './routes-public.ts';

/** Holds every image request until `release` is called: the page cannot finish loading. */
async function holdImages(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*', async (route) => {
    if (holding && route.request().resourceType() === 'image') held.push(route);
    else await route.fallback();
  });
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}

/** When the page's own modules were requested, in page time (ms after navigation start). */
const moduleStarts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  );

const isLoaded = (page: Page) => page.evaluate(() => document.readyState === 'complete');

/**
 * Opens a page whose images never arrive, with its timers stopped: its scripts can start only by
 * what the test does next.
 */
async function openHeldPage(page: Page, path: string) {
  await page.clock.install();
  const images = await holdImages(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.clock.pauseAt(Date.now() + 1000);
  expect(await moduleStarts(page)).toEqual([]);
  return images;
}

for (const path of ['/?l=zh', '/brand/1?l=en', '/news/info/1?l=zh']) {
  test(`${path}: the modules are fetched after the page has loaded, and it becomes live`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    const loadedAt = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    );
    const starts = await moduleStarts(page);
    // The entry, the framework, the shared chunk, the root and the route module at least.
    expect(starts.length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(loadedAt);
    // The main image was there before them.
    const mainImageEnd = await page.evaluate(() => {
      const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const entry = main
        ? (performance.getEntriesByName(main.currentSrc)[0] as PerformanceResourceTiming | undefined)
        : undefined;
      return entry ? entry.responseEnd : null;
    });
    if (mainImageEnd !== null) expect(mainImageEnd).toBeLessThanOrEqual(Math.min(...starts));
  });
}

test('a key pressed before the page has loaded starts its scripts at once', async ({ page }) => {
  const images = await openHeldPage(page, '/?l=en');
  await page.keyboard.press('Shift');
  // Live while its images are still on their way.
  await hydrated(page);
  expect(await isLoaded(page)).toBe(false);
  await images.release();
  await expect.poll(() => isLoaded(page)).toBe(true);
});

test('a tap before the page has loaded starts its scripts at once', async ({ page }) => {
  const images = await openHeldPage(page, '/about?l=zh');
  await page.mouse.down();
  await page.mouse.up();
  await hydrated(page);
  expect(await isLoaded(page)).toBe(false);
  await images.release();
});

test('a button pressed before the page is live does its work once it is, once', async ({ page }) => {
  const images = await openHeldPage(page, '/?l=zh');
  const featured = page.getByRole('region', { name: '我们的改装作品' }).locator('a[href^="/car/"]');
  await expect(featured).toHaveCount(6);
  // The press that wakes the page: its scripts start, and the press waits for them.
  await page.getByRole('button', { name: '查看更多' }).click();
  await hydrated(page);
  await expect.poll(() => featured.count()).toBeGreaterThan(6);
  // The browser did not send anything of its own for it: the page is still the same document.
  expect(page.url()).toMatch(/\/\?l=zh$/);
  await images.release();
});

test('a page that cannot finish loading starts its scripts 3 s after its HTML', async ({ page }) => {
  const images = await openHeldPage(page, '/car/1?l=zh');
  await page.clock.runFor(3000);
  await page.clock.resume();
  await hydrated(page);
  expect(await isLoaded(page)).toBe(false);
  await images.release();
});
