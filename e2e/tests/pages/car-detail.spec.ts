// The car page (SPEC sections 2, 4, 5 and 8): server-rendered heading, title and structured data;
// product-type tabs that switch configuration pictures and parts; the brochure download; the
// configuration carousel; parts leading to the product page; the video; the booking form; the
// not-found and loading states. Runs at desktop and phone widths (the two projects).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openPage, watchConsole } from './brand-helpers.ts';
import { holdRequests } from './page-checks.ts';
import { hydrated } from '../site/routes-public.ts';
import { waitUntilLive } from '../shell/shell-support.ts';

/** The video hosts are out of reach in tests: their frames get a blank page instead. */
async function stubVideoHosts(page: Page) {
  await page.route(
    /^https:\/\/(www\.youtube\.com|player\.bilibili\.com|v\.qq\.com|player\.youku\.com)\//,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** Holds the car page's data requests until the returned function is called. */
const holdCarData = (page: Page) => holdRequests(page, '**/car/1.data*');

const main = (page: Page) => page.getByRole('main');
const tablist = (page: Page) => main(page).getByRole('tablist');
const configuration = (page: Page) => main(page).getByRole('tabpanel');
const parts = (page: Page) => configuration(page).getByRole('listitem').getByRole('link');

test.beforeEach(async ({ page }) => {
  await stubVideoHosts(page);
});

test('the raw HTML holds the car, its first parts, its title and Car structured data', async ({
  request,
}) => {
  const response = await request.get('/car/1', { headers: { 'user-agent': 'Baiduspider' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>锐界改装 - 720S<\/title>/);
  expect(html).toMatch(/<h1[^>]*>.*720S.*迈凯伦.*<\/h1>/s);
  expect(html).toContain('720S 干碳纤维前唇');
  expect(html).toMatch(/<meta name="keywords" content="[^"]*720S/);
  expect(html).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/i);

  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(jsonLd).toBeTruthy();
  const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: '迈凯伦 720S',
    model: '720S',
    brand: { '@type': 'Brand', name: '迈凯伦' },
  });
  expect(String((data.image as string[])[0])).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/api\/static\/car\/mclaren-1\.jpg$/,
  );
  expect(String(data.description)).toContain('720S');

  const english = await (await request.get('/car/1?l=en')).text();
  expect(english).toMatch(/<title>RUIJIE TUNING - 720S<\/title>/);
  expect(english).toContain('720S Dry-carbon front lip');
  expect(english).toContain('"name":"McLaren 720S"');
});

test('the page shows the car in order, without console errors', { tag: '@phone' }, async ({ page }) => {
  const problems = watchConsole(page);
  await openPage(page, '/car/1');
  await expect(page).toHaveTitle('锐界改装 - 720S');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('720S 迈凯伦');

  const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    '前唇与前铲配置',
    '迈凯伦 720S 原厂与改装对比',
    '本月预约咨询，即享免费安装与漆面保护。',
    '720S 锐界 碳纤维宽体套件｜为赛道而生的每一克',
    '动态欣赏',
    '改装图集',
    '联系我们',
    '预约咨询',
  ]);
  // After the gallery grid comes the keyboard hint, then the booking form.
  const order = await page.evaluate(() => {
    const grid = document.querySelector('section[aria-labelledby="car-gallery-title"] ul');
    const hint = [...document.querySelectorAll('main p')].find((p) => p.textContent?.includes('Esc'));
    const form = document.querySelector('section#contact');
    if (!grid || !hint || !form) return 'missing';
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return follows(grid, hint) && follows(hint, form) ? 'in order' : 'out of order';
  });
  expect(order).toBe('in order');
  const contact = page.locator('section#contact');
  await expect(contact.getByRole('heading', { name: '联系我们' })).toBeVisible();
  await expect(contact.getByRole('button', { name: '提交' })).toBeVisible();
  // The offer leads to the booking form.
  await main(page).getByRole('link', { name: '立即预约' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(contact.getByRole('heading', { name: '联系我们' })).toBeInViewport();
  expect(problems).toEqual([]);
});

test('the car page is in English with ?l=en', async ({ page }) => {
  await openPage(page, '/car/1?l=en');
  await expect(page).toHaveTitle('RUIJIE TUNING - 720S');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('720S McLaren');
  await expect(tablist(page).getByRole('tab', { selected: true })).toHaveText('Front splitters');
  await expect(parts(page).first()).toContainText('720S Dry-carbon front lip');
  await expect(page.locator('section#contact').getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(
    main(page).getByRole('link', { name: 'Download brochure: Front splitters (PDF)' }),
  ).toHaveAttribute('download', '720S Front splitters.pdf');
});

test(
  'the tabs switch configuration pictures and parts, by click and by arrow keys',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, '/car/1');
    const tabs = tablist(page).getByRole('tab');
    await expect(tabs).toHaveText(['前唇与前铲', '后扩散器与排气', '尾翼与扰流板']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(parts(page)).toHaveCount(4);
    const picture = configuration(page).locator('img[data-active]');
    await expect(picture).toHaveAttribute('src', '/api/static/config/mclaren-1-1.jpg');

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(configuration(page).getByRole('heading', { level: 2 })).toHaveText('后扩散器与排气配置');
    await expect(parts(page)).toHaveCount(5);
    await expect(parts(page).first()).toContainText('720S 干碳后扩散器');
    await expect(parts(page).first()).toContainText('后扩散器与排气');
    await expect(parts(page).first()).toContainText('数量 1');
    await expect(picture).toHaveAttribute('src', '/api/static/config/mclaren-1-2.jpg');
    await expect(configuration(page).getByText('1 / 3')).toBeVisible();

    // Keyboard: the selected tab holds the focus; arrows move and wrap.
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(parts(page)).toHaveCount(3);
    await expect(parts(page).first()).toContainText('720S 鹅颈式固定尾翼');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(parts(page).first()).toContainText('720S 干碳纤维前唇');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    expect(problems).toEqual([]);
  },
);

test('the Download button shows only for a type with a brochure', async ({ page }) => {
  const problems = watchConsole(page, ['has no brochure']);
  await openPage(page, '/car/3');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Artura 迈凯伦');
  const download = main(page).getByRole('link', { name: /^下载手册：.*（PDF）$/ });
  await expect(download).toHaveAttribute('href', '/api/static/pdf/mclaren-3-front.pdf');
  await expect(download).toHaveAttribute('download', 'Artura 前唇与前铲.pdf');
  await expect(download).toHaveText('下载手册');

  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await tablist(page).getByRole('tab', { name: '单片锻造轮毂' }).click();
  await expect(tablist(page).getByRole('tab', { name: '单片锻造轮毂' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(main(page).getByRole('link', { name: /产品手册/ })).toHaveCount(0);
  await expect.poll(() => logged.some((text) => text.includes('product type 5 has no brochure'))).toBe(true);

  await tablist(page).getByRole('tab', { name: '后扩散器与排气' }).click();
  await expect(download).toHaveAttribute('download', 'Artura 后扩散器与排气.pdf');
  expect(problems).toEqual([]);

  // The brochure itself is there to fetch.
  const pdf = await page.request.get('/api/static/pdf/mclaren-3-front.pdf');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});

test(
  'the configuration carousel cycles with its arrows and counts n / total',
  { tag: '@phone' },
  async ({ page }) => {
    await openPage(page, '/car/1');
    const panel = configuration(page);
    const picture = panel.locator('img[data-active]');
    await expect(panel.getByText('1 / 3')).toBeVisible();
    await panel.getByRole('button', { name: '下一张' }).click();
    await expect(panel.getByText('2 / 3')).toBeVisible();
    await expect(picture).toHaveAttribute('src', '/api/static/config/mclaren-1-2.jpg');
    await panel.getByRole('button', { name: '上一张' }).click();
    await panel.getByRole('button', { name: '上一张' }).click();
    await expect(panel.getByText('3 / 3')).toBeVisible();
    await panel.getByRole('button', { name: '下一张' }).click();
    await expect(panel.getByText('1 / 3')).toBeVisible();

    // A new type starts at its first picture.
    await panel.getByRole('button', { name: '下一张' }).click();
    await tablist(page).getByRole('tab', { name: '尾翼与扰流板' }).click();
    await expect(panel.getByText('1 / 3')).toBeVisible();
    await expect(picture).toHaveAttribute('src', '/api/static/config/mclaren-1-3.jpg');
  },
);

test('a part leads to its product page, which knows the car it came from', async ({ page }) => {
  await openPage(page, '/car/1');
  await tablist(page).getByRole('tab', { name: '后扩散器与排气' }).click();
  await parts(page).filter({ hasText: '720S 钛合金阀门排气系统' }).click();
  await expect(page).toHaveURL(/\/product\/info\/71\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    from: 'car',
    fromPath: '/car/1',
    fromName: '720S',
    carId: '1',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('720S 钛合金阀门排气系统');
});

test('a catalogue line made for the car is among its parts, in place of the same part of its own', async ({
  page,
}) => {
  // The BMW M4: the M3 / M4 lip (product 3) is its front lip, and the car lists no other.
  await openPage(page, '/car/19');
  await expect(parts(page)).toHaveCount(5);
  await expect(parts(page).first()).toContainText('M3 / M4 三段式前唇');
  await expect(parts(page).filter({ hasText: 'M4 干碳纤维前唇' })).toHaveCount(0);
  await parts(page).first().click();
  await expect(page).toHaveURL(/\/product\/info\/3\?/);
  expect(new URL(page.url()).searchParams.get('carId')).toBe('19');
  await expect(main(page).getByText('宝马 · M4')).toBeVisible();
  await expect(main(page).getByRole('link', { name: '← 返回 M4' })).toHaveAttribute('href', '/car/19');
});

/** Opens a car page, presses its video's poster and checks the player the poster turns into. */
async function expectPlayer(page: Page, path: string, language: 'zh' | 'en', src: string) {
  await openPage(page, path);
  await hydrated(page);
  await main(page)
    .getByRole('button', { name: language === 'zh' ? /^播放 .* 视频$/ : /^Play the .* video$/ })
    .click();
  const frame = main(page).locator('iframe');
  await expect(frame).toHaveAttribute('src', src);
  // The press on the poster is handed on to the frame, which may then start with sound.
  await expect(frame).toHaveAttribute('allow', /(^|; )autoplay(;|$)/);
}

test('the video waits behind a 16:9 poster; play loads the player of bilibili, Tencent Video and Youku', async ({
  page,
}) => {
  await openPage(page, '/car/1');
  await hydrated(page);
  // No player is loaded until the visitor asks for it.
  await expect(main(page).locator('iframe')).toHaveCount(0);
  const play = main(page).getByRole('button', { name: '播放 迈凯伦 720S 视频' });
  await play.scrollIntoViewIfNeeded();
  const box = await play.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
  await play.click();
  const frame = main(page).locator('iframe');
  // The demo car's video is on a platform that plays in mainland China.
  await expect(frame).toHaveAttribute(
    'src',
    'https://player.bilibili.com/player.html?bvid=BV1Kq4y1M7vR&autoplay=1',
  );
  await expect(frame).toHaveAttribute('title', '迈凯伦 720S 视频');
  await expect(frame).toBeFocused();
  const frameBox = await frame.boundingBox();
  expect(Math.abs((frameBox?.width ?? 0) - (box?.width ?? 0))).toBeLessThan(2);

  const players: [path: string, language: 'zh' | 'en', src: string][] = [
    ['/car/10', 'zh', 'https://player.bilibili.com/player.html?bvid=BV1Rt4y1D7kQ&autoplay=1'],
    ['/car/4?l=en', 'en', 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&autoplay=1'],
    // Tencent Video and Youku pages become their players, told to start at once in their own words.
    ['/car/7?l=zh', 'zh', 'https://v.qq.com/txp/iframe/player.html?vid=t3541pdx2yb&auto=1'],
    ['/car/13?l=en', 'en', 'https://player.youku.com/embed/XNjA4NzE1MjQ3Ng==?autoplay=true'],
  ];
  for (const [path, language, src] of players) await expectPlayer(page, path, language, src);
  // A car without a video has no video section.
  await openPage(page, '/car/2?l=zh');
  await hydrated(page);
  await expect(main(page).getByRole('button', { name: /^播放 .* 视频$/ })).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: '动态欣赏' })).toHaveCount(0);
});

test('an unknown car answers 404 with a friendly way back', async ({ page }) => {
  for (const path of ['/car/999', '/car/abc']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('未找到该车型');
    await expect(page).toHaveTitle(/页面不存在/);
  }
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('opened from Home, the car page shows a spinner until its data arrives', async ({ page }) => {
  await openPage(page, '/');
  await hydrated(page);
  const release = await holdCarData(page);
  await page.getByRole('region', { name: '我们的改装作品' }).locator('a[href="/car/1"]').click();
  // The shell's veil, not the banner's own loading line.
  const spinner = page.locator('#content > [role="status"]');
  await expect(spinner).toHaveText('加载中...');
  await expect(spinner).toBeVisible();
  release();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('720S 迈凯伦');
  await expect(spinner).toHaveCount(0);
});

test(
  'a spinner shows while the page loads in another language',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await openPage(page, '/car/1?l=en');
    const release = await holdCarData(page);
    await waitUntilLive(page);
    if (isMobile) {
      const burger = page.getByRole('button', { name: 'Open menu' });
      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
    }
    await page.getByRole('button', { name: '中文', exact: true }).filter({ visible: true }).click();
    const spinner = main(page).getByRole('status').filter({ hasText: 'Loading...' });
    await expect(spinner).toBeVisible();
    await expect(main(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('720S 迈凯伦');
    await expect(spinner).toHaveCount(0);
  },
);

test('the brand of the car is marked in the brand list', { tag: '@phone' }, async ({ page, isMobile }) => {
  await openPage(page, '/car/4');
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: '品牌', exact: true }).click();
  // Loaded directly, not from the brand page: the car's own brand id decides.
  const brands = page.getByRole('complementary', { name: '品牌' });
  await expect(brands.locator('a[aria-current]')).toHaveCount(1);
  await expect(brands.locator('a[aria-current]')).toHaveAttribute('href', /\/brand\/2/);
});
