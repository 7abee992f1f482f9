// The image preview modal (SPEC sections 2 and 4), opened from a gallery of the car page: counter,
// title, arrows and keys that wrap, thumbnails, closing by button, backdrop and Escape, page
// scrolling locked while open and focus handed back afterwards.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openPage, watchConsole } from './brand-helpers.ts';

const GALLERY = '720S · 外滩夜色';
const dialog = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => dialog(page).getByText(/^\d \/ \d$/);

async function openGallery(page: Page) {
  const card = page.getByRole('button', { name: GALLERY });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(dialog(page)).toBeVisible();
  return card;
}

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/www\.youtube\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
});

test(
  'a gallery opens in the preview with its title, counter and thumbnails',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, '/car/1');
    await openGallery(page);
    await expect(dialog(page).getByRole('heading', { name: '720S · 外滩夜色' })).toBeVisible();
    await expect(counter(page)).toHaveText('1 / 4');
    const shown = dialog(page).locator('img').first();
    await expect(shown).toHaveAttribute('src', '/api/static/gallery/mclaren-1-1.jpg');
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const thumbnails = dialog(page).getByRole('button', { name: /查看第 \d 张，共 4 张/ });
    await expect(thumbnails).toHaveCount(4);
    await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
    await thumbnails.nth(2).click();
    await expect(counter(page)).toHaveText('3 / 4');
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(dialog(page).locator('img').first()).toHaveAttribute(
      'src',
      '/api/static/gallery/mclaren-1-3.jpg',
    );
    expect(problems).toEqual([]);
  },
);

test('arrow keys and buttons move through the pictures and wrap at both ends', async ({ page }) => {
  await openPage(page, '/car/1');
  await openGallery(page);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('4 / 4');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('1 / 4');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('2 / 4');
  await dialog(page).getByRole('button', { name: '上一张' }).click();
  await dialog(page).getByRole('button', { name: '上一张' }).click();
  await expect(counter(page)).toHaveText('4 / 4');
  await dialog(page).getByRole('button', { name: '下一张' }).click();
  await expect(counter(page)).toHaveText('1 / 4');
});

test('Escape closes the preview and gives the focus back to the gallery card', async ({ page }) => {
  await openPage(page, '/car/1');
  const card = await openGallery(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('the close button and a click on the backdrop close the preview', async ({ page }) => {
  await openPage(page, '/car/1');
  await openGallery(page);
  await dialog(page).getByRole('button', { name: '关闭预览' }).click();
  await expect(dialog(page)).toHaveCount(0);

  await openGallery(page);
  // The top-left corner of the viewport is backdrop, not picture.
  await page.mouse.click(8, Math.round((page.viewportSize()?.height ?? 800) / 2));
  await expect(dialog(page)).toHaveCount(0);

  // The picture is letterboxed in its stage: a click on it keeps the preview, a click in the
  // band beside (or above) it closes it.
  await openGallery(page);
  const picture = dialog(page).locator('img[data-picture]');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const geometry = await picture.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return {
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      drawn: { width: img.naturalWidth * scale, height: img.naturalHeight * scale },
    };
  });
  const { box, drawn } = geometry;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog(page)).toHaveCount(1);
  const sideBand = (box.width - drawn.width) / 2;
  const topBand = (box.height - drawn.height) / 2;
  expect(Math.max(sideBand, topBand)).toBeGreaterThan(4);
  // (Near the band's top end: the arrows sit halfway down the sides.)
  if (sideBand > topBand) await page.mouse.click(box.x + sideBand / 2, box.y + 12);
  else await page.mouse.click(box.x + box.width / 2, box.y + topBand / 2);
  await expect(dialog(page)).toHaveCount(0);
});

test('the page does not scroll while the preview is open', { tag: '@phone' }, async ({ page, isMobile }) => {
  await openPage(page, '/car/1');
  await openGallery(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  if (isMobile) {
    await page.keyboard.press('PageDown');
  } else {
    await page.mouse.move(700, 450);
    await page.mouse.wheel(0, 1200);
  }
  // A scroll would have started within two rendered frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  // Closed, the same input scrolls the page again.
  if (isMobile) {
    await page.keyboard.press('PageDown');
  } else {
    await page.mouse.wheel(0, 1200);
  }
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('the preview speaks English on English pages', async ({ page }) => {
  await openPage(page, '/car/1?l=en');
  await page.getByRole('button', { name: '720S · The Bund by Night' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Close preview' })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Show image 2 of 4' })).toBeVisible();
  await expect(counter(page)).toHaveText('1 / 4');
});
