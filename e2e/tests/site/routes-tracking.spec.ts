// Visit tracking (SPEC sections 4 and 7) as the server sees it: one userTrace per screen, with
// the fields in the query string, none for a language switch, and a retry after a failure.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from './routes-public.ts';

interface Trace {
  browseType: string | null;
  relatedId: string | null;
  deviceType: string | null;
  languages: string | null;
}

/** The userTrace calls the page makes, as sent. */
function watchTraces(page: Page): Trace[] {
  const traces: Trace[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/cmst/index/userTrace')) return;
    expect(request.method()).toBe('POST');
    expect(request.postData() ?? '').toBe('');
    const query = url.searchParams;
    traces.push({
      browseType: query.get('browseType'),
      relatedId: query.get('relatedId'),
      deviceType: query.get('deviceType'),
      languages: query.get('languages'),
    });
  });
  return traces;
}

test(
  'each screen is traced once with its type, id, device and language',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    const traces = watchTraces(page);
    const device = isMobile ? 'mobile' : 'PC';
    const answered = page.waitForResponse((response) => response.url().includes('/userTrace'));
    await page.goto('/news?l=en');
    expect((await answered).ok()).toBe(true);
    await expect
      .poll(() => traces)
      .toEqual([{ browseType: 'news', relatedId: '7', deviceType: device, languages: 'en' }]);

    // A client-side visit to an article: its id names it.
    await hydrated(page);
    const article = page.getByRole('main').locator('a[href^="/news/info/"]').first();
    const id = (await article.getAttribute('href'))?.match(/\/news\/info\/(\d+)/)?.[1];
    await article.click();
    await expect(page).toHaveURL(/\/news\/info\/\d+/);
    await expect.poll(() => traces.length).toBe(2);
    expect(traces[1]).toEqual({ browseType: 'news', relatedId: id, deviceType: device, languages: 'en' });
  },
);

test('a language switch is not another visit', { tag: '@phone' }, async ({ page, isMobile }) => {
  const traces = watchTraces(page);
  await page.goto('/gallery');
  await hydrated(page);
  await expect.poll(() => traces.length).toBe(1);
  expect(traces[0]).toMatchObject({ browseType: 'img', relatedId: '6', languages: 'cn' });

  if (isMobile) await page.getByRole('button', { name: '打开菜单' }).click();
  await page.getByRole('button', { name: 'EN', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveTitle('RUIJIE TUNING - Gallery');
  await page.waitForLoadState('networkidle');
  expect(traces).toHaveLength(1);
});

test('a failed send is retried by the next visit of the same screen', async ({ page }) => {
  const traces = watchTraces(page);
  let refused = 0;
  await page.route('**/cmst/index/userTrace*', async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' });
      return;
    }
    await route.continue();
  });

  await page.goto('/about?l=en');
  await hydrated(page);
  await expect.poll(() => refused).toBe(1);

  // Away and back at once, well inside the 2000 ms window: the failed pair is sent again.
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/about/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about\?l=en$/);
  await expect.poll(() => traces.filter((trace) => trace.relatedId === '8').length).toBe(2);
});
