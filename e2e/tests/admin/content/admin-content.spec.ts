// Content editing as an editor would do it: a news story written in both languages and published
// to the public list, a save overtaken by another tab (409: reload or overwrite), and the brand
// order changed by keyboard, followed by the public sidebar.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  EDITOR,
  ensureEditorUser,
  expectNoViolations,
  OWNER,
  ownerApi,
  publishInEditor,
  saveDraftInEditor,
  signIn,
  watchAdminConsole,
} from '../admin-support.ts';
import { waitUntilLive } from '../../shell/shell-support.ts';

interface ListRecord {
  id: number;
  title: string;
  titleEn: string;
}

async function ensureEditor(baseURL: string): Promise<APIRequestContext> {
  await ensureEditorUser(baseURL);
  return ownerApi(baseURL);
}

async function records(api: APIRequestContext, type: string): Promise<ListRecord[]> {
  const answer = await api.get(`/api/admin/content/${type}?pageSize=100`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { records: ListRecord[] } }).result.records;
}

const sidebarNames = (page: Page) =>
  page.getByRole('complementary', { name: '品牌' }).getByRole('link').allTextContents();

test.describe.configure({ mode: 'serial' });

test('an editor writes a news story in both languages, publishes it and finds it on /news', async ({
  page,
  baseURL,
}) => {
  const owner = await ensureEditor(baseURL!);
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR, '/admin/content/news');

  // The navigation offers the content; the list counts untranslated items.
  await expect(
    page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '内容' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: '新闻' })).toBeVisible();
  await expect(page.getByText(/所有条目均已翻译|个条目缺少翻译/)).toBeVisible();

  await page.getByRole('link', { name: '新建' }).click();
  await expect(page).toHaveURL('/admin/content/news/new');
  await page.getByLabel('标题 · 中文', { exact: true }).fill('锐界发布全新碳纤维套件');

  // One side filled: the pair is marked, and 从中文复制 fills the other side.
  const titlePair = page.getByRole('group', { name: /^标题/ });
  await expect(titlePair.getByText('缺少翻译')).toBeVisible();
  await titlePair.getByRole('button', { name: '从中文复制: 标题' }).click();
  await expect(page.getByLabel('标题 · English', { exact: true })).toHaveValue('锐界发布全新碳纤维套件');
  await page.getByLabel('标题 · English', { exact: true }).fill('Refit unveils a new carbon-fibre kit');
  await expect(titlePair.getByText('缺少翻译')).toHaveCount(0);

  await page.getByLabel('摘要 · 中文').fill('全新碳纤维空气动力套件正式发布。');
  await page.getByLabel('摘要 · English').fill('A new carbon-fibre aerodynamic kit is here.');
  await page.getByRole('textbox', { name: '正文 · 中文' }).click();
  await page.keyboard.type('首批套件将于下月交付。');
  await page.getByRole('textbox', { name: '正文 · English' }).click();
  await page.keyboard.type('The first kits ship next month.');

  // Unsaved changes: leaving asks first, and staying keeps them.
  await expect(page.getByText('有未保存的改动')).toBeVisible();
  await page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '概览' }).click();
  const leave = page.getByRole('dialog', { name: '不保存就离开？' });
  await expect(leave).toBeVisible();
  // The dialog's own close button in its header bears the same name: the action is the last one.
  await leave.getByRole('button', { name: '留下' }).last().click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL('/admin/content/news/new');
  await expect(page.getByLabel('标题 · 中文', { exact: true })).toHaveValue('锐界发布全新碳纤维套件');

  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(
    page.getByRole('complementary', { name: '发布' }).getByText('草稿', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('所有改动已保存')).toBeVisible();

  // Not public yet.
  expect((await page.request.get(`/news/info/${id}`)).status()).toBe(404);

  await publishInEditor(page);
  // The history lists the save and the publication.
  const history = page.getByRole('region', { name: '历史版本' });
  await expect(history.getByText(/· 发布 ·/)).toBeVisible();

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/news');
  await expect(visitor.getByRole('link', { name: /锐界发布全新碳纤维套件/ }).first()).toBeVisible();
  await visitor.goto('/news?l=en');
  await expect(
    visitor.getByRole('link', { name: /Refit unveils a new carbon-fibre kit/ }).first(),
  ).toBeVisible();
  await visitor.goto(`/news/info/${id}?l=en`);
  await expect(visitor.getByText('The first kits ship next month.')).toBeVisible();
  await visitor.close();

  // Unpublished again from the list (bulk, confirmed): gone from the public site.
  await page.getByRole('link', { name: '返回新闻' }).click();
  await page.getByRole('checkbox', { name: '选择 锐界发布全新碳纤维套件' }).check();
  await page.getByRole('button', { name: '取消发布' }).click();
  const confirm = page.getByRole('dialog', { name: '取消发布条目' });
  await confirm.getByRole('button', { name: '取消发布' }).click();
  await expect(page.getByText('已撤下 1 个条目')).toBeVisible();
  await expect.poll(async () => (await page.request.get(`/news/info/${id}`)).status()).toBe(404);

  expect((await owner.delete(`/api/admin/content/news/${id}`)).status()).toBe(200);
  await owner.dispose();
  expect(problems).toEqual([]);
});

test('a save overtaken by another tab offers reload or overwrite and loses nothing', async ({
  page,
  baseURL,
}) => {
  const owner = await ensureEditor(baseURL!);
  const partner = (await records(owner, 'partners'))[0]!;
  await signIn(page, EDITOR, `/admin/content/partners/${partner.id}`);
  const other = await page.context().newPage();
  await other.goto(`/admin/content/partners/${partner.id}`);

  // The other tab saves first.
  await other.getByLabel('名称 · English').fill('Partner saved in the other tab');
  await other.getByRole('button', { name: '保存草稿' }).click();
  await expect(other.getByText('草稿已保存')).toBeVisible();

  // This tab saves on top of the old version: 409, a choice, the edit still on screen.
  await page.getByLabel('名称 · English').fill('Partner saved here');
  await page.getByRole('button', { name: '保存草稿' }).click();
  const dialog = page.getByRole('dialog', { name: '其他人已保存了此条目' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(EDITOR.name);
  await dialog.getByRole('button', { name: '用我的版本覆盖' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('所有改动已保存')).toBeVisible();
  const saved = await owner.get(`/api/admin/content/partners/${partner.id}`);
  expect(
    ((await saved.json()) as { result: { document: { partnersNameEn: string } } }).result.document
      .partnersNameEn,
  ).toBe('Partner saved here');

  // Again the other way round: reloading shows the other tab's text.
  await other.reload();
  await other.getByLabel('名称 · English').fill('Second text of the other tab');
  await other.getByRole('button', { name: '保存草稿' }).click();
  await expect(other.getByText('草稿已保存')).toBeVisible();
  await page.getByLabel('名称 · English').fill('Lost on purpose');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await dialog.getByRole('button', { name: '加载对方的版本' }).click();
  await expect(page.getByLabel('名称 · English')).toHaveValue('Second text of the other tab');
  await expect(page.getByText('所有改动已保存')).toBeVisible();

  // Back to the seed's text, for the other tests of the site.
  const restore = await owner.get(`/api/admin/content/partners/${partner.id}`);
  const current = (
    (await restore.json()) as { result: { version: number; document: Record<string, unknown> } }
  ).result;
  const put = await owner.put(`/api/admin/content/partners/${partner.id}`, {
    data: { version: current.version, document: { ...current.document, partnersNameEn: partner.titleEn } },
  });
  expect(put.status(), await put.text()).toBe(200);
  await other.close();
  await owner.dispose();
});

test('brands reordered by keyboard: the public sidebar follows', async ({ page, baseURL }) => {
  const owner = await ensureEditor(baseURL!);
  const before = await records(owner, 'brands');
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR, '/admin/content/brands');
  const first = before[0]!;
  const second = before[1]!;

  const handle = page.getByRole('button', { name: `拖动以移动 ${second.title}` });
  // Each step waits for what the drag announces to screen readers.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const announced = page.getByRole('status').filter({ hasText: second.title });
  await expect(announced).toHaveText(`${second.title} 移到位置 2。`);
  // dnd-kit starts listening for arrow keys a moment after the pick-up (so the key that picked the
  // item up is not taken as a move): press again until the move is announced. At the top of the
  // list a further ArrowUp changes nothing.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText(`${second.title} 移到位置 1。`, { timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`${second.title} 已放在位置 1。`);
  await expect(page.getByText('顺序已保存')).toBeVisible();
  const titles = page.getByRole('table').getByRole('link');
  await expect(titles.nth(0)).toHaveText(second.title);
  await expect(titles.nth(1)).toHaveText(first.title);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/');
  await waitUntilLive(visitor);
  await expect
    .poll(async () => (await sidebarNames(visitor)).slice(0, 2))
    .toEqual([second.title, first.title]);
  await visitor.close();

  // The seed's order again.
  const back = await owner.post('/api/admin/content/brands/reorder', {
    data: { parentId: null, ids: before.map((brand) => brand.id) },
  });
  expect(back.status(), await back.text()).toBe(200);
  await owner.dispose();
  expect(problems).toEqual([]);
});

test('sales does not see the content and is refused its pages', async ({ page, baseURL }) => {
  const owner = await ownerApi(baseURL!);
  const sales = { email: 'content-sales@example.com', password: 'Copper-Meadow-Lantern-91' };
  const made = await owner.post('/api/admin/users', {
    data: { ...sales, name: '赵销售', role: 'sales' },
  });
  expect([200, 409]).toContain(made.status());
  await owner.dispose();
  await signIn(page, sales);
  await expect(
    page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '内容' }),
  ).toHaveCount(0);
  await page.goto('/admin/content/brands');
  await expect(page.getByRole('heading', { name: '没有权限' })).toBeVisible();
});

test("the server's messages appear beside the fields, in the interface's language", async ({ page }) => {
  await signIn(page, OWNER, '/admin/content/brands/new');
  await page.getByLabel('名称 · 中文').fill('测试品牌');
  await page.getByLabel('地址名').fill('Not a slug!');
  await page.getByLabel('图标', { exact: true }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请修正标出的字段' })).toBeVisible();
  await expect(page.getByLabel('地址名')).toHaveAccessibleDescription(/只能用小写字母、数字和连字符/);
  await expect(page.getByLabel('图标', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/admin/content/brands/new');
  // Nothing typed is lost.
  await expect(page.getByLabel('名称 · 中文')).toHaveValue('测试品牌');
});

test('axe finds no violations on the content list and form, in Chinese and English', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER, '/admin/content/brands');
  for (const [path, heading] of [
    ['/admin/content/brands', '品牌'],
    ['/admin/content/brands/1?l=en', '迈凯伦'],
    ['/admin/content/news/1?l=zh', /锐界/],
    ['/admin/content/settings/1?l=en', 'Site settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /加载中|Loading/ })).toHaveCount(0);
    await expectNoViolations(page, path);
  }
});

test('a publishing time is set and cancelled, and an earlier version restored from the history', async ({
  page,
  baseURL,
}) => {
  const owner = await ensureEditor(baseURL!);
  const partner = (await records(owner, 'partners'))[1]!;
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR, `/admin/content/partners/${partner.id}`);
  const english = page.getByLabel('名称 · English');
  await expect(english).toHaveValue(partner.titleEn);

  await english.fill('A name to be undone');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  const publishing = page.getByRole('complementary', { name: '发布' });
  await expect(publishing.getByText('有改动', { exact: true })).toBeVisible();

  // Tomorrow at ten, China time.
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('发布时间（北京时间）').fill(`${tomorrow}T10:00`);
  await page.getByRole('button', { name: '定时发布' }).click();
  await expect(publishing.getByText(/^将于 .+ 自动发布$/)).toBeVisible();
  await page.getByRole('button', { name: '取消定时' }).click();
  await expect(page.getByText('已取消定时发布')).toBeVisible();
  await expect(publishing.getByText(/自动发布$/)).toHaveCount(0);

  // A second save; the history brings the first one back as the draft.
  await english.fill('A second name');
  await saveDraftInEditor(page);
  const history = page.getByRole('region', { name: '历史版本' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await history
    .getByRole('listitem')
    .last()
    .getByRole('button', { name: /^恢复 v\d+$/ })
    .click();
  const confirm = page.getByRole('dialog', { name: '恢复' });
  await confirm.getByRole('button', { name: '恢复' }).last().click();
  await expect(page.getByText(/已将版本 \d+ 恢复为草稿/)).toBeVisible();
  await expect(english).toHaveValue('A name to be undone');
  await expect(history.getByText(/· 恢复 ·/)).toBeVisible();

  // Back to the seed's text, for the other tests of the site.
  const current = (
    (await (await owner.get(`/api/admin/content/partners/${partner.id}`)).json()) as {
      result: { version: number; document: Record<string, unknown> };
    }
  ).result;
  const put = await owner.put(`/api/admin/content/partners/${partner.id}`, {
    data: { version: current.version, document: { ...current.document, partnersNameEn: partner.titleEn } },
  });
  expect(put.status(), await put.text()).toBe(200);
  await owner.dispose();
  expect(problems).toEqual([]);
});

test('deleting a brand that still has cars is refused with the list of what depends on it', async ({
  page,
}) => {
  await signIn(page, OWNER, '/admin/content/brands/1');
  await expect(page.getByRole('heading', { level: 1, name: '迈凯伦' })).toBeVisible();
  await page.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('dialog', { name: '删除' });
  await dialog.getByRole('button', { name: '删除' }).last().click();
  await expect(dialog.getByRole('alert')).toContainText('仍有其他条目引用它');
  await expect(dialog.getByRole('link', { name: /^车型 · / }).first()).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/admin/content/brands/1');
});
