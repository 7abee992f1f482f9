import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { waitUntilLive, watchConsole } from '../shell/shell-support.ts';
import { liveUnderStoppedClock, stopTheClock } from './fake-clock.ts';
import { holdRequests } from './page-checks.ts';

test(
  'home renders the hero and the featured builds in Chinese, without console errors',
  { tag: '@phone' },
  async ({ page }) => {
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
    await page.getByRole('button', { name: '查看更多' }).click();
    await expect.poll(() => carLinks.count()).toBeGreaterThan(6);
    await expect(page.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');

    expect(problems).toEqual([]);
  },
);

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

test('an unknown path goes home, keeping the language, and says so once', async ({ page }) => {
  await page.goto('/no-such-page?l=en');
  await expect(page).toHaveTitle(/ - Home$/);
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'That page does not exist; here is the home page' });
  await expect(notice).toBeVisible();
  // The address loses the marker: a reload or a shared link does not repeat the notice.
  await expect(page).toHaveURL(/\/\?l=en$/);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page).toHaveTitle(/ - Home$/);
  await expect(page.getByText('That page does not exist')).toHaveCount(0);

  // In Chinese, and it does not follow the visitor to the next page.
  await page.goto('/nowhere?l=zh');
  await expect(page.getByRole('status').filter({ hasText: '页面不存在，已为您返回首页' })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByText('页面不存在')).toHaveCount(0);
});

// --- Hero banner (SPEC sections 2, 4 and 9) ---

const hero = (page: Page) => page.getByRole('region', { name: '精选推荐' });
const dot = (page: Page, index: number) =>
  hero(page).getByRole('button', { name: `切换到第 ${index} 张，共 3 张` });
/** The slide on show: the one not hidden from assistive technology. */
const shownSlide = (page: Page): Locator =>
  hero(page).locator('[aria-roledescription="slide"]:not([aria-hidden])');

/** A horizontal finger swipe over the element, as a phone's touch screen sends it. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2 + (dx < 0 ? 80 : -80);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: startX + (dx * step) / 8, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('the first banner picture is server-rendered for a fast largest paint; the others wait', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const images = [...html.matchAll(/<img[^>]*src="\/api\/static\/banner\/home-\d\.jpg"[^>]*>/g)].map(
    (match) => match[0],
  );
  expect(images).toHaveLength(3);
  const [first, ...others] = images;
  expect(first).toMatch(/fetchpriority="high"/i);
  expect(first).toMatch(/loading="eager"/);
  expect(first).toMatch(/width="1920"/);
  expect(first).toMatch(/height="1080"/);
  // A photograph: offered in the image service's formats and widths, and its AVIF preloaded at
  // the width the browser will pick (the widest as href, so the link is valid without srcset).
  expect(first).toMatch(/srcSet="\/api\/image\/320\.jpeg\/banner\/home-1\.jpg 320w, /);
  expect(html).toContain('<source type="image/avif" srcSet="/api/image/320.avif/banner/home-1.jpg 320w');
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
  expect(preload).toContain('href="/api/image/1920.avif/banner/home-1.jpg"');
  expect(preload).toContain('imageSrcSet="/api/image/320.avif/banner/home-1.jpg 320w');
  expect(preload).toMatch(/fetchPriority="high"/);
  for (const other of others) expect(other).toMatch(/loading="lazy"/);
  // The first slide's caption is in the first response too.
  expect(html).toContain('为热爱，重塑每一道线条');
});

test('the banner shows 加载中... until its first picture arrives', async ({ page }) => {
  // The picture and every variant of it (the browser fetches a variant, not the original).
  const release = await holdRequests(page, '**/banner/home-1.jpg');
  await page.goto('/', { waitUntil: 'commit' });
  const loading = hero(page).getByRole('status');
  await expect(loading).toHaveText('加载中...');
  release();
  await expect(loading).toHaveCount(0);
  expect(
    await hero(page)
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
});

test(
  'the banner is a slideshow with dots, and a slide link opens in a new tab',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchConsole(page);
    // A fake clock: autoplay moves only when the test says so, and the dot lock can be stepped over.
    await stopTheClock(page);
    await page.goto('/');
    await liveUnderStoppedClock(page);

    await expect(hero(page).getByRole('button', { name: /切换到第 \d 张/ })).toHaveCount(3);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(shownSlide(page)).toHaveCount(1);
    await expect(shownSlide(page).getByRole('heading', { level: 2 })).toHaveText('为热爱，重塑每一道线条');
    await expect(shownSlide(page)).toContainText('锐界改装 · 上海 · 始于 2007');
    const link = shownSlide(page).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/car/1');

    await dot(page, 3).click();
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(shownSlide(page).getByRole('heading', { level: 2 })).toHaveText('锻造轮毂 · 量身定制');
    await expect(shownSlide(page).getByRole('link')).toHaveAttribute('href', '/wheels');

    // Dots are locked for 500 ms after use, then work again.
    await dot(page, 1).click();
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(600);
    await dot(page, 2).click();
    await expect(shownSlide(page).getByRole('heading', { level: 2 })).toHaveText('干碳纤维空力套件');
    expect(problems).toEqual([]);
  },
);

test('the banner advances by itself every 5 seconds while in view', async ({ page }) => {
  await stopTheClock(page);
  await page.goto('/');
  await liveUnderStoppedClock(page);
  const root = hero(page);
  // Each step waits until the countdown of the shown slide runs, then moves the fake clock: the
  // intervals are the page's own, whatever the load on the machine.
  for (const [from, to] of [
    [1, 2],
    [2, 3],
    [3, 1],
  ] as const) {
    await expect(dot(page, from)).toHaveAttribute('aria-current', 'true');
    await expect(root).toHaveAttribute('data-autoplay', 'running');
    await page.clock.runFor(4_900);
    await expect(dot(page, from)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(200);
    await expect(dot(page, to)).toHaveAttribute('aria-current', 'true');
  }
});

test('the banner waits while scrolled out of view', async ({ page }) => {
  await stopTheClock(page);
  await page.goto('/');
  await liveUnderStoppedClock(page);
  await expect(hero(page)).toHaveAttribute('data-autoplay', 'running');
  await page
    .getByRole('region', { name: '我们的改装作品' })
    .getByRole('link')
    .nth(3)
    .scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(hero(page)).toHaveAttribute('data-autoplay', 'stopped');
  await page.clock.runFor(12_000);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  // Back in view, the show goes on.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(hero(page)).toHaveAttribute('data-autoplay', 'running');
  await page.clock.runFor(5_100);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
});

test('the banner has a pause control, usable by keyboard, that stops autoplay until play', async ({
  page,
}) => {
  await stopTheClock(page);
  await page.goto('/');
  await liveUnderStoppedClock(page);
  await expect(hero(page)).toHaveAttribute('data-autoplay', 'running');
  const pause = hero(page).getByRole('button', { name: '暂停轮播' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(hero(page).getByRole('button', { name: '播放轮播' })).toBeFocused();
  await expect(hero(page)).toHaveAttribute('data-autoplay', 'stopped');
  await page.clock.runFor(12_000);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Space');
  await expect(hero(page).getByRole('button', { name: '暂停轮播' })).toBeVisible();
  await expect(hero(page)).toHaveAttribute('data-autoplay', 'running');
  await page.clock.runFor(5_100);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');

  await page.goto('/?l=en');
  await expect(page.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
});

test('under reduced motion the banner stays put until the visitor presses play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await stopTheClock(page);
  await page.goto('/');
  await liveUnderStoppedClock(page);
  const play = hero(page).getByRole('button', { name: '播放轮播' });
  await expect(play).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(hero(page)).not.toHaveAttribute('data-autoplay', 'running');
  await play.click();
  await expect(hero(page)).toHaveAttribute('data-autoplay', 'running');
});

test(
  'desktop fades between slides; phones swipe them sideways',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await stopTheClock(page);
    await page.goto('/');
    await liveUnderStoppedClock(page);
    const slides = hero(page).locator('[aria-roledescription="slide"]');
    if (!isMobile) {
      await expect(slides.nth(1)).toHaveCSS('opacity', '0');
      await expect(slides.nth(1)).toHaveCSS('transition-duration', '0.5s');
      await expect(hero(page)).toHaveCSS('height', '880px');
      return;
    }
    await expect(hero(page)).toHaveCSS('height', '360px');
    await swipe(page, hero(page), -160);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect(shownSlide(page).getByRole('heading', { level: 2 })).toHaveText('干碳纤维空力套件');
    // The slide moved in from the side, not by a fade.
    await expect(slides.nth(1)).toHaveCSS('opacity', '1');
    // Swiping back (after the 500 ms lock) returns to the first slide; a short drag does nothing.
    await page.clock.runFor(600);
    await swipe(page, hero(page), 30);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await swipe(page, hero(page), 160);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  },
);

for (const lang of ['zh', 'en'] as const) {
  test(`on a phone the banner's picture stays whole above its headline, with its call to action (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/?l=${lang}`);
    const banner = page.getByRole('region', { name: lang === 'en' ? 'Highlights' : '精选推荐' });
    const slide = banner.locator('[aria-roledescription="slide"]:not([aria-hidden])');
    const picture = slide.locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    const heading = slide.getByRole('heading', { level: 2 });
    const action = slide.getByText(lang === 'en' ? 'Discover' : '了解更多', { exact: true });
    await expect(action).toBeVisible();
    const [pictureBox, headingBox, actionBox, heroBox] = await Promise.all([
      picture.boundingBox(),
      heading.boundingBox(),
      action.boundingBox(),
      banner.boundingBox(),
    ]);
    // The picture keeps the artwork's 16:9 (the car is not cropped) and ends above the headline.
    expect(Math.abs(pictureBox!.width / pictureBox!.height - 16 / 9)).toBeLessThan(0.1);
    expect(pictureBox!.y + pictureBox!.height).toBeLessThanOrEqual(headingBox!.y + 1);
    expect(actionBox!.y + actionBox!.height).toBeLessThanOrEqual(heroBox!.y + heroBox!.height);
  });
}

test('the English banner shows the English slides', async ({ page }) => {
  await page.goto('/?l=en');
  const banner = page.getByRole('region', { name: 'Highlights' });
  await expect(banner.getByRole('button', { name: 'Show slide 2 of 3' })).toBeVisible();
  await expect(
    banner.locator('[aria-roledescription="slide"]:not([aria-hidden])').getByRole('heading', { level: 2 }),
  ).toHaveText('Every Line, Reshaped by Passion');
});

test('a featured car opens its page', async ({ page }) => {
  await page.goto('/');
  await waitUntilLive(page);
  const featured = page.getByRole('region', { name: '我们的改装作品' });
  await featured.getByRole('link', { name: /765LT/ }).click();
  await expect(page).toHaveURL(/\/car\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('765LT');
});

test('the keywords and description meta tags are set in both languages', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /迈凯伦/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
  await page.goto('/?l=en');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /McLaren/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
});
