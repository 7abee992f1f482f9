// The inbox end to end: an enquiry sent through a car page's booking form arrives with that car as
// its source, its status is changed and kept, the filtered set downloads as CSV with a BOM, and
// analytics counts the visit.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OWNER, SALES, ensureSalesUser, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';
import { waitUntilLive } from '../../shell/shell-support.ts';

// The captcha is a real proof of work: a busy machine needs time for it.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const VISITOR = `王测试${Date.now().toString(36).slice(-5)}`;
let carName = '';

/** Sends the booking form of /car/1 as a visitor would; returns the page's main heading. */
async function sendEnquiryFromCarPage(page: Page): Promise<string> {
  await page.goto('/car/1?l=zh');
  await waitUntilLive(page);
  const name = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
  const form = page.getByRole('form', { name: '预约咨询' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('checkbox', { name: '我不是机器人' }).click();
  await expect(form.getByRole('checkbox', { name: '验证通过' })).toBeChecked({ timeout: 30_000 });
  await form.getByRole('textbox', { name: '姓名' }).fill(VISITOR);
  await form.getByRole('textbox', { name: '电话' }).fill('13800138000');
  await form.getByRole('textbox', { name: '邮箱' }).fill('visitor@example.com');
  await form.getByRole('textbox', { name: '留言' }).fill('想了解这台车的碳纤维套件，谢谢。');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功！我们会尽快与您联系')).toBeVisible({ timeout: 20_000 });
  return name;
}

test('an enquiry sent from a car page appears in the inbox with that car; its status change is kept', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  carName = await sendEnquiryFromCarPage(visitor);
  await visitor.close();
  expect(carName).not.toBe('');

  const problems = watchAdminConsole(page);
  await signIn(page, OWNER, `/admin/enquiries`);
  await page.getByRole('searchbox', { name: '搜索' }).fill(VISITOR);
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(VISITOR)}`));
  const row = page.getByRole('row').filter({ hasText: VISITOR });
  await expect(row).toHaveCount(1);
  const source = row.getByRole('link', { name: /^车型 · / });
  await expect(source).toHaveAttribute('href', '/car/1');
  // The source's title is the car's name, as the car page's heading shows it.
  const title = (await source.innerText()).replace('车型 · ', '');
  expect(title).not.toBe('');
  expect(carName).toContain(title);
  carName = title;
  await expect(row.getByRole('link', { name: '13800138000' })).toHaveAttribute('href', 'tel:13800138000');
  await expect(row.getByText('新咨询')).toBeVisible();

  await row.getByRole('link', { name: VISITOR }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${VISITOR} 的咨询` })).toBeVisible();
  await page.getByLabel('状态').selectOption({ label: '已联系' });
  await page.getByLabel('备注').fill('已电话沟通，周五到店。');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByRole('status').filter({ hasText: '咨询已保存' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('状态')).toHaveValue('contacted');
  await expect(page.getByLabel('备注')).toHaveValue('已电话沟通，周五到店。');
  // The back button returns to the filtered inbox, which now shows the new status.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(VISITOR)}`));
  await expect(page.getByRole('row').filter({ hasText: VISITOR }).getByText('已联系')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the filtered inbox downloads as CSV, UTF-8 with a BOM', async ({ page }) => {
  await signIn(page, OWNER, `/admin/enquiries?status=contacted&q=${encodeURIComponent(VISITOR)}`);
  await expect(page.getByRole('row').filter({ hasText: VISITOR })).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{8}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
  // A header and the one enquiry the filter leaves.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(VISITOR);
  expect(lines[1]).toContain(carName);
});

test('the inbox filters by assignee, and the URL keeps the choice', async ({ page, baseURL }) => {
  await ensureSalesUser(baseURL ?? '');
  const api = await ownerApi(baseURL ?? '');
  const found = (await (await api.get(`/api/admin/enquiries?q=${encodeURIComponent(VISITOR)}`)).json()) as {
    result: { records: { id: number }[] };
  };
  const assignable = (await (await api.get('/api/admin/users/assignable')).json()) as {
    result: { records: { id: number; email: string }[] };
  };
  const sales = assignable.result.records.find((user) => user.email === SALES.email);
  expect(sales).toBeDefined();
  const enquiryId = found.result.records[0]?.id;
  const assigned = await api.patch(`/api/admin/enquiries/${enquiryId}`, { data: { assigneeId: sales?.id } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await api.dispose();

  await signIn(page, OWNER, `/admin/enquiries?q=${encodeURIComponent(VISITOR)}`);
  const assignee = page.getByRole('combobox', { name: '负责人' });
  await assignee.selectOption({ label: SALES.name });
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`assignee=${sales?.id}`));
  await expect(page.getByRole('row').filter({ hasText: VISITOR })).toHaveCount(1);
  await page.reload();
  await expect(assignee).toHaveValue(String(sales?.id));
  // The assignable people arrive after the page: until then the choice shows as "#<id>".
  await expect(assignee.locator('option:checked')).toHaveText(SALES.name);

  // The owner has none of them.
  const owner = (await assignee.locator('option').allInnerTexts()).find(
    (label) => label !== SALES.name && label !== '全部',
  );
  expect(owner).toBeDefined();
  await assignee.selectOption({ label: owner ?? '' });
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page.getByText('没有符合筛选条件的咨询。')).toBeVisible();
});

test('analytics shows the visit to the car page', async ({ page }) => {
  await signIn(page, OWNER, '/admin/analytics');
  await expect(page.getByRole('link', { name: '最近 7 天' })).toHaveAttribute('aria-current', 'true');
  const visits = page.locator('[data-metric="visits"]');
  await expect(visits).not.toHaveText('0');
  await expect(page.locator('[data-metric="enquiries"]')).not.toHaveText('0');
  await expect(page.getByRole('region', { name: '热门车型' }).getByText(carName)).toBeVisible();
  await expect(
    page.getByRole('img', { name: '每日访问次数、访客数与咨询数' }).locator('canvas'),
  ).toBeVisible();
});

test('what is typed in the filters is kept when the assignable people arrive afterwards', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/users/assignable', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, OWNER, '/admin/enquiries');
  await page.getByRole('searchbox', { name: '搜索' }).fill(VISITOR);
  const assignable = page.waitForResponse('**/api/admin/users/assignable');
  release();
  await assignable;
  await expect(page.getByRole('combobox', { name: '负责人' }).locator('option')).not.toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: '搜索' })).toHaveValue(VISITOR);
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(VISITOR)}`));
});
