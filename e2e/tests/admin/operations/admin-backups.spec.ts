// The owners' backup panel: reached from the navigation by keyboard, it tells that no backup is
// scheduled; "Back up now" shows the backup under way and then its result, the new archive is
// listed (by an owner) and downloads as a gzip file of its own name; the same in English, and axe
// finds nothing in either language. One sign-in, one page load: the rest is the admin's own
// navigation.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OWNER, signIn, watchAdminConsole } from '../admin-support.ts';

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

test('an owner backs the site up from the admin, sees it under way and done, and downloads it', async ({
  page,
}) => {
  // A backup of the demo site (its photographs) takes a while on a busy machine.
  test.setTimeout(180_000);
  const problems = watchAdminConsole(page);
  await signIn(page, OWNER);

  const entry = page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '备份' });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(page.getByRole('heading', { level: 1, name: '备份' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '加载中' })).toHaveCount(0);
  const schedule = page.getByRole('region', { name: '定时备份' });
  await expect(schedule.getByText('未设置定时备份：只有所有者手动请求时才会备份。')).toBeVisible();
  const archives = page.getByRole('region', { name: '存档' });
  await expect(archives).toContainText('请把每份存档复制到别处');
  await expectNoViolations(page, 'backups (zh)');

  const list = archives.getByRole('listitem');
  const before = await list.count();
  await page.getByRole('button', { name: '立即备份' }).click();
  // Under way: the button waits, and the band says what is happening (waiting, then making it).
  await expect(page.getByRole('button', { name: '正在备份…' })).toBeDisabled();
  await expect(page.getByRole('region', { name: /等待服务器开始备份|正在制作备份/ })).toBeVisible();
  // Then the result, followed by the page itself: no fixed wait.
  await expect(page.getByRole('button', { name: '立即备份' })).toBeEnabled({ timeout: 150_000 });
  const last = page.getByRole('region', { name: '上一次备份' });
  await expect(last.getByText('成功', { exact: true })).toBeVisible();
  await expect(last).toContainText(`由 ${OWNER.email} 发起`);
  await expect(list).toHaveCount(before + 1);

  const newest = list.first();
  await expect(newest.getByText('所有者手动')).toBeVisible();
  const name = (await newest.getByText(/^refit-backup-.*-owner\.tar\.gz$/).textContent()) ?? '';
  expect(name).toMatch(/^refit-backup-\d{8}-\d{6}Z-owner\.tar\.gz$/);
  await expect(last.getByText(name)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: `下载 ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  const file = await download.path();
  const head = Buffer.alloc(2);
  const handle = fs.openSync(file, 'r');
  fs.readSync(handle, head, 0, 2, 0);
  fs.closeSync(handle);
  // The gzip magic number.
  expect([...head]).toEqual([0x1f, 0x8b]);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  const lastEn = page.getByRole('region', { name: 'Last backup' });
  await expect(lastEn.getByText('Succeeded', { exact: true })).toBeVisible();
  await expect(lastEn).toContainText(`Asked for by ${OWNER.email}`);
  await expect(page.getByRole('region', { name: 'Scheduled backups' })).toContainText(
    'No backups are scheduled: the site backs itself up only when an owner asks.',
  );
  const archivesEn = page.getByRole('region', { name: 'Archives' });
  await expect(archivesEn.getByRole('listitem').first().getByText('By an owner')).toBeVisible();
  await expect(archivesEn.getByRole('link', { name: `Download ${name}` })).toBeVisible();
  await expectNoViolations(page, 'backups (en)');
  expect(problems).toEqual([]);
});
