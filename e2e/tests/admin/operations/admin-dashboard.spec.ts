// The start page: the owner sees the figures, recent activity and the go-live checklist (read
// from the server, each item with where to put it right) in Chinese and English, and follows a
// checklist link; sales see the new enquiries waiting and no checklist; editors see the drafts.
// axe finds no violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  EDITOR,
  OWNER,
  SALES,
  ensureEditorUser,
  ensureSalesUser,
  ownerApi,
  signIn,
  watchAdminConsole,
} from '../admin-support.ts';

// Several axe runs and three accounts: on a busy two-core machine this takes a while.
test.describe.configure({ timeout: 180_000 });

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

/** Waits until every part of the page has its answer. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /加载中|Loading/ })).toHaveCount(0);
}

test('the owner sees the start page and the go-live checklist, and follows a link to fix an item', async ({
  page,
  baseURL,
}) => {
  const problems = watchAdminConsole(page);
  await signIn(page, OWNER);
  await settled(page);
  await expect(page.getByRole('heading', { level: 2, name: '待处理的新咨询' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '近 7 天访问' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '最近动态' })).toBeVisible();
  const checklist = page.getByRole('region', { name: '上线检查' });
  await expect(checklist.getByText(/已完成 \d+ \/ 9 项/)).toBeVisible();
  const filing = checklist.getByRole('listitem').filter({ hasText: 'ICP 备案号与公安备案号' });
  await expect(filing.getByText('待完成')).toBeVisible();
  await expect(filing).toContainText('仍为空或仍是演示数据：ICP 备案号、公安备案号。');
  const origin = checklist.getByRole('listitem').filter({ hasText: '已设置公开网址' });
  await expect(origin.getByText('SITE_ORIGIN')).toBeVisible();
  await expect(
    checklist.getByRole('listitem').filter({ hasText: '每日备份' }).getByText('BACKUP_SCHEDULE'),
  ).toBeVisible();
  await expectNoViolations(page, 'overview (owner, zh)');

  await filing.getByRole('link', { name: '编辑站点设置' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/settings\/1$/);
  await expect(page.getByLabel(/ICP/).first()).toBeVisible();

  await page.goto('/admin?l=en');
  await settled(page);
  const english = page.getByRole('region', { name: 'Go-live checklist' });
  await expect(english.getByText(/\d+ of 9 done/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recent activity' })).toBeVisible();
  // A change of the owner's own shows in the audit screen's words (another test's changes may follow it).
  const name = `Adviser ${Date.now().toString(36)}`;
  const api = await ownerApi(baseURL ?? '');
  const made = await api.post('/api/admin/users', {
    data: {
      email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
      name,
      role: 'sales',
      password: SALES.password,
    },
  });
  expect(made.status()).toBe(200);
  await api.dispose();
  await page.reload();
  await settled(page);
  await expect(
    page.getByRole('region', { name: 'Recent activity' }).getByText(`created user “${name}”`),
  ).toBeVisible();
  await expectNoViolations(page, 'overview (owner, en)');
  await english.getByRole('listitem').filter({ hasText: 'Two-step sign-in' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await page.goto('/admin?l=zh');
  await expect(page.getByRole('heading', { level: 1, name: '概览' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('sales see the enquiries waiting and no checklist; editors see the drafts', async ({
  browser,
  baseURL,
}) => {
  await ensureSalesUser(baseURL ?? '');
  await ensureEditorUser(baseURL ?? '');

  // Pages of their own contexts: axe needs one per page.
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await signIn(sales, SALES);
  await settled(sales);
  await expect(sales.getByRole('heading', { level: 2, name: '待处理的新咨询' })).toBeVisible();
  await expect(sales.getByRole('heading', { level: 2, name: '最近的咨询动态' })).toBeVisible();
  await expect(sales.getByRole('region', { name: '上线检查' })).toHaveCount(0);
  await expect(sales.getByRole('heading', { name: '草稿与定时发布' })).toHaveCount(0);
  await expectNoViolations(sales, 'overview (sales, zh)');
  await sales.getByRole('link', { name: '查看新咨询' }).click();
  await expect(sales).toHaveURL(/\/admin\/enquiries\?status=new/);
  await sales.goto('/admin?l=en');
  await settled(sales);
  await expect(sales.getByRole('heading', { level: 2, name: 'New enquiries waiting' })).toBeVisible();
  await expect(sales.getByRole('region', { name: 'Go-live checklist' })).toHaveCount(0);
  await expectNoViolations(sales, 'overview (sales, en)');
  await sales.goto('/admin?l=zh');
  await salesContext.close();

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signIn(editor, EDITOR);
  await settled(editor);
  await expect(editor.getByRole('heading', { level: 2, name: '草稿与定时发布' })).toBeVisible();
  await expect(
    editor.getByRole('region', { name: '各类型待发布内容' }).getByRole('link', { name: '品牌' }),
  ).toBeVisible();
  await expect(editor.getByRole('heading', { name: '待处理的新咨询' })).toHaveCount(0);
  await expect(editor.getByRole('region', { name: '上线检查' })).toHaveCount(0);
  await editorContext.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the start page is one column that never scrolls sideways @phone', async ({ page }) => {
    await signIn(page, OWNER);
    await settled(page);
    const checklist = page.getByRole('region', { name: '上线检查' });
    await expect(checklist.getByText(/已完成 \d+ \/ 9 项/)).toBeVisible();
    const sizes = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    await expectNoViolations(page, 'overview (owner, phone)');
  });
});
