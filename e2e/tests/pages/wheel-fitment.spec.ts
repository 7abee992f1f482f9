// Wheel fitment (decision 0066): on the wheels page a visitor picks their car (brand, then model),
// the address and the server-rendered list follow and say which car the wheels fit; a wheel's page
// shows its sizes with their units and the models it fits, each leading to its car page, and the
// way to ask about it. In both languages, clean under axe, at desktop and phone widths (tagged for
// the phone project); without scripts the filter is a plain GET form; a car no wheel fits says so
// and leads back to every wheel. A car's page leads to the wheels that fit it, when some do.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from '../site/routes-public.ts';
import { expectNoAxeViolations } from './page-checks.ts';

/** Demo items: the Porsche 911 Turbo S (brand 3, car 7), the RJ-M01 Blade wheel that fits it. */
const PORSCHE = 3;
const TURBO_S = 7;
const BLADE = 29;

const TEXT = {
  zh: {
    myCar: '为我的车选轮毂',
    brand: '品牌',
    brandName: '保时捷',
    model: '车型',
    fitsBrand: /^适配您的 保时捷 · 共 (\d+) 款轮毂$/,
    fitsCar: /^适配您的 保时捷 911 Turbo S · 共 (\d+) 款轮毂$/,
    carLink: /^适配此车的轮毂 · (\d+) 款$/,
    list: '全部产品',
    fitment: '规格与适配车型',
    caption: '本款轮毂的规格',
    columns: ['位置', '直径', '宽度', '偏距', '孔距', '中心孔'],
    cells: ['前轮', '20 英寸', '9.5J', 'ET 51', '5×130', '71.6 毫米'],
    models: '本款轮毂适配的车型',
    car: '保时捷 911 Turbo S',
    enquire: '咨询此产品',
    form: '预约咨询',
    message: '留言',
  },
  en: {
    myCar: 'Wheels for my car',
    brand: 'Brand',
    brandName: 'Porsche',
    model: 'Car model',
    fitsBrand: /^Fit your Porsche · (\d+) wheels$/,
    fitsCar: /^Fit your Porsche 911 Turbo S · (\d+) wheels$/,
    carLink: /^Wheels that fit · (\d+)$/,
    list: 'All products',
    fitment: 'Sizes and the cars they fit',
    caption: 'Sizes of this wheel',
    columns: ['Position', 'Diameter', 'Width', 'Offset', 'Bolt pattern', 'Centre bore'],
    cells: ['Front', '20″', '9.5J', 'ET 51', '5×130', '71.6 mm'],
    models: 'Models this wheel fits',
    car: 'Porsche 911 Turbo S',
    enquire: 'Enquire about this piece',
    form: 'Book a consultation',
    message: 'Message',
  },
} as const;

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page, list: string) =>
  main(page).getByRole('region', { name: list }).locator('a[href^="/product/info/"]');

for (const lang of ['zh', 'en'] as const) {
  test(`my car in ${lang}: brand, then model, narrow the wheels; a wheel shows its sizes and models and can be asked about @phone`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await page.goto(`/wheels?l=${lang}`);
    await hydrated(page);
    const form = main(page).getByRole('search', { name: text.myCar });
    const status = form.getByRole('status');
    const everything = (await status.textContent()) ?? '';

    await form.getByLabel(text.brand).selectOption({ label: text.brandName });
    await expect(page).toHaveURL(new RegExp(`/wheels\\?brandId=${PORSCHE}$`));
    await expect(status).toHaveText(text.fitsBrand);
    await expect(form.getByLabel(text.model).locator('option')).toHaveCount(4);

    await form.getByLabel(text.model).selectOption({ label: '911 Turbo S' });
    await expect(page).toHaveURL(new RegExp(`/wheels\\?brandId=${PORSCHE}&carId=${TURBO_S}$`));
    await expect(status).toHaveText(text.fitsCar);
    const count = Number(text.fitsCar.exec((await status.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(2);
    await expect(cards(page, text.list)).toHaveCount(Math.min(count, 6));
    // Each wheel's card sums its sizes up.
    for (const card of await cards(page, text.list).allTextContents()) expect(card).toMatch(/\d+(–\d+)?″ · /);
    await expectNoAxeViolations(page);

    const blade = cards(page, text.list).filter({ hasText: 'RJ-M01' });
    await blade.click();
    await expect(page).toHaveURL(new RegExp(`/product/info/${BLADE}`));
    const fitment = main(page).getByRole('region', { name: text.fitment });
    await expect(fitment.getByRole('heading', { level: 2, name: text.fitment })).toBeVisible();
    const table = fitment.getByRole('table', { name: text.caption });
    await expect(table.getByRole('columnheader')).toHaveText([...text.columns]);
    // The 911 Turbo S's front size is among the wheel's sizes, every cell with its unit.
    await expect(table.getByRole('row').filter({ hasText: '5×130' }).first()).toBeVisible();
    await expect(
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: text.cells[3], exact: true }) }),
    ).toHaveText(new RegExp(text.cells.join('.*')));
    const models = fitment.getByRole('navigation', { name: text.models });
    await expect(models.getByRole('link', { name: text.car, exact: true })).toHaveAttribute(
      'href',
      `/car/${TURBO_S}`,
    );
    expect(await models.getByRole('link').count()).toBeGreaterThan(1);
    await fitment.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);

    // Asking about it opens the enquiry form with the wheel named in the message.
    const name = ((await main(page).getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await main(page).getByRole('link', { name: text.enquire }).click();
    await expect(page).toHaveURL(new RegExp(`/about\\?product=${BLADE}#enquiry$`));
    const enquiry = page.getByRole('form', { name: text.form });
    await expect(enquiry.getByRole('textbox', { name: text.message })).toHaveValue(new RegExp(name));

    // Back on the wheels page, showing every wheel again is one link away.
    await page.goto(`/wheels?brandId=${PORSCHE}&carId=${TURBO_S}`);
    await hydrated(page);
    await main(page)
      .getByRole('search', { name: text.myCar })
      .getByRole('link', { name: lang === 'zh' ? '查看全部轮毂' : 'Show all wheels' })
      .click();
    await expect(page).toHaveURL(/\/wheels$/);
    await expect(main(page).getByRole('search', { name: text.myCar }).getByRole('status')).toHaveText(
      everything,
    );
  });
}

for (const lang of ['zh', 'en'] as const) {
  test(`from a car's page in ${lang}, the wheels that fit it and a question about one take three presses @phone`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await page.goto(`/car/${TURBO_S}?l=${lang}`);
    await hydrated(page);
    const link = main(page).getByRole('link', { name: text.carLink });
    // 1: the car's wheels, filtered by the car in the address, as the my-car filter would.
    const count = Number(text.carLink.exec((await link.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(2);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/wheels\\?brandId=${PORSCHE}&carId=${TURBO_S}$`));
    const status = main(page).getByRole('search', { name: text.myCar }).getByRole('status');
    await expect(status).toHaveText(text.fitsCar);
    expect(Number(text.fitsCar.exec((await status.textContent()) ?? '')?.[1])).toBe(count);
    // 2: a wheel; 3: asking about it.
    await cards(page, text.list).filter({ hasText: 'RJ-M01' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/info/${BLADE}`));
    await main(page).getByRole('link', { name: text.enquire }).click();
    await expect(page).toHaveURL(new RegExp(`/about\\?product=${BLADE}#enquiry$`));
    await expect(
      page.getByRole('form', { name: text.form }).getByRole('textbox', { name: text.message }),
    ).toHaveValue(/RJ-M01/);
  });
}

test('a car no wheel fits offers no wheels link on its page', async ({ page }) => {
  await page.goto('/car/1');
  await hydrated(page);
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('720S');
  await expect(page.getByRole('link', { name: TEXT.zh.carLink })).toHaveCount(0);
});

test('a car no wheel fits says so and leads back to every wheel', async ({ page }) => {
  await page.goto('/wheels?brandId=1&carId=1');
  await hydrated(page);
  const list = main(page).getByRole('region', { name: '全部产品' });
  await expect(main(page).getByRole('search', { name: '为我的车选轮毂' }).getByRole('status')).toHaveText(
    '适配您的 迈凯伦 720S · 共 0 款轮毂',
  );
  await expect(list.getByText(/目前尚无标注适配 迈凯伦 720S 的轮毂/)).toBeVisible();
  await list.getByRole('link', { name: '查看全部轮毂' }).click();
  await expect(page).toHaveURL(/\/wheels$/);
  await expect(cards(page, '全部产品')).toHaveCount(6);
});

test('a wheel type page filters by the car the same way', async ({ page }) => {
  await page.goto(`/wheels/single-piece?brandId=${PORSCHE}&carId=${TURBO_S}&l=en`);
  const status = main(page).getByRole('search', { name: 'Wheels for my car' }).getByRole('status');
  await expect(status).toHaveText(/^Fit your Porsche 911 Turbo S · \d+ wheels?$/);
  await expect(cards(page, 'Products').filter({ hasText: 'RJ-M01' })).toHaveCount(1);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the my-car filter works as a plain GET form, rendered by the server', async ({ page }) => {
    await page.goto('/wheels?l=en');
    const form = main(page).getByRole('search', { name: 'Wheels for my car' });
    await form.getByLabel('Brand').selectOption({ label: 'Porsche' });
    await form.getByLabel('Car model').selectOption({ label: '911 Turbo S' });
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`brandId=${PORSCHE}&carId=${TURBO_S}&q=$`));
    await expect(form.getByRole('status')).toHaveText(/^Fit your Porsche 911 Turbo S · \d+ wheels$/);
    await expect(cards(page, 'All products').filter({ hasText: 'RJ-M01' })).toHaveCount(1);
  });
});
