// The car list (/car-list): every model of the seed (8 brands, 3 models each), grouped by brand.
import { expect, test } from '@playwright/test';
import { watchConsole, withLanguage } from './brand-helpers.ts';

for (const lang of ['zh', 'en'] as const) {
  test(`the car list groups every model by brand (${lang})`, { tag: '@phone' }, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(withLanguage('/car-list', lang));
    await expect(page).toHaveTitle(new RegExp(` - ${lang === 'zh' ? '全部车型' : 'All Models'}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const groups = page.getByRole('main').getByRole('region');
    await expect(groups).toHaveCount(8);
    const porsche = page.getByRole('region', { name: lang === 'zh' ? '保时捷' : 'Porsche' });
    const cars = porsche.getByRole('listitem');
    await expect(cars).toHaveCount(3);
    await expect(cars.first().getByRole('link')).toHaveAttribute('href', '/car/7');
    await expect(
      porsche.getByRole('link', { name: lang === 'zh' ? '了解保时捷' : 'All about Porsche' }),
    ).toHaveAttribute('href', '/brand/3');
    // Every seeded model is listed (the admin's tests may publish more meanwhile).
    const hrefs = await page
      .getByRole('main')
      .locator('a[href^="/car/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const seeded = Array.from({ length: 24 }, (_, index) => `/car/${index + 1}`);
    expect(seeded.filter((href) => !hrefs.includes(href))).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a car of the list opens its car page', async ({ page }) => {
  await page.goto('/car-list');
  await page.getByRole('region', { name: '迈凯伦' }).getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/car\/1$/);
});

for (const lang of ['zh', 'en'] as const) {
  test(`on a phone each brand is one tap away, and a card shows the whole car (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(withLanguage('/car-list', lang));
    const jump = page.getByRole('navigation', { name: lang === 'zh' ? '按品牌跳转' : 'Jump to a brand' });
    await expect(jump.getByRole('link')).toHaveCount(8);
    const audi = lang === 'zh' ? '奥迪' : 'Audi';
    await jump.getByRole('link', { name: new RegExp(`^${audi}`) }).click();
    const heading = page.getByRole('heading', { level: 2, name: audi });
    await expect(heading).toBeInViewport();
    // The heading lands below the fixed header, not under it.
    await expect(async () => {
      const box = await heading.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(110);
    }).toPass();

    // The picture keeps the artwork's 16:9 inside the card: no bumper is cut off.
    const picture = page.getByRole('region', { name: audi }).getByRole('listitem').first().locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    const box = await picture.boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.05);
  });
}
