// The brand sidebar: fixed on the left of wide screens, a panel behind the 品牌 toggle on phones
// (SPEC sections 2 and 4).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { header, isPhone, open, sidebar, watchConsole } from './shell-support.ts';

const BRANDS = ['迈凯伦', '兰博基尼', '保时捷', '梅赛德斯-奔驰', '法拉利', '宾利', '宝马', '奥迪'];
const toggle = (page: Page, label = '品牌') => header(page).getByRole('button', { name: label, exact: true });

async function showSidebar(page: Page) {
  if (!isPhone(page)) return;
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
}

const activeNames = (page: Page) => sidebar(page).locator('a[aria-current]').allTextContents();

test('the sidebar lists the eight brands in order, linking to their pages', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/');
  if (isPhone(page)) {
    // Closed on phones until the toggle opens it.
    await expect(sidebar(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-controls', 'brand-sidebar');
  } else {
    await expect(toggle(page)).toBeHidden();
  }
  await showSidebar(page);
  const links = sidebar(page).getByRole('link');
  await expect(links).toHaveText(BRANDS);
  await expect(links.first()).toHaveAttribute('href', '/brand/1');
  const icon = links.first().locator('img');
  await expect(icon).toHaveAttribute('src', /\/api\/static\/brand\/mclaren\.svg$/);
  await expect(icon).toHaveAttribute('width', /\d+/);
  await expect(sidebar(page).locator('a[aria-current]')).toHaveCount(0);

  await links.nth(2).click();
  await expect(page).toHaveURL(/\/brand\/3$/);
  if (isPhone(page)) {
    // Navigating closes the panel.
    await expect(sidebar(page)).toBeHidden();
    await showSidebar(page);
  }
  await expect(links.nth(2)).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test('the active brand follows /brand/:id, stays on its car pages and clears elsewhere', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/car/4');
  await showSidebar(page);
  await sidebar(page).getByRole('link', { name: '兰博基尼' }).click();
  await expect(page).toHaveURL(/\/brand\/2$/);
  await showSidebar(page);
  await expect.poll(() => activeNames(page)).toEqual(['兰博基尼']);
  await expect(sidebar(page).getByRole('link', { name: '兰博基尼' })).toHaveAttribute('aria-current', 'page');

  // Back to that brand's car page (the Lamborghini Huracán): the brand stays marked.
  await page.goBack();
  await expect(page).toHaveURL(/\/car\/4$/);
  await showSidebar(page);
  await expect.poll(() => activeNames(page)).toEqual(['兰博基尼']);
  await expect(sidebar(page).getByRole('link', { name: '兰博基尼' })).toHaveAttribute('aria-current', 'true');

  // Any other route clears the mark.
  if (isPhone(page)) await page.mouse.click(370, 600);
  await page.getByRole('contentinfo').getByRole('link', { name: '品牌故事' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await showSidebar(page);
  await expect.poll(() => activeNames(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('on wide screens the sidebar is 120px by 480px below the header, with a scroll hint', async ({
  page,
}) => {
  const problems = watchConsole(page);
  if (isPhone(page)) await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');

  const box = await sidebar(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 65, width: 120, height: 480 });
  // The page keeps the sidebar's width free.
  const content = await page.locator('#content').boundingBox();
  expect(content?.x).toBe(120);

  const list = sidebar(page).getByRole('list');
  expect(await list.evaluate((element) => element.scrollTop)).toBe(0);
  // The brand the list's edge cuts fades out while more are below; none does at the end.
  const edgeFade = () => list.evaluate((element) => getComputedStyle(element).maskImage);
  expect(await edgeFade()).toContain('linear-gradient');
  await sidebar(page).getByRole('button', { name: '更多品牌' }).click();
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(120);
  // The last brand can be reached: each press scrolls one more step, as far as the list goes.
  const furthest = await list.evaluate((element) => element.scrollHeight - element.clientHeight);
  for (const presses of [2, 3]) {
    await sidebar(page).getByRole('button', { name: '更多品牌' }).click();
    await expect
      .poll(() => list.evaluate((element) => element.scrollTop))
      .toBe(Math.min(120 * presses, furthest));
  }
  await expect(sidebar(page).getByRole('link', { name: '奥迪' })).toBeInViewport();
  await expect.poll(edgeFade).toBe('none');
  expect(problems).toEqual([]);
});

test('on phones the 品牌 toggle opens the panel over a dark overlay; overlay and close button close it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  if (!isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/?l=en');

  await expect(sidebar(page, 'Brands')).toBeHidden();
  await toggle(page, 'Brands').click();
  await expect(sidebar(page, 'Brands')).toBeVisible();
  await expect(sidebar(page, 'Brands').getByRole('link')).toHaveCount(8);
  await expect(sidebar(page, 'Brands').getByRole('link').first()).toHaveText('McLaren');
  await expect(sidebar(page, 'Brands').getByRole('link').first()).toBeInViewport();
  // The overlay darkens the page beside the panel.
  const overlayColour = await page
    .locator('#brand-sidebar')
    .evaluate((panel) => getComputedStyle(panel.previousElementSibling as Element).backgroundColor);
  expect(overlayColour).toMatch(/rgba?\(\s*\d+,\s*\d+,\s*\d+,\s*0\.[5-9]/);

  await page.mouse.click(370, 600);
  await expect(sidebar(page, 'Brands')).toBeHidden();
  await expect(toggle(page, 'Brands')).toHaveAttribute('aria-expanded', 'false');

  await toggle(page, 'Brands').click();
  await sidebar(page, 'Brands').getByRole('button', { name: 'Close brands' }).click();
  await expect(sidebar(page, 'Brands')).toBeHidden();

  await toggle(page, 'Brands').click();
  await page.keyboard.press('Escape');
  await expect(sidebar(page, 'Brands')).toBeHidden();

  // The page is not held under the panel's width on phones.
  expect((await page.locator('#content').boundingBox())?.x).toBe(0);
  expect(problems).toEqual([]);
});
