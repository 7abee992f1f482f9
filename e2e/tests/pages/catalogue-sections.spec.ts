// The catalogue sections (aerodynamic kits, wheels, peripherals): category tiles, the product
// list with show-more, type pages, the phone tile row and the hidden debug panel.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { hydrated } from '../site/routes-public.ts';
import { open, watchConsole } from '../shell/shell-support.ts';

/** English as a returning visitor would have it: the saved preference, kept across links. */
/** Opens a page and waits until it is live: its buttons and keys work by script. */
async function preferEnglish(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cms-language', value: 'en', url: baseURL ?? 'http://127.0.0.1' }]);
}

const main = (page: Page) => page.getByRole('main');
const tiles = (page: Page, label = '产品分类') => main(page).getByRole('navigation', { name: label });
const productLinks = (page: Page, heading: string) =>
  main(page).getByRole('region', { name: heading }).locator('a[href^="/product/info/"]');

const sections = [
  {
    path: '/aerodynamic-kits',
    title: '空气动力套件',
    tiles: ['前唇与前铲', '侧裙与侧翼', '后扩散器与排气', '尾翼与扰流板'],
  },
  { path: '/wheels', title: '轮毂', tiles: ['单片锻造轮毂', '两片式锻造轮毂'] },
  { path: '/peripherals', title: '周边产品', tiles: ['内饰升级', '外观饰件', '养护与精品'] },
];

for (const section of sections) {
  test(
    `${section.path} shows its heading, one tile per type and six products`,
    { tag: '@phone' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await open(page, section.path);

      await expect(page).toHaveTitle(new RegExp(` - ${section.title}$`));
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(section.title);
      const tileLinks = tiles(page).getByRole('link');
      await expect(tileLinks).toHaveText(section.tiles);
      // No type is current on the section page.
      await expect(tiles(page).locator('[aria-current="page"]')).toHaveCount(0);
      for (const image of await tiles(page).getByRole('img').all()) {
        await expect(image).toHaveAttribute('width', /\d+/);
      }

      const cards = productLinks(page, '全部产品');
      await expect(cards).toHaveCount(6);
      await expect(cards.first().getByRole('heading', { level: 3 })).not.toBeEmpty();
      const card = cards.first().getByRole('img');
      await expect(card).toHaveAttribute('width', /\d+/);
      await expect(card).toHaveAttribute('height', /\d+/);
      expect(problems).toEqual([]);
    },
  );
}

test('the section page opens with one piece of each type', async ({ page }) => {
  await open(page, '/aerodynamic-kits');
  const cards = await productLinks(page, '全部产品').all();
  const firstTypes = await Promise.all(
    cards.slice(0, 4).map((card) => card.locator('p').first().textContent()),
  );
  expect(firstTypes).toEqual(['前唇与前铲', '侧裙与侧翼', '后扩散器与排气', '尾翼与扰流板']);
});

test('wheels read naturally in English', async ({ page, context, baseURL }) => {
  const problems = watchConsole(page);
  await preferEnglish(context, baseURL);
  await open(page, '/wheels');

  await expect(page).toHaveTitle(/ - Wheels$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Wheels');
  await expect(tiles(page, 'Categories').getByRole('link')).toHaveText([
    'Single-piece forged wheels',
    'Two-piece forged wheels',
  ]);
  await expect(productLinks(page, 'All products')).toHaveCount(6);
  await expect(main(page).getByText('Showing 6 of 64')).toBeVisible();

  await tiles(page, 'Categories').getByRole('link', { name: 'Two-piece forged wheels' }).click();
  await expect(page).toHaveURL(/\/wheels\/two-piece$/);
  await expect(page).toHaveTitle(/ - Two Piece Wheels$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Two-piece forged wheels');
  expect(problems).toEqual([]);
});

test('show more adds three at a time up to the total, then goes away', async ({ page }) => {
  const problems = watchConsole(page);
  const loadMore: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('product list: load more')) loadMore.push(message.text());
  });
  await open(page, '/peripherals/8');
  const cards = productLinks(page, '产品');
  const more = main(page).getByRole('button', { name: '查看更多', exact: true });

  await expect(cards).toHaveCount(6);
  await expect(main(page).getByText('已显示 6 / 12 件')).toBeVisible();
  await more.click();
  await expect(cards).toHaveCount(9);
  await more.click();
  await expect(cards).toHaveCount(12);
  await expect(main(page).getByText('已显示 12 / 12 件')).toBeVisible();
  await expect(more).toHaveCount(0);
  expect(loadMore).toHaveLength(2);

  // A total that is not a multiple of three stops exactly at the total.
  await open(page, '/peripherals/9');
  await expect(cards).toHaveCount(6);
  await more.click();
  await expect(cards).toHaveCount(7);
  await expect(more).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a type page highlights its tile and lists that type only', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/aerodynamic-kits/2');

  await expect(page).toHaveTitle(/ - 空气动力套件$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('侧裙与侧翼');
  await expect(tiles(page).getByRole('link', { name: '侧裙与侧翼' })).toHaveAttribute('aria-current', 'page');
  await expect(tiles(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(main(page).getByText('已显示 6 / 43 件')).toBeVisible();
  const cards = productLinks(page, '产品');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) await expect(card.locator('p').first()).toHaveText('侧裙与侧翼');

  // Another tile moves the highlight and starts its list at six again.
  await main(page).getByRole('button', { name: '查看更多', exact: true }).click();
  await expect(cards).toHaveCount(9);
  await tiles(page).getByRole('link', { name: '尾翼与扰流板' }).click();
  await expect(page).toHaveURL(/\/aerodynamic-kits\/4$/);
  await expect(tiles(page).getByRole('link', { name: '尾翼与扰流板' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tiles(page).getByRole('link', { name: '侧裙与侧翼' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards).toHaveCount(6);
  await expect(cards.first().locator('p').first()).toHaveText('尾翼与扰流板');
  expect(problems).toEqual([]);
});

test('the section page fetches further cards as show-more needs them, in the order shown', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/catalogue/aerodynamic-kits/items')) fetched.push(request.url());
  });
  await open(page, '/aerodynamic-kits');
  const cards = productLinks(page, '全部产品');
  const more = main(page).getByRole('button', { name: '查看更多', exact: true });
  const count = main(page).getByText(/^已显示 \d+ \/ \d+ 件$/);
  await expect(cards).toHaveCount(6);
  const total = Number(/\/ (\d+) 件/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(30);
  await expect(main(page).getByText(`共 ${total} 件`)).toBeVisible();

  // Each press adds three, whether the cards were here already or had to be fetched.
  for (const shown of [9, 12, 15, 18, 21]) {
    await more.click();
    await expect(cards).toHaveCount(shown);
    await expect(main(page).getByText(`已显示 ${shown} / ${total} 件`)).toBeVisible();
  }
  expect(fetched.length).toBeGreaterThan(0);
  // The second round of types follows the first: one of each type before the second of any.
  const types = await Promise.all(
    (await cards.all()).slice(4, 8).map((card) => card.locator('p').first().textContent()),
  );
  expect(types).toEqual(['前唇与前铲', '侧裙与侧翼', '后扩散器与排气', '尾翼与扰流板']);
  const ids = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(ids).size).toBe(ids.length);

  await main(page)
    .getByRole('button', { name: `显示全部 ${total} 件` })
    .click();
  await expect(cards).toHaveCount(total);
  await expect(main(page).getByText(`已显示 ${total} / ${total} 件`)).toBeVisible();
  await expect(more).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('when further cards cannot be fetched, the list stays and says so; a later press works', async ({
  page,
}) => {
  await open(page, '/wheels?l=en');
  const cards = productLinks(page, 'All products');
  const more = main(page).getByRole('button', { name: 'Show more', exact: true });
  await expect(cards).toHaveCount(6);
  await page.route('**/catalogue/wheels/items?**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await more.click();
  await expect(main(page).getByRole('alert')).toHaveText(
    'More pieces could not be loaded. Please try again.',
  );
  await expect(cards).toHaveCount(6);
  await expect(main(page).getByText('Showing 6 of 64')).toBeVisible();

  await page.unroute('**/catalogue/wheels/items?**');
  await more.click();
  await expect(cards).toHaveCount(9);
  await expect(main(page).getByText('Showing 9 of 64')).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
});

test('a type with more than a hundred products lists all of them', async ({ page }) => {
  await open(page, '/aerodynamic-kits/1');
  await expect(main(page).getByText('共 102 件')).toBeVisible();
  await expect(main(page).getByText('已显示 6 / 102 件')).toBeVisible();
});

test('/wheels/single-piece and /wheels/two-piece show their wheel types', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/wheels/single-piece');
  await expect(page).toHaveTitle(/ - 单片式轮毂$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('单片锻造轮毂');
  await expect(tiles(page).getByRole('link', { name: '单片锻造轮毂' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tiles(page).getByRole('link', { name: '单片锻造轮毂' })).toHaveAttribute(
    'href',
    '/wheels/single-piece',
  );
  await expect(main(page).getByText('已显示 6 / 23 件')).toBeVisible();
  for (const card of await productLinks(page, '产品').all()) {
    await expect(card.locator('p').first()).toHaveText('单片锻造轮毂');
  }

  await open(page, '/wheels/two-piece');
  await expect(page).toHaveTitle(/ - 两片式轮毂$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('两片式锻造轮毂');
  await expect(tiles(page).getByRole('link', { name: '两片式锻造轮毂' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main(page).getByText('已显示 6 / 41 件')).toBeVisible();

  // The numeric address of the same type is a wheels page too, with the same tile current.
  await open(page, '/wheels/5');
  await expect(page).toHaveTitle(/ - 轮毂$/);
  await expect(tiles(page).getByRole('link', { name: '单片锻造轮毂' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(problems).toEqual([]);
});

test('an unknown type, or one of another section, answers 404 with a way back', async ({ page, request }) => {
  for (const path of ['/aerodynamic-kits/5', '/wheels/abc', '/peripherals/99999']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('该分类不存在');
  }

  const response = await page.goto('/aerodynamic-kits/5');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page).toHaveTitle(/ - 页面不存在$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '该分类不存在' })).toBeVisible();
  await main(page).getByRole('link', { name: '浏览空气动力套件' }).click();
  await expect(page).toHaveURL(/\/aerodynamic-kits$/);
  await expect(productLinks(page, '全部产品')).toHaveCount(6);
});

test('on a phone the tile row scrolls sideways, and the hint button scrolls it', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/aerodynamic-kits');
  const hint = main(page).getByRole('button', { name: '向右滑动查看更多分类' });
  const row = tiles(page).getByRole('list');

  if ((page.viewportSize()?.width ?? 0) > 768) {
    // On a wide screen every tile fits: no hint.
    await expect(hint).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await expect(hint).toBeVisible();
  expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  expect(await row.evaluate((list) => list.scrollLeft)).toBe(0);

  await hint.click();
  await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  // The page itself did not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Two types fit without a hint.
  await open(page, '/wheels');
  await expect(tiles(page).getByRole('link')).toHaveCount(2);
  await expect(main(page).getByRole('button', { name: '向右滑动查看更多分类' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('on a phone the current tile is scrolled into the row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/aerodynamic-kits/4');
  const current = tiles(page).getByRole('link', { name: '尾翼与扰流板' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 0.9 });
});

test('Ctrl+D toggles the product list debug panel', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/aerodynamic-kits');
  const panel = page.getByRole('complementary', { name: '产品列表' });
  await expect(productLinks(page, '全部产品')).toHaveCount(6);
  await expect(panel).toHaveCount(0);

  await page.keyboard.press('Control+d');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('显示上限6');
  await expect(panel).toContainText('总数237');
  await expect(panel).toContainText('已显示6');
  await expect(panel).toContainText('分类aerodynamic-kits');

  await main(page).getByRole('button', { name: '查看更多', exact: true }).click();
  await expect(panel).toContainText('显示上限9');
  await expect(panel).toContainText('已显示9');

  await page.keyboard.press('Control+d');
  await expect(panel).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a product picture that fails shows the default car image, also before hydration', async ({ page }) => {
  // The photograph of every part fails (the original and every variant the browser may pick), on
  // the server-rendered page and after it alike.
  await page.route(/\/part\/[^/]+\.jpg$/, (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, '/aerodynamic-kits/1');
  const images = productLinks(page, '产品').getByRole('img');
  await expect(images).toHaveCount(6);
  for (const image of await images.all()) {
    // Pictures below the fold load lazily: bring each into view first.
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /placeholder\/car\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('the first HTML response holds the tiles and products (server rendering)', async ({ request }) => {
  const response = await request.get('/wheels/two-piece?l=en', { headers: { 'user-agent': 'Baiduspider' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toMatch(/<title>[^<]+ - Two Piece Wheels<\/title>/);
  expect(html).toContain('<meta name="description" content="Two-piece forged wheels');
  expect(html).toMatch(/<h1[^>]*>Two-piece forged wheels<\/h1>/);
  expect(html.match(/href="\/product\/info\/\d+"/g)?.length).toBe(6);
  expect(html).toMatch(/<link rel="alternate" hreflang="zh-CN" href="[^"]*\/wheels\/two-piece\?l=zh"/i);
  expect(html).toContain('"@type":"BreadcrumbList"');
});
