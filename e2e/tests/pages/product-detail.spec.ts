// The product page: content, picture preview, the way back (from a car page or to the catalogue),
// structured data for search engines and the not-found answer.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from '../site/routes-public.ts';
import { watchConsole } from '../shell/shell-support.ts';

const main = (page: Page) => page.getByRole('main');

/** A part of car 1 (McLaren 720S), as the car page links to it. */
const CAR_PART = 66;
/** A catalogue line that fits many cars (no car of its own). */
const UNIVERSAL_PIECE = 7;

test(
  'a catalogue product shows its pictures, facts and the way back to its section',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/product/info/3');

    await expect(page).toHaveTitle(/ - M3 \/ M4 三段式前唇$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('M3 / M4 三段式前唇');
    await expect(main(page).getByText('干碳纤维 / 1×1 平纹 / 哑光清漆')).toBeVisible();
    await expect(main(page).getByText('左右两段可单独更换')).toBeVisible();
    // Made for the M4: the page names the car and links to it, and shows it among the pictures.
    await expect(main(page).getByText('宝马 · M4')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'M4', exact: true })).toHaveAttribute(
      'href',
      '/car/19',
    );
    await expect(main(page).getByText('通用款产品')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /^显示第 \d \/ 3 张图片$/ })).toHaveCount(3);
    const typeLinks = main(page).getByRole('link', { name: '前唇与前铲' });
    await expect(typeLinks.first()).toHaveAttribute('href', '/aerodynamic-kits/1');

    const hero = main(page)
      .getByRole('button', { name: '点击查看大图：M3 / M4 三段式前唇' })
      .getByRole('img');
    await expect(hero).toHaveAttribute('width', /\d+/);
    await expect(hero).toHaveAttribute('height', /\d+/);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await main(page).getByRole('link', { name: '← 返回 空气动力套件' }).click();
    await expect(page).toHaveURL(/\/aerodynamic-kits$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('空气动力套件');
    expect(problems).toEqual([]);
  },
);

test('a universal catalogue piece says so and shows its own picture alone', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`/product/info/${UNIVERSAL_PIECE}?l=en`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    'Adjustable splitter support rods (pair)',
  );
  await expect(main(page).getByText('Universal catalogue piece')).toBeVisible();
  await expect(main(page).locator('a[href^="/car/"]')).toHaveCount(0);
  await expect(
    main(page).getByRole('button', { name: 'Tap to enlarge: Adjustable splitter support rods (pair)' }),
  ).toBeVisible();
  // One picture: no row of thumbnails to choose from.
  await expect(main(page).getByRole('button', { name: /^Show picture / })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the pictures open in the preview, at the picture chosen', { tag: '@phone' }, async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`/product/info/${CAR_PART}`);
  // The preview opens by script: a press before the page is live does nothing.
  await hydrated(page);
  const dialog = page.getByRole('dialog');

  await main(page)
    .getByRole('button', { name: /^点击查看大图：/ })
    .click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 / 3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await main(page).getByRole('button', { name: '显示第 3 / 3 张图片' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('3 / 3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('opened from a car page, the back link returns to that car', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`/product/info/${CAR_PART}?from=car&fromPath=/car/1&fromName=720S&carId=1`);

  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('720S 干碳纤维前唇');
  await expect(main(page).getByRole('link', { name: '720S', exact: true })).toHaveAttribute('href', '/car/1');
  const back = main(page).getByRole('link', { name: '← 返回 720S' });
  await expect(back).toHaveAttribute('href', '/car/1');
  await back.click();
  await expect(page).toHaveURL(/\/car\/1$/);
  expect(problems).toEqual([]);
});

test('a hostile fromPath is never used', async ({ page, baseURL }) => {
  for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/car/1']) {
    await page.goto(
      `/product/info/${CAR_PART}?from=car&fromPath=${encodeURIComponent(hostile)}&fromName=720S&carId=1`,
    );
    await expect(main(page).getByRole('link', { name: '← 返回 720S' })).toHaveAttribute('href', '/car/1');
    await expect(page.locator('a[href*="evil"]')).toHaveCount(0);
  }
  await main(page).getByRole('link', { name: '← 返回 720S' }).click();
  await expect(page).toHaveURL(`${baseURL}/car/1`);
});

test('English shows the English fields and the English way back', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`/product/info/${CAR_PART}?l=en&from=car&fromPath=/car/1&fromName=720S&carId=1`);

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/ - 720S Dry-carbon front lip$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('720S Dry-carbon front lip');
  // The fitment under the name (the builds the part is seen on name their car the same way).
  await expect(main(page).getByText('McLaren · 720S', { exact: true }).first()).toBeVisible();
  await expect(main(page).getByRole('link', { name: '← Back to 720S' })).toHaveAttribute('href', '/car/1');
  expect(problems).toEqual([]);
});

test('the raw HTML carries Product structured data and an Open Graph image', async ({ request, baseURL }) => {
  const response = await request.get('/product/info/70?l=en', { headers: { 'user-agent': 'Baiduspider' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();

  expect(html).toMatch(/<title>[^<]+ - 720S Dry-carbon rear diffuser<\/title>/);
  expect(html).toMatch(/<h1[^>]*>720S Dry-carbon rear diffuser<\/h1>/);
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  // The image service's JPEG of the product's picture, at the share cards' width.
  expect(ogImage).toBe(`${baseURL}/api/image/960.jpeg/part/rear-diffuser.jpg`);

  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  const product = blocks.find((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    name: '720S Dry-carbon rear diffuser',
    brand: { '@type': 'Brand', name: 'McLaren' },
    category: 'Rear diffusers & exhausts',
    description: expect.stringContaining('Deeper channels'),
  });
  expect(product?.image).toEqual([
    `${baseURL}/api/static/part/rear-diffuser.jpg`,
    `${baseURL}/api/static/config/mclaren-1-2.jpg`,
    `${baseURL}/api/static/gallery/mclaren-1-1.jpg`,
  ]);
});

test('an unknown product answers 404 with the way into the catalogue', async ({ page, request }) => {
  for (const path of ['/product/info/99999', '/product/info/abc']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  const response = await page.goto('/product/info/99999?l=en');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/ - Page not found$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('This product is not available');
  await main(page).getByRole('link', { name: 'Browse Wheels' }).click();
  await expect(page).toHaveURL(/\/wheels$/);
});

test('/product/:id leads to the product page, keeping the query', async ({ page }) => {
  await page.goto(`/product/${CAR_PART}?from=car&fromPath=/car/1&fromName=720S&carId=1`);
  await expect(page).toHaveURL(new RegExp(`/product/info/${CAR_PART}\\?from=car`));
  await expect(main(page).getByRole('link', { name: '← 返回 720S' })).toBeVisible();
});
