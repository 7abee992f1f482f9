// A car's programme in the admin (decision 0062): an editor raises a tuned figure and swaps a
// stage's part (found by searching the products), saves the draft and sees both in the preview
// of the car page, while visitors still see the published programme; the draft is then discarded.
// Screenshots of the programme's part of the form at desktop and phone widths in both languages.
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

/** The demo's Audi RS 6 Avant (no other test edits it): stock 441 kW, tuned 537 kW. */
const RS6 = 23;

interface Stage {
  name: string;
  parts: { id: number; name: string }[];
}

const card = (scope: Page | Locator, page: Page, title: string) =>
  scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function shoot(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  // The notices of what was just done close first: they would cover the form.
  const notices = page.getByRole('region', { name: /^(通知|Notifications)$/ }).getByRole('status');
  for (const notice of await notices.all()) await notice.getByRole('button').click();
  await expect(notices).toHaveCount(0);
  for (const section of ['sectionProgramme', 'sectionStages'] as const) {
    const heading = page.getByRole('heading', {
      name:
        section === 'sectionProgramme'
          ? /改装方案：性能与价格|Programme: performance and price/
          : /^(改装阶段与配件|Stages and their parts)$/,
      level: 2,
    });
    const panel = page.locator('section').filter({ has: heading });
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: testInfo.outputPath(`${name}-${section}.png`), animations: 'disabled' });
  }
}

test('an editor changes a tuned figure and a stage part and sees them in the preview of the car page', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchAdminConsole(page);
  await ensureEditorUser(baseURL!);
  const owner = await ownerApi(baseURL!);

  // The published programme, and a product of the car that Stage 1 does not list yet.
  const detail = (await (await owner.get(`/api/cmst/index/getRefitCarInfo?carId=${RS6}`)).json()) as {
    result: { programme: { powerKw: { tuned: number }; stages: Stage[] } };
  };
  const [stage1] = detail.result.programme.stages;
  expect(detail.result.programme.powerKw.tuned).toBe(537);
  const products = (await (
    await owner.get(`/api/cmst/index/getProductListByPageSimple?carId=${RS6}&pageSize=100`)
  ).json()) as { result: { records: { id: number; name: string }[] } };
  const listed = new Set(stage1!.parts.map((part) => part.id));
  const swap = products.result.records.find((product) => !listed.has(product.id))!;
  expect(swap).toBeDefined();

  await signIn(page, EDITOR, `/admin/content/cars/${RS6}`);
  await expect(page.getByRole('heading', { name: '改装方案：性能与价格', level: 2 })).toBeVisible();
  await expect(page.getByLabel('原厂功率（kW）')).toHaveValue('441');
  await page.getByLabel('改装后功率（kW）').fill('560');

  // Stage 1's first part becomes another of the car's products, found by its name.
  const stage = card(page, page, '阶段 1');
  await expect(stage.getByLabel('名称 · 中文')).toHaveValue(stage1!.name);
  const part = card(stage, page, '配件 1');
  await part.getByLabel('搜索产品').fill(swap.name);
  const select = part.getByLabel('产品', { exact: true });
  await expect(select.locator(`option[value="${swap.id}"]`)).toHaveCount(1);
  await select.selectOption(String(swap.id));
  await saveDraftInEditor(page);
  await expectNoViolations(page, 'the car form with its programme');

  // The form at desktop and phone widths, in Chinese and in English.
  await shoot(page, 'admin-zh-1440', testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'admin-zh-390', testInfo);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('Tuned power (kW)')).toHaveValue('560');
  await shoot(page, 'admin-en-390', testInfo);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'admin-en-1440', testInfo);
  await page.getByRole('button', { name: '中文', exact: true }).click();

  // The preview of the car page shows the draft.
  const panel = page.getByRole('region', { name: '预览' });
  await panel.getByRole('radio', { name: '中文' }).check();
  await panel.getByRole('radio', { name: '桌面 · 1440 px' }).check();
  await panel.getByRole('button', { name: '预览草稿' }).click();
  const frame = page.frameLocator('iframe[title^="公开页面预览"]');
  const programme = frame.getByRole('region', { name: /原厂与改装对比/ });
  await expect(programme).toContainText('560 kW');
  await expect(programme).toContainText('761 马力');
  await expect(card(programme, page, stage1!.name).getByRole('link').first()).toHaveText(swap.name);

  // Visitors still see the published programme.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/car/${RS6}`);
  await expect(visitor.getByRole('region', { name: /原厂与改装对比/ })).toContainText('537 kW');
  await visitor.close();

  // The draft goes, leaving the car as the demo has it.
  const item = (await (await owner.get(`/api/admin/content/cars/${RS6}`)).json()) as {
    result: { version: number };
  };
  const discarded = await owner.post(`/api/admin/content/cars/${RS6}/discard`, {
    data: { version: item.result.version },
  });
  expect(discarded.status(), await discarded.text()).toBe(200);
  await owner.dispose();
  expect(problems).toEqual([]);
});
