// Rich fields on the public site: a car's description edited in the admin's editor (HTML), and a
// product's description saved as HTML, show as formatted text on their pages, and as words alone in
// the meta description, the share card and the structured data; never as tags. Plain text written
// over several lines keeps its lines.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  EDITOR,
  ensureEditorUser,
  ownerApi,
  publishInEditor,
  saveDraftInEditor,
  signIn,
  watchAdminConsole,
} from '../admin/admin-support.ts';

let owner: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  await ensureEditorUser(baseURL!);
  owner = await ownerApi(baseURL!);
});
test.afterAll(async () => {
  await owner.dispose();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function firstId(type: string): Promise<number> {
  const answer = await owner.get(`/api/admin/content/${type}?pageSize=1&status=published`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { records: { id: number }[] } }).result.records[0]!.id;
}

/** Creates an item from a document and publishes it; its id. */
async function createPublished(type: string, document: Record<string, unknown>): Promise<number> {
  const created = await owner.post(`/api/admin/content/${type}`, { data: { document } });
  expect(created.status(), await created.text()).toBe(200);
  const { id, version } = ((await created.json()) as { result: { id: number; version: number } }).result;
  const published = await owner.post(`/api/admin/content/${type}/${id}/publish`, { data: { version } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** What a crawler and a share card read of the page: no markup anywhere in it. */
async function expectWordsOnly(page: Page, words: string) {
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveAttribute('content', new RegExp(words));
  await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute(
    'content',
    new RegExp(words),
  );
  const metas = await page
    .locator('head meta[name="description"], head meta[property="og:description"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('content') ?? ''));
  for (const content of metas) expect(content).not.toMatch(/<|&lt;|&gt;/);
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as unknown));
  const descriptions = JSON.stringify(jsonLd).match(/"description":"[^"]*"/g) ?? [];
  expect(descriptions.some((text) => new RegExp(words).test(text))).toBe(true);
  for (const text of descriptions) expect(text).not.toMatch(/<|&lt;/);
}

test("a car's description written in the admin's editor shows formatted on its page, in both languages", async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  const stamp = unique();
  // Made as the seed makes cars: plain text, a paragraph per line.
  const id = await createPublished('cars', {
    brandId: await firstId('brands'),
    carName: `富文本车型${stamp}`,
    carNameEn: `Rich text model ${stamp}`,
    carContents: '原有介绍',
    carContentsEn: 'Earlier description',
  });

  await signIn(page, EDITOR, `/admin/content/cars/${id}`);
  for (const [label, lead, strong, second] of [
    ['介绍 · 中文', '碳纤维宽体', `锻造轮毂${stamp}`, '第二段文字'],
    ['介绍 · English', 'Carbon wide body ', `forged wheels ${stamp}`, 'A second paragraph'],
  ] as const) {
    const body = page.getByRole('textbox', { name: label });
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(lead);
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(strong);
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type(second);
    await expect(body.locator('strong')).toHaveText(strong);
  }
  await saveDraftInEditor(page);
  await publishInEditor(page);

  const visitor = await page.context().browser()!.newPage();
  for (const [query, lead, strong, second] of [
    ['', '碳纤维宽体', `锻造轮毂${stamp}`, '第二段文字'],
    ['?l=en', 'Carbon wide body', `forged wheels ${stamp}`, 'A second paragraph'],
  ] as const) {
    await visitor.goto(`/car/${id}${query}`);
    const section = visitor.getByRole('region', { name: new RegExp(`${stamp}`) }).filter({
      hasText: second,
    });
    await expect(section.locator('strong', { hasText: strong })).toBeVisible();
    await expect(section.locator('p', { hasText: second })).toBeVisible();
    await expect(visitor.locator('main')).not.toContainText('<p>');
    await expect(visitor.locator('main')).not.toContainText('<strong>');
    await expectWordsOnly(visitor, `${lead}.*${strong}`);
  }
  await visitor.close();

  expect((await owner.delete(`/api/admin/content/cars/${id}`)).status()).toBe(200);
  expect(problems).toEqual([]);
});

test("a product's description saved as HTML shows formatted on its page, and its specs keep their lines", async ({
  page,
}) => {
  const stamp = unique();
  const id = await createPublished('products', {
    typeId: await firstId('product-types'),
    name: `富文本产品${stamp}`,
    nameEn: `Rich text part ${stamp}`,
    specs: `尺寸 20×9J\n偏距 ET35`,
    description: `<p>航空级<strong>钛合金${stamp}</strong>排气</p><ul><li>减重 8 kg</li></ul>`,
    descriptionEn: `<p>Aerospace <strong>titanium ${stamp}</strong> exhaust</p><ul><li>8 kg lighter</li></ul>`,
  });

  for (const [query, heading, strong, item, words] of [
    ['', '产品介绍', `钛合金${stamp}`, '减重 8 kg', `航空级钛合金${stamp}排气`],
    ['?l=en', 'About this piece', `titanium ${stamp}`, '8 kg lighter', `Aerospace titanium ${stamp} exhaust`],
  ] as const) {
    await page.goto(`/product/info/${id}${query}`);
    const section = page.getByRole('region', { name: heading });
    await expect(section.locator('strong', { hasText: strong })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: item })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('<p>');
    await expectWordsOnly(page, words);
  }
  // The specs were written in a plain text box: each line on its own line.
  await page.goto(`/product/info/${id}`);
  const specs = page.getByRole('definition').filter({ hasText: '尺寸 20×9J' });
  expect(await specs.evaluate((node) => (node as HTMLElement).innerText)).toBe('尺寸 20×9J\n偏距 ET35');

  expect((await owner.delete(`/api/admin/content/products/${id}`)).status()).toBe(200);
});

test("a story's summary written over two lines keeps them on its page", async ({ page }) => {
  const stamp = unique();
  const id = await createPublished('news', {
    brandId: null,
    title: `两行摘要${stamp}`,
    titleEn: `Two-line summary ${stamp}`,
    tag: '活动',
    tagEn: 'Event',
    summary: `第一行${stamp}\n第二行`,
    summaryEn: `First line ${stamp}\nSecond line`,
    coverImgUrl: '',
    content: '<p>正文</p>',
    contentEn: '<p>Body</p>',
    publishDate: '2026-11-20',
  });
  for (const [query, lines] of [
    ['', `第一行${stamp}\n第二行`],
    ['?l=en', `First line ${stamp}\nSecond line`],
  ] as const) {
    await page.goto(`/news/info/${id}${query}`);
    const summary = page.getByRole('main').getByText(lines.split('\n')[0]!);
    expect(await summary.evaluate((node) => (node as HTMLElement).innerText)).toBe(lines);
  }
  expect((await owner.delete(`/api/admin/content/news/${id}`)).status()).toBe(200);
});
