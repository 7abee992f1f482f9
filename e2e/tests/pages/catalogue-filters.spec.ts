// Finding parts in a catalogue section: brand, car model and a search over product names in both
// languages, kept in the address (rendered by the server, shareable, working without scripts),
// with a result count and a "show all" beside the spec's show-more.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from '../site/routes-public.ts';

const main = (page: Page) => page.getByRole('main');
const search = (page: Page, name = '查找配件') => main(page).getByRole('search', { name });
/** The wheels pages' filter is the visitor's car (decision 0066). */
const wheelsSearch = (page: Page) => search(page, '为我的车选轮毂');
const cards = (page: Page, heading = '全部产品') =>
  main(page).getByRole('region', { name: heading }).locator('a[href^="/product/info/"]');
const cardNames = (page: Page, heading?: string) => cards(page, heading).getByRole('heading', { level: 3 });

test(
  'brand, then model, then a search narrow the list; the address follows and clearing restores it',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/aerodynamic-kits');
    await hydrated(page);
    const form = search(page);
    const total = Number(/找到 (\d+) 件配件/.exec((await form.getByRole('status').textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(100);

    await form.getByLabel('品牌').selectOption({ label: '迈凯伦' });
    await expect(page).toHaveURL(/\/aerodynamic-kits\?brandId=1$/);
    await expect(form.getByRole('status')).not.toHaveText(`找到 ${total} 件配件`);
    const mclaren = Number(
      /找到 (\d+) 件配件/.exec((await form.getByRole('status').textContent()) ?? '')?.[1],
    );
    expect(mclaren).toBeLessThan(total);
    // The models on offer are McLaren's.
    await expect(form.getByLabel('车型').locator('option')).toHaveText([
      '全部车型',
      '720S',
      '765LT',
      'Artura',
    ]);

    await form.getByLabel('车型').selectOption({ label: '720S' });
    await expect(page).toHaveURL(/\/aerodynamic-kits\?brandId=1&carId=1$/);
    // The form is drawn anew for the new address; typing waits for it (the count is the new one).
    await expect(form.getByRole('status')).not.toHaveText(`找到 ${mclaren} 件配件`);
    await expect(cards(page).first()).toBeVisible();
    for (const subtitle of await cards(page).locator('p:last-child').allTextContents()) {
      expect(subtitle).toContain('720S');
    }

    await form.getByLabel('搜索').fill('前唇');
    await form.getByLabel('搜索').press('Enter');
    await expect(page).toHaveURL(/\/aerodynamic-kits\?brandId=1&carId=1&q=%E5%89%8D%E5%94%87$/);
    await expect(form.getByRole('status')).toHaveText('找到 1 件配件');
    await expect(cardNames(page)).toHaveText(['720S 干碳纤维前唇']);

    await form.getByRole('link', { name: '清除筛选' }).click();
    await expect(page).toHaveURL(/\/aerodynamic-kits$/);
    await expect(search(page).getByRole('status')).toHaveText(`找到 ${total} 件配件`);
    await expect(search(page).getByLabel('品牌')).toHaveValue('');
    await expect(cards(page)).toHaveCount(6);
  },
);

test('what is typed in the search while a chosen model loads is kept', async ({ page }) => {
  await page.goto('/aerodynamic-kits?brandId=1');
  await hydrated(page);
  const form = search(page);
  const before = await form.getByRole('status').textContent();
  // The model's results are held back until the visitor has typed, as on a slow connection.
  let release: () => void = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data\?.*carId=1/, async (route) => {
    await typed;
    await route.continue();
  });
  await form.getByLabel('车型').selectOption({ label: '720S' });
  await form.getByLabel('搜索').fill('前唇');
  release();
  await expect(page).toHaveURL(/\/aerodynamic-kits\?brandId=1&carId=1$/);
  await expect(form.getByRole('status')).not.toHaveText(before ?? '');
  await expect(form.getByLabel('车型')).toHaveValue('1');
  await expect(form.getByLabel('搜索')).toHaveValue('前唇');
  await form.getByLabel('搜索').press('Enter');
  await expect(form.getByRole('status')).toHaveText('找到 1 件配件');
});

test('a shared address opens filtered from the server, and the tiles keep the filters', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/aerodynamic-kits?brandId=1&q=lip&l=en')).text();
  expect(html).toMatch(/<option value="1" selected="">McLaren<\/option>/);
  expect(html).toContain('value="lip"');

  await page.goto('/aerodynamic-kits?brandId=1&q=lip&l=en');
  const form = search(page, 'Find parts');
  await expect(form.getByLabel('Brand')).toHaveValue('1');
  await expect(form.getByLabel('Search')).toHaveValue('lip');
  const names = await cardNames(page, 'All products').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('lip');
  await expect(form.getByRole('status')).toHaveText(
    names.length === 1 ? '1 result' : `${names.length} results`,
  );
  const tile = main(page).getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
  await expect(tile).toHaveAttribute('href', /\?brandId=1&q=lip$/);
});

test('the search finds English names whatever their case, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/aerodynamic-kits?l=en');
  await hydrated(page);
  const form = search(page, 'Find parts');
  await form.getByLabel('Search').fill('SPLITTER');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=SPLITTER$/);
  await expect(cardNames(page, 'All products').first()).toHaveText(/splitter/i);
  for (const name of await cardNames(page, 'All products').allTextContents()) {
    expect(name.toLowerCase()).toContain('splitter');
  }

  await form.getByLabel('Search').fill('zzzz');
  await form.getByLabel('Search').press('Enter');
  await expect(form.getByRole('status')).toHaveText('0 results');
  await expect(main(page).getByText('No pieces match these filters.')).toBeVisible();
  await expect(cards(page, 'All products')).toHaveCount(0);
});

test('"show all" lists every result at once; the spec\'s six plus three stays the default', async ({
  page,
}) => {
  await page.goto('/wheels');
  await hydrated(page);
  const status = wheelsSearch(page).getByRole('status');
  const total = Number(/找到 (\d+) 件配件/.exec((await status.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(9);
  await expect(cards(page)).toHaveCount(6);
  await main(page).getByRole('button', { name: '查看更多', exact: true }).click();
  await expect(cards(page)).toHaveCount(9);
  await main(page)
    .getByRole('button', { name: `显示全部 ${total} 件` })
    .click();
  await expect(cards(page)).toHaveCount(total);
  await expect(main(page).getByRole('button', { name: '查看更多', exact: true })).toHaveCount(0);
});

test('malformed filters in the address are ignored, not an error', async ({ page }) => {
  const response = await page.goto('/peripherals?brandId=abc&carId=-1&q=');
  expect(response?.status()).toBe(200);
  await expect(search(page).getByLabel('品牌')).toHaveValue('');
  await expect(cards(page)).toHaveCount(6);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still works as a plain GET form', async ({ page }) => {
    await page.goto('/aerodynamic-kits?l=en');
    const form = search(page, 'Find parts');
    await form.getByLabel('Brand').selectOption({ label: 'McLaren' });
    await form.getByLabel('Search').fill('lip');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/brandId=1&carId=&q=lip/);
    await expect(form.getByLabel('Brand')).toHaveValue('1');
    for (const name of await cardNames(page, 'All products').allTextContents()) {
      expect(name.toLowerCase()).toContain('lip');
    }
  });
});
