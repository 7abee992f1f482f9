// A public page shows first and becomes live right after (decision 0038): its scripts start once
// it has loaded and its main image is painted, at once when someone presses a key or the screen
// before that, and at the latest 3 s after the HTML when something keeps the page from loading.
// A button pressed while the page wakes does its work once the page is live. Its stylesheets come
// in one file (decision 0040).
import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { hydrated } from './routes-public.ts';
import { header, waitUntilLive } from '../shell/shell-support.ts';

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

/**
 * Why the page's scripts started (the starter's performance mark), and when. Not on a page whose
 * clock the test installed: its performance timeline is the fake clock's, which keeps no marks.
 */
const startMark = (page: Page) =>
  page.evaluate(() => {
    const mark = performance.getEntriesByName('page-scripts-start')[0] as PerformanceMark | undefined;
    return mark ? { reason: mark.detail as string, at: mark.startTime } : null;
  });

/** When the browser reported the main pictures painted (Element Timing), in page time. */
const mainImagePaints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .filter(
                (entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'main-image',
              )
              .map((entry) => entry.startTime),
          );
        }).observe({ type: 'element', buffered: true });
      }),
  );

for (const path of ['/?l=zh', '/brand/1?l=en', '/car/1?l=zh', '/news/info/1?l=zh']) {
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
    // They started because the page was shown, after the browser reported its main picture painted.
    const mark = await startMark(page);
    expect(mark?.reason).toBe('shown');
    const paints = await mainImagePaints(page);
    expect(paints.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...paints)).toBeLessThanOrEqual(mark?.at ?? 0);
    expect(Math.max(...paints)).toBeLessThanOrEqual(Math.min(...starts));
  });
}

/**
 * Whether this browser leaves a `<link rel="stylesheet" disabled>` in the markup unfetched, as
 * current Chromium does; some Debian builds (150) still fetch it, without applying it.
 */
async function skipsDisabledStylesheets(page: Page): Promise<boolean> {
  let fetched = false;
  await page.route('**/disabled-probe.css', (route) => {
    fetched = true;
    return route.fulfill({ contentType: 'text/css', body: '' });
  });
  // A document loaded as pages are (its parser and preload scanner), not written by script.
  await page.route('**/disabled-probe.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><head><link rel="stylesheet" href="/disabled-probe.css" disabled></head><body><p>probe</p></body></html>',
    }),
  );
  await page.goto('/disabled-probe.html', { waitUntil: 'load' });
  await page.unrouteAll();
  return !fetched;
}

test('a page fetches its stylesheets as one file; the next one brings its own', async ({ page }) => {
  const skipsDisabled = await skipsDisabledStylesheets(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/news?l=zh');
  await waitUntilLive(page);
  // The page names one enabled stylesheet, its combined file; React Router's links stay disabled.
  const enabled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(enabled).toEqual([expect.stringMatching(/^\/assets\/page-styles-[0-9a-f]+\.css$/)]);
  expect(fetched[0], 'the combined file is fetched first').toBe(enabled[0]);
  if (skipsDisabled) expect(fetched, 'stylesheets fetched for the first page').toEqual(enabled);
  else test.info().annotations.push({ type: 'browser', description: 'fetches disabled stylesheet links' });
  fetched.length = 0;
  // Styled by it: the header is fixed at the top.
  await expect(header(page)).toHaveCSS('position', 'fixed');
  // A news item opened in the page: its own stylesheets are fetched and applied.
  await page.locator('main a[href^="/news/info/"]').first().click();
  await expect(page).toHaveURL(/\/news\/info\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const enabledSheets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map(
        (link) => ({
          href: new URL(link.href).pathname,
          loaded: link.sheet !== null,
        }),
      ),
    );
  // The first page's file stays; the page opened next adds the links of its own stylesheets, and
  // each is loaded (waited for: the router adds them as the new page commits).
  await expect
    .poll(
      async () => {
        const sheets = await enabledSheets();
        return (
          sheets.every((sheet) => sheet.loaded) &&
          sheets.some((sheet) => !sheet.href.startsWith('/assets/page-styles-'))
        );
      },
      { message: 'stylesheets of the page opened next' },
    )
    .toBe(true);
  const added = (await enabledSheets()).filter((sheet) => !sheet.href.startsWith('/assets/page-styles-'));
  expect(fetched.sort()).toEqual(added.map((sheet) => sheet.href).sort());
  await expect(header(page)).toHaveCSS('position', 'fixed');
});

test('a key pressed before the page has loaded starts its scripts at once', async ({ page }) => {
  const images = await openHeldPage(page, '/?l=en');
  await page.keyboard.press('Shift');
  // Live while its images are still on their way.
  await hydrated(page);
  expect(await isLoaded(page)).toBe(false);
  await images.release();
  await expect.poll(() => isLoaded(page)).toBe(true);
});

test('a tap before the page has loaded starts its scripts at once', { tag: '@phone' }, async ({ page }) => {
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
