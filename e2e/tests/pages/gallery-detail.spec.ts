// A gallery (/gallery/:id). Gallery 11 is the first one of the Porsche 911 Turbo S (car 7, brand 3).
import { expect, test } from '@playwright/test';
import { openPage, watchConsole, withLanguage } from './brand-helpers.ts';
import { SITE_NAME } from '../site/routes-public.ts';

const TEXT = {
  zh: {
    name: '911 Turbo S · 宁波国际赛道',
    screen: '案例详情',
    brand: '保时捷',
    viewCar: '查看 911 Turbo S 改装方案',
    pictures: '案例图集',
  },
  en: {
    name: '911 Turbo S · Ningbo International Circuit',
    screen: 'Gallery Detail',
    brand: 'Porsche',
    viewCar: 'Explore the 911 Turbo S programme',
    pictures: 'Pictures',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(
    `a gallery shows its cover, pictures, car and brand (${lang})`,
    { tag: '@phone' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, withLanguage('/gallery/11', lang));
      // The screen's name in the title (SPEC section 2); the gallery's on its share card.
      await expect(page).toHaveTitle(`${SITE_NAME[lang]} - ${t.screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.name);

      const main = page.getByRole('main');
      const cover = main.locator('img[fetchpriority="high"]');
      await expect(cover).toBeVisible();
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(main.getByRole('link', { name: t.brand, exact: true })).toHaveAttribute(
        'href',
        '/brand/3',
      );

      await main.getByRole('link', { name: t.viewCar }).click();
      await expect(page).toHaveURL(/\/car\/7(\?|$)/);
      expect(problems).toEqual([]);
    },
  );
}

test(
  'a picture opens the preview, which moves with the arrow keys and closes with Escape',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, '/gallery/11');
    const pictures = page.getByRole('region', { name: '案例图集' });
    await expect(pictures.getByRole('listitem')).toHaveCount(4);

    await pictures.getByRole('button', { name: /第 2 张/ }).click();
    const preview = page.getByRole('dialog', { name: '案例图集' });
    await expect(preview).toBeVisible();
    await expect(preview.getByText('2 / 4')).toBeVisible();
    // The large picture comes first; its thumbnail carries the same text.
    await expect(
      preview.getByRole('img', { name: '911 Turbo S · 宁波国际赛道，第 2 张' }).first(),
    ).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(preview.getByText('3 / 4')).toBeVisible();
    await preview.getByRole('button', { name: '查看第 1 张，共 4 张' }).click();
    await expect(preview.getByText('1 / 4')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    expect(problems).toEqual([]);
  },
);

test('an unknown gallery answers 404 with a friendly way back', async ({ page }) => {
  const response = await page.goto('/gallery/999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('该案例不存在');
  await page.getByRole('link', { name: '全部案例' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
});

test('a malformed gallery id answers 404 too', async ({ request }) => {
  const response = await request.get('/gallery/abc?l=en');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This build is not available');
});
