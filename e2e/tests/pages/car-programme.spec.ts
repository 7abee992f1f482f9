// The car page's tuning programme (decision 0062): the 911 Turbo S's price from, stock against
// tuned figures with PS derived from kW, the weight saved, its stages with parts leading to their
// product pages and its compliance note, in both languages, clean under axe, at desktop and phone
// widths (the first test is tagged for the phone project); a car whose programme has no price says
// so, one without figures shows no figures, and one without a programme has no such section.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from '../site/routes-public.ts';
import { attachScreenshot, expectNoAxeViolations } from './page-checks.ts';

/** Demo cars: 911 Turbo S (everything), Purosangue (no price, no note), S-Class (no figures), Flying Spur (none). */
const TURBO_S = 7;
const PUROSANGUE = 15;
const S_CLASS = 12;
const FLYING_SPUR = 18;

const EXPECTED = {
  zh: {
    title: '保时捷 911 Turbo S 原厂与改装对比',
    price: ['方案价格', '¥ 168,000', '起'],
    figures: [
      '最大功率',
      '+74 kW',
      '478 kW',
      '650 马力',
      '552 kW',
      '751 马力',
      '峰值扭矩',
      '800 N·m',
      '920 N·m',
      '2.7 秒',
      '2.5 秒',
    ],
    weight: ['整车减重', '32 kg'],
    stage: 'Stage 1 · 空力套件',
    compliance: '合规与年检',
    note: '年检前可恢复',
  },
  en: {
    title: 'Porsche 911 Turbo S: stock and tuned',
    price: ['Programme price', 'From ¥168,000'],
    figures: [
      'Power',
      '+74 kW',
      '478 kW',
      '650 PS',
      '552 kW',
      '751 PS',
      'Torque',
      '800 Nm',
      '920 Nm',
      '2.7 s',
      '2.5 s',
    ],
    weight: ['Weight saved', '32 kg'],
    stage: 'Stage 1 · Aero kit',
    compliance: 'Road-legal and inspection',
    note: 'restored before the annual inspection (年检)',
  },
} as const;

const programme = (page: Page, title: string | RegExp) => page.getByRole('region', { name: title });

async function open(page: Page, carId: number, lang: 'zh' | 'en') {
  const response = await page.goto(`/car/${carId}?l=${lang}`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

for (const lang of ['zh', 'en'] as const) {
  test(`the programme of the 911 Turbo S in ${lang}: price, figures, stages and note @phone`, async ({
    page,
  }, testInfo) => {
    const text = EXPECTED[lang];
    await open(page, TURBO_S, lang);
    const section = programme(page, text.title);
    await expect(section.getByRole('heading', { level: 2, name: text.title })).toBeVisible();
    for (const words of [...text.price, ...text.figures, ...text.weight])
      await expect(section).toContainText(words);
    // The figures are labelled stock and tuned for every reader.
    const power = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: text.figures[0] }) });
    await expect(power.getByRole('definition')).toHaveText([/^478 kW/, /^552 kW/]);

    const stage = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: text.stage }) });
    const parts = stage.getByRole('link');
    expect(await parts.count()).toBeGreaterThan(0);
    await expect(section.getByRole('heading', { level: 3, name: text.compliance })).toBeVisible();
    await expect(section).toContainText(text.note);

    await expectNoAxeViolations(page);

    await section.scrollIntoViewIfNeeded();
    const width = page.viewportSize()?.width ?? 0;
    await attachScreenshot(testInfo, section, `programme-${lang}-${width}.png`, `programme-${lang}-${width}`);

    // A part leads to its product page, which knows the way back to the car.
    const name = (await parts.first().textContent()) ?? '';
    await parts.first().click();
    await expect(page).toHaveURL(/\/product\/info\/\d+\?from=car/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}

test('a programme without a price says it is on request, and one without figures shows none', async ({
  page,
}) => {
  await open(page, PUROSANGUE, 'zh');
  const ferrari = programme(page, /Purosangue 原厂与改装对比/);
  await expect(ferrari.getByText('价格面议', { exact: true })).toBeVisible();
  await expect(ferrari.getByRole('heading', { name: '合规与年检' })).toHaveCount(0);

  await open(page, PUROSANGUE, 'en');
  await expect(
    programme(page, /Purosangue: stock and tuned/).getByText('Price on request', { exact: true }),
  ).toBeVisible();

  await open(page, S_CLASS, 'en');
  const sClass = programme(page, 'The Mercedes-Benz S-Class programme');
  await expect(sClass.getByText('From ¥98,000', { exact: true })).toBeVisible();
  await expect(sClass.getByRole('definition')).toHaveCount(0);
  await expect(sClass.getByRole('heading', { name: 'Stage 1 · Aero kit' })).toBeVisible();
});

test('a car without a programme has no programme section', async ({ page }) => {
  for (const lang of ['zh', 'en'] as const) {
    await open(page, FLYING_SPUR, lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /原厂与改装对比|改装方案|stock and tuned|programme$/ }),
    ).toHaveCount(0);
    await expect(page.getByText(lang === 'zh' ? '方案价格' : 'Programme price')).toHaveCount(0);
  }
});
