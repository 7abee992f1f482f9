// Signing in and out of /admin, in Chinese and English, with the errors a user can meet.
import { expect, test } from '@playwright/test';
import { OWNER, watchAdminConsole } from '../admin-support.ts';

test('an admin page asked for while signed out leads to sign-in, then back to that page; sign-out ends it', async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  await page.goto('/admin/enquiries?status=new');
  await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fenquiries%3Fstatus%3Dnew');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();

  // Wrong password: one message, the fields kept.
  await page.getByLabel('邮箱').fill(OWNER.email);
  await page.getByLabel('密码').fill('not-the-password-1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('邮箱或密码不正确。');
  await expect(page.getByLabel('邮箱')).toHaveValue(OWNER.email);

  await page.getByLabel('密码').fill(OWNER.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL('/admin/enquiries?status=new');
  await expect(page.getByRole('heading', { level: 1, name: '咨询' })).toBeVisible();
  // The owner's navigation, and none of the public site's shell.
  const nav = page.getByRole('navigation', { name: '管理后台' });
  for (const name of ['概览', '咨询', '访问统计', '用户', '审计日志', '我的账户']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: '咨询' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL('/admin/login');
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
  expect(problems).toEqual([]);
});

test('the sign-in page in English: labelled fields, a clear message for a wrong password', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByLabel('Password').fill('whatever-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  // Back to Chinese for the other tests of this browser (the choice is a cookie).
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
});
