// The admin at 390 px: the sidebar becomes a menu, wide tables scroll inside their box, and the
// page itself never scrolls sideways.
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from '../admin-support.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at 390 px the menu opens and closes, and the users table scrolls inside its box', async ({ page }) => {
  await signIn(page, OWNER);
  const nav = page.getByRole('navigation', { name: '管理后台' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: '菜单' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  await menu.click();
  await nav.getByRole('link', { name: '用户' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '用户' })).toBeVisible();
  await expect(nav).toBeHidden();
  const table = page.getByRole('region', { name: '用户' });
  await expect(table).toBeVisible();
  const sizes = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
  const box = await table.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(box.scroll).toBeGreaterThan(box.client);
});
