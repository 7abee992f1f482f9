// Role-aware navigation: a sales user sees the inbox and analytics only, and the users page says
// plainly that it is not for them (the server refuses the call too).
import { expect, test } from '@playwright/test';
import { SALES, ensureSalesUser, signIn } from '../admin-support.ts';

test('sales sees Enquiries and Analytics only and cannot open users or the audit log', async ({
  page,
  baseURL,
}) => {
  await ensureSalesUser(baseURL ?? '');
  await signIn(page, SALES);
  const nav = page.getByRole('navigation', { name: '管理后台' });
  await expect(nav.getByRole('link', { name: '咨询' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '访问统计' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '用户' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '审计日志' })).toHaveCount(0);

  for (const path of ['/admin/users', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '没有权限' })).toBeVisible();
    await expect(page.getByText('您的角色无法打开此页面。')).toBeVisible();
  }
  const answer = await page.request.get('/api/admin/users');
  expect(answer.status()).toBe(403);
});
