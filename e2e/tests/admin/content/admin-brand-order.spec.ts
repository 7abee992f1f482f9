// One brand order for the whole public site: an editor moves a brand in the admin's list, and the
// header's Brands submenu follows it as the sidebar does, on a desktop in Chinese and on a phone in
// English. The order is live as soon as it is saved (no publishing step).
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { EDITOR, ensureEditorUser, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';
import {
  desktopNav,
  drawer,
  header,
  sidebar,
  waitUntilLive,
  watchConsole,
} from '../../shell/shell-support.ts';

interface BrandRecord {
  id: number;
  title: string;
  titleEn: string;
  status: string;
}

async function brandRecords(api: APIRequestContext): Promise<BrandRecord[]> {
  const answer = await api.get('/api/admin/content/brands?pageSize=100');
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { records: BrandRecord[] } }).result.records;
}

/** The links of the submenu a header toggle opens (its panel is named by aria-controls). */
async function submenuLinks(page: Page, toggle: Locator): Promise<Locator> {
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link');
}

/** A visitor on a wide screen, in Chinese: the Brands submenu (on hover) and the sidebar. */
async function checkDesktop(browser: Browser, names: string[]): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const problems = watchConsole(page);
  await page.goto('/?l=zh');
  await waitUntilLive(page);
  await expect(sidebar(page).getByRole('link')).toHaveText(names);
  const nav = desktopNav(page);
  await nav.getByRole('link', { name: '品牌', exact: true }).hover();
  await expect(await submenuLinks(page, nav.getByRole('button', { name: '品牌：展开子菜单' }))).toHaveText(
    names,
  );
  await page.close();
  expect(problems).toEqual([]);
}

/** A visitor on a phone, in English: the drawer's Brands accordion and the sidebar panel. */
async function checkPhone(browser: Browser, names: string[]): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/?l=en');
  await waitUntilLive(page);
  const burger = header(page).getByRole('button', { name: 'Open menu' });
  await burger.click();
  const toggle = drawer(page, 'Site menu').getByRole('button', { name: 'Brands: show submenu' });
  await toggle.click();
  await expect(await submenuLinks(page, toggle)).toHaveText(names);
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await header(page).getByRole('button', { name: 'Brands', exact: true }).click();
  await expect(sidebar(page, 'Brands').getByRole('link')).toHaveText(names);
  await context.close();
  expect(problems).toEqual([]);
}

test('a brand moved in the admin moves in the header menu and the sidebar alike', async ({
  page,
  browser,
  baseURL,
}) => {
  await ensureEditorUser(baseURL!);
  const owner = await ownerApi(baseURL!);
  const before = await brandRecords(owner);
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR, '/admin/content/brands');

  // The third brand goes first, by keyboard; each step waits for what the drag announces.
  const moved = before[2]!;
  const handle = page.getByRole('button', { name: `拖动以移动 ${moved.title}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const announced = page.getByRole('status').filter({ hasText: moved.title });
  await expect(announced).toHaveText(`${moved.title} 移到位置 3。`);
  // dnd-kit listens for arrow keys a moment after the pick-up: press until each move is announced.
  for (const position of [2, 1]) {
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(announced).toHaveText(`${moved.title} 移到位置 ${position}。`, { timeout: 1_000 });
    }).toPass();
  }
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`${moved.title} 已放在位置 1。`);
  await expect(page.getByText('顺序已保存')).toBeVisible();

  try {
    const after = [moved, ...before.filter((brand) => brand.id !== moved.id)];
    // The brands the site lists: the seed's eight published ones shown in the menu, first in the list.
    const listed = after.filter((brand) => brand.id <= 8);
    const zh = listed.map((brand) => brand.title);
    const en = listed.map((brand) => brand.titleEn);
    expect(zh[0]).toBe(moved.title);

    await checkDesktop(browser, zh);
    await checkPhone(browser, en);
  } finally {
    // The seed's order again, for the other tests.
    const back = await owner.post('/api/admin/content/brands/reorder', {
      data: { parentId: null, ids: before.map((brand) => brand.id) },
    });
    expect(back.status(), await back.text()).toBe(200);
    await owner.dispose();
  }
  expect(problems).toEqual([]);
});
