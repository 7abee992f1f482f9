// The brand page (SPEC sections 2, 4, 8 and 9) against the seed: brand 3 is Porsche, with the
// models 7 (911 Turbo S, two galleries), 8 (Taycan, two) and 9 (Cayenne, one) and three slides.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openPage, watchConsole, withLanguage } from './brand-helpers.ts';
import { liveUnderStoppedClock, stopTheClock } from './fake-clock.ts';
import { holdRequests } from './page-checks.ts';
import { waitUntilLive } from '../shell/shell-support.ts';

const TEXT = {
  zh: {
    site: '锐界改装',
    brand: '保时捷',
    models: '选择车型',
    galleryFor: (car: string) => `${car} 改装案例`,
    loadMore: '加载更多',
    failed: '加载失败',
    failedMessage: '无法加载品牌数据，请稍后重试',
    retry: '重试',
    empty: '暂无品牌数据',
    news: '新闻与故事',
    readMore: '阅读全文',
    loading: '加载中...',
    imageFailed: '图片加载失败',
    slide: (n: number) => `显示第 ${n} 张，共 3 张`,
    cayenne: '卡宴',
  },
  en: {
    site: 'RUIJIE TUNING',
    brand: 'Porsche',
    models: 'Choose a model',
    galleryFor: (car: string) => `Builds on the ${car}`,
    loadMore: 'Load more',
    failed: 'Loading Failed',
    failedMessage: 'Unable to load brand data, please try again later',
    retry: 'Retry',
    empty: 'No brand data available',
    news: 'News & stories',
    readMore: 'Read more',
    loading: 'Loading...',
    imageFailed: 'Image failed to load',
    slide: (n: number) => `Show slide ${n} of 3`,
    cayenne: 'Cayenne',
  },
} as const;

function galleryList(page: Page) {
  return page
    .getByRole('region', { name: /改装案例|Builds on the|Modification gallery/ })
    .getByRole('listitem');
}

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test.describe(`brand page (${lang})`, () => {
    test(
      'renders hero, model chips, the first model’s galleries and the news',
      { tag: '@phone' },
      async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(withLanguage('/brand/3', lang));

        await expect(page).toHaveTitle(`${t.site} - ${t.brand}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.brand);
        await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /911/);

        // Three slides, one dot each; the first is current.
        const dots = page.getByRole('button', { name: /显示第|Show slide/ });
        await expect(dots).toHaveCount(3);
        await expect(page.getByRole('button', { name: t.slide(1) })).toHaveAttribute('aria-current', 'true');

        const chips = page.getByRole('list', { name: t.models }).getByRole('button');
        await expect(chips).toHaveCount(3);
        await expect(chips.first()).toHaveText('911 Turbo S');
        await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');

        await expect(page.getByRole('heading', { name: t.galleryFor('911 Turbo S') })).toBeVisible();
        const galleries = galleryList(page);
        await expect(galleries).toHaveCount(2);
        await expect(galleries.getByRole('link').first()).toHaveAttribute('href', '/car/7');
        // Two galleries fit on the first page: nothing more to load.
        await expect(page.getByRole('button', { name: t.loadMore })).toHaveCount(0);

        const news = page.getByRole('region', { name: t.news });
        await expect(news.getByRole('article').first()).toBeVisible();
        await expect(news.getByRole('link', { name: new RegExp(t.readMore) }).first()).toHaveAttribute(
          'href',
          /^\/news\/info\/\d+$/,
        );
        // Each story's link names the story, so the links tell apart to screen readers and crawlers.
        for (const story of await news.getByRole('article').all()) {
          const title = (await story.getByRole('heading').textContent())?.trim() ?? '';
          expect(title).not.toBe('');
          // The title follows the visible words in the link's text (visually hidden).
          const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          await expect(story.getByRole('link', { name: new RegExp(t.readMore) })).toHaveAccessibleName(
            new RegExp(`^${t.readMore}\\s*: ${escaped}$`),
          );
        }
        expect(problems).toEqual([]);
      },
    );

    test('picking a model filters the gallery to it', async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, withLanguage('/brand/3', lang));
      const chips = page.getByRole('list', { name: t.models }).getByRole('button');

      await chips.filter({ hasText: 'Taycan' }).click();
      await expect(chips.filter({ hasText: 'Taycan' })).toHaveAttribute('aria-pressed', 'true');
      await expect(chips.first()).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('heading', { name: t.galleryFor('Taycan') })).toBeVisible();
      const galleries = galleryList(page);
      await expect(galleries).toHaveCount(2);
      for (const href of await galleries
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toBe('/car/8');
      }

      await chips.filter({ hasText: t.cayenne }).click();
      await expect(page.getByRole('heading', { name: t.galleryFor(t.cayenne) })).toBeVisible();
      await expect(galleries).toHaveCount(1);
      await expect(galleries.getByRole('link')).toHaveAttribute('href', '/car/9');
      expect(problems).toEqual([]);
    });

    test('the failed state offers a retry that loads the brand', async ({ page }) => {
      const problems = watchConsole(page, [
        'getBrandList',
        'status of 500',
        'brand list unavailable',
        'internal server error',
      ]);
      // A client navigation from a gallery of the brand: the page loads the brand in the browser.
      // The link must be followed by the app in the browser, not by a full page load.
      await openPage(page, withLanguage('/gallery/11', lang));
      await page.route('**/api/cmst/index/getBrandList**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"result":null,"message":"down"}',
        }),
      );
      await page.getByRole('main').getByRole('link', { name: t.brand, exact: true }).click();

      await expect(page).toHaveURL(/\/brand\/3/);
      await expect(page.getByRole('heading', { name: t.failed })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(t.failedMessage)).toBeVisible();

      await page.unroute('**/api/cmst/index/getBrandList**');
      await page.getByRole('button', { name: t.retry }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.brand);
      await expect(page.getByRole('heading', { name: t.failed })).toHaveCount(0);
      await expect(galleryList(page)).toHaveCount(2);
      expect(problems).toEqual([]);
    });

    test('an unknown brand id shows the empty state with a 404', async ({ page }) => {
      const response = await page.goto(withLanguage('/brand/999', lang));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: t.empty })).toBeVisible();
    });

    test('a slug works like the brand id', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(withLanguage('/brand/porsche', lang));
      await expect(page).toHaveTitle(`${t.site} - ${t.brand}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.brand);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /^https?:\/\/[^/]+\/brand\/3\?/,
      );
      await expect(page.getByRole('list', { name: t.models }).getByRole('button')).toHaveCount(3);
      expect(problems).toEqual([]);
    });
  });
}

test('load more appends the next page until there is none', async ({ page }) => {
  const problems = watchConsole(page);
  await openPage(page, '/brand/3');
  // One gallery a page, so the Taycan's two galleries take two pages (the answers are the server's).
  await page.route('**/api/cmst/index/getCarGalleryListByPage**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('pageSize', '1');
    return route.continue({ url: url.toString() });
  });
  await page.getByRole('button', { name: 'Taycan' }).click();

  const galleries = galleryList(page);
  await expect(galleries).toHaveCount(1);
  const more = page.getByRole('button', { name: '加载更多' });
  await expect(more).toBeVisible();
  const firstName = await galleries.first().textContent();

  await more.click();
  await expect(galleries).toHaveCount(2);
  // Appended, not replaced.
  await expect(galleries.first()).toHaveText(firstName ?? '');
  await expect(more).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('tapping a gallery opens that car’s page', async ({ page }) => {
  await page.goto('/brand/3');
  await galleryList(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/car\/7$/);
});

test('the news grid opens a story', async ({ page }) => {
  await page.goto('/brand/3');
  const news = page.getByRole('region', { name: '新闻与故事' });
  const first = news.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: /阅读全文/ }).click();
  await expect(page).toHaveURL(/\/news\/info\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('another brand clears the page and shows loading until its models arrive', async ({ page }) => {
  const problems = watchConsole(page);
  await openPage(page, '/gallery/1');
  const release = await holdRequests(page, '**/api/cmst/index/getCarList**');
  await page.getByRole('main').getByRole('link', { name: '迈凯伦', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('迈凯伦', { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: '加载中...' })).toBeVisible();
  release();
  await expect(page.getByRole('list', { name: '选择车型' }).getByRole('button').first()).toHaveText('720S');
  await expect(page.getByRole('status').filter({ hasText: '加载中...' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a picture that cannot be loaded is replaced by a red notice', async ({ page }) => {
  const problems = watchConsole(page, ['porsche-1-1.jpg', 'status of 404']);
  // The first gallery's cover (its original and every variant), failing before the page has even
  // hydrated.
  await page.route('**/gallery/porsche-1-1.jpg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/brand/3');
  const notice = galleryList(page).first().getByText('图片加载失败');
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((element) => getComputedStyle(element).color)).toMatch(
    /^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/,
  );
  expect(problems).toEqual([]);
});

test('a model icon or brand emblem that cannot be loaded goes, leaving the name', async ({ page }) => {
  const problems = watchConsole(page, ['porsche-1-icon.svg', 'brand/porsche.svg', 'status of 404']);
  // Both fail before the page has hydrated.
  await page.route(/\/api\/static\/(car\/porsche-1-icon|brand\/porsche)\.svg$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/brand/3');
  await waitUntilLive(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('保时捷');
  await expect(heading.locator('img')).toHaveCount(0);
  const chip = page.getByRole('button', { name: '911 Turbo S' });
  await expect(chip).toBeVisible();
  await expect(chip.locator('img')).toHaveCount(0);
  // The other models keep their icons.
  await expect(page.getByRole('button', { name: 'Taycan' }).locator('img')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('the slide dots switch slides', async ({ page }) => {
  await openPage(page, '/brand/3?l=en');
  const second = page.getByRole('button', { name: 'Show slide 2 of 3' });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Taycan: Silent Force')).toBeVisible();
});

test('the hero advances every 5 s, only while enough of it is in view', async ({ page }) => {
  await stopTheClock(page);
  await openPage(page, '/brand/3?l=en');
  await liveUnderStoppedClock(page);
  const hero = page.locator('[aria-roledescription="carousel"]');
  const dot = (n: number) => page.getByRole('button', { name: `Show slide ${n} of 3` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // The fake clock only moves timers that exist: wait until the countdown runs before moving it.
  await expect(hero).toHaveAttribute('data-autoplay', 'running');
  await page.clock.runFor(5_100);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(hero).toHaveAttribute('data-autoplay', 'running');

  // Scrolled down to the news, the hero is out of view: the show waits.
  await page.getByRole('heading', { name: 'News & stories' }).scrollIntoViewIfNeeded();
  await expect(hero).toHaveAttribute('data-autoplay', 'stopped');
  await page.clock.runFor(12_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(hero).toHaveAttribute('data-autoplay', 'running');
  await page.clock.runFor(5_100);
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
});

test('the hero has a pause control in both languages, and stays put under reduced motion', async ({
  page,
}) => {
  await stopTheClock(page);
  await openPage(page, '/brand/3?l=en');
  await liveUnderStoppedClock(page);
  const hero = page.locator('[aria-roledescription="carousel"]');
  const dot = (n: number) => page.getByRole('button', { name: `Show slide ${n} of 3` });
  await expect(hero).toHaveAttribute('data-autoplay', 'running');
  await page.getByRole('button', { name: 'Pause the slideshow' }).click();
  await expect(hero).toHaveAttribute('data-autoplay', 'stopped');
  await page.clock.runFor(12_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Play the slideshow' }).press('Enter');
  await expect(hero).toHaveAttribute('data-autoplay', 'running');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/brand/3?l=zh');
  await liveUnderStoppedClock(page);
  await expect(page.getByRole('button', { name: '播放轮播' })).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(page.getByRole('button', { name: '显示第 1 张，共 3 张' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the news grid shows the newest story first', async ({ page }) => {
  await openPage(page, '/brand/1?l=en');
  const news = page.getByRole('region', { name: 'News & stories' });
  await expect(news.getByRole('article').first()).toBeVisible();
  const dates = await news
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('switching the language reloads the brand in the new language', async ({ page }) => {
  const problems = watchConsole(page);
  await openPage(page, '/brand/3');
  await page.getByRole('button', { name: 'Taycan' }).click();
  await expect(page.getByRole('heading', { name: 'Taycan 改装案例' })).toBeVisible();

  // On phones the switch sits in the menu drawer.
  const menu = page.getByRole('button', { name: '打开菜单' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porsche');
  await expect(page).toHaveTitle('RUIJIE TUNING - Porsche');
  // A fresh page: the first model is active again.
  await expect(page.getByRole('heading', { name: 'Builds on the 911 Turbo S' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the first HTML response holds the brand page (server rendering)', async ({ request }) => {
  const response = await request.get('/brand/3?l=en', { headers: { 'user-agent': 'Baiduspider' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toContain('<title>RUIJIE TUNING - Porsche</title>');
  expect(html).toContain('911 Turbo S');
  expect(html).toMatch(/href="\/car\/7"/);
  expect(html).toMatch(/href="\/news\/info\/\d+"/);
});
