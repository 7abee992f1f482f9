// The overview shows owners the background jobs (their interval, last run, next run and failures
// in a row, read from the server's job runner); sales, who may open the overview too, never see them.
import { expect, test } from '@playwright/test';
import { OWNER, SALES, ensureSalesUser, signIn } from '../admin-support.ts';

test('owners see the background jobs on the overview, sales do not', async ({ browser, page, baseURL }) => {
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { level: 2, name: '后台任务' })).toBeVisible();
  const jobs = page.getByRole('table', { name: '后台任务' });
  for (const [name, every] of [
    ['咨询通知', '每 15 秒'],
    ['定时发布', '每 30 秒'],
    ['访问统计汇总', '每 10 分钟'],
    ['百度推送', '每 30 秒'],
  ] as const) {
    await expect(jobs.getByRole('row').filter({ hasText: name })).toContainText(every);
  }

  await ensureSalesUser(baseURL ?? '');
  const sales = await browser.newPage();
  await signIn(sales, SALES);
  await expect(sales.getByRole('heading', { level: 1, name: '概览' })).toBeVisible();
  await expect(sales.getByRole('heading', { name: '后台任务' })).toHaveCount(0);
  await sales.close();
});
