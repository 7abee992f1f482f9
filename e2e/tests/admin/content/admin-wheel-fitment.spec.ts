// A wheel's fitment in the admin (decision 0066): an editor types a bolt pattern the rule refuses
// and reads why beside the field, in Chinese; corrected, the draft's sizes show in the preview of
// the wheel's page while visitors still see the published ones; the draft is then discarded.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  EDITOR,
  ensureEditorUser,
  expectNoViolations,
  ownerApi,
  saveDraftInEditor,
  signIn,
  watchAdminConsole,
} from '../admin-support.ts';

/** The demo's RJ-M10 Aurora wheel (no other test edits it). */
const AURORA = 36;

const card = (scope: Page | Locator, page: Page, title: string) =>
  scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an editor corrects a refused bolt pattern and sees the sizes in the preview of the wheel', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const problems = watchAdminConsole(page);
  await ensureEditorUser(baseURL!);
  const owner = await ownerApi(baseURL!);

  await signIn(page, EDITOR, `/admin/content/products/${AURORA}`);
  await expect(page.getByRole('heading', { name: '轮毂适配', level: 2 })).toBeVisible();
  const size = card(page, page, '规格 1');
  const pattern = size.getByLabel('孔距（PCD）');
  const published = await pattern.inputValue();
  expect(published).toMatch(/^[3-8]x\d{2,3}(\.\d)?$/);

  await pattern.fill('5-120');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(size.getByText('格式如 5x112（3 至 8 个螺栓，分布圆直径以毫米计）')).toBeVisible();

  // Typed with the multiplication sign, as makers write it: stored as 5x120.
  await pattern.fill('5×120');
  await size.getByLabel('偏距 ET（毫米）').fill('-8');
  await saveDraftInEditor(page);
  await expect(pattern).toHaveValue('5x120');
  await expectNoViolations(page, 'the product form with its fitment');

  // The preview of the wheel's page shows the draft's size.
  const panel = page.getByRole('region', { name: '预览' });
  await panel.getByRole('radio', { name: '中文' }).check();
  await panel.getByRole('radio', { name: '桌面 · 1440 px' }).check();
  await panel.getByRole('button', { name: '预览草稿' }).click();
  const frame = page.frameLocator('iframe[title^="公开页面预览"]');
  const fitment = frame.getByRole('region', { name: '规格与适配车型' });
  await expect(fitment.getByRole('row').nth(1)).toContainText('5×120');
  await expect(fitment.getByRole('row').nth(1)).toContainText('ET −8');

  // Visitors still see the published sizes.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/product/info/${AURORA}`);
  const live = visitor.getByRole('region', { name: '规格与适配车型' });
  await expect(live.getByRole('row').nth(1)).toContainText(published.replace('x', '×'));
  await visitor.close();

  // The draft goes, leaving the wheel as the demo has it.
  const item = (await (await owner.get(`/api/admin/content/products/${AURORA}`)).json()) as {
    result: { version: number };
  };
  const discarded = await owner.post(`/api/admin/content/products/${AURORA}/discard`, {
    data: { version: item.result.version },
  });
  expect(discarded.status(), await discarded.text()).toBe(200);
  await owner.dispose();
  // The one refused save is the browser's only complaint.
  expect(problems).toEqual([
    `Failed to load resource: the server responded with a status of 400 (Bad Request) ${baseURL}/api/admin/content/products/${AURORA}`,
  ]);
});
