// Accessibility of the main admin pages: axe finds no violations, in Chinese and English.
import { expect, test } from '@playwright/test';
import { expectNoViolations, OWNER, signIn } from '../admin-support.ts';

test.describe.configure({ timeout: 120_000 });

test('axe finds no violations on the admin pages', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
  await expectNoViolations(page, 'login');

  await signIn(page, OWNER);
  const pages: [string, string][] = [
    ['/admin', '概览'],
    ['/admin/enquiries', '咨询'],
    ['/admin/analytics', '访问统计'],
    ['/admin/users', '用户'],
    ['/admin/audit', '审计日志'],
    ['/admin/account', '我的账户'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '加载中' })).toHaveCount(0);
    await expectNoViolations(page, path);
  }

  // A dialog open, and the English interface.
  await page.goto('/admin/users?l=en');
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await expect(dialog.getByLabel('E-mail')).toBeVisible();
  await expectNoViolations(page, 'users dialog (en)');
  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'New user' })).toBeFocused();
  await page.goto('/admin/analytics?l=zh');
  await expect(page.getByRole('heading', { level: 1, name: '访问统计' })).toBeVisible();
});
