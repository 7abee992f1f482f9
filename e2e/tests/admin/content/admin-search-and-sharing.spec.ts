// An editor writes a story's own title and description for search engines and chat apps in the
// form's "search and sharing" section, publishes, and the story's page carries them in its title,
// description and share card; the section reads the same in English, at desktop and phone widths.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import {
  EDITOR,
  ensureEditorUser,
  expectNoViolations,
  ownerApi,
  publishInEditor,
  saveDraftInEditor,
  signIn,
  watchAdminConsole,
} from '../admin-support.ts';

let owner: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  await ensureEditorUser(baseURL!);
  owner = await ownerApi(baseURL!);
});
test.afterAll(async () => {
  await owner.dispose();
});

/** A published story of its own, so that no other test's page changes; its id. */
async function publishedStory(title: string): Promise<number> {
  const created = await owner.post('/api/admin/content/news', {
    data: {
      document: {
        title,
        titleEn: `${title} (en)`,
        summary: '内容自己的摘要',
        summaryEn: 'The story’s own summary',
        content: '<p>正文</p>',
        contentEn: '<p>Body</p>',
        publishDate: '2026-11-20',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { result: { id: number } }).result;
  const published = await owner.post(`/api/admin/content/news/${id}/publish`, { data: { version: 1 } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test('a story’s own search title and description reach its page, its description and its share card', async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  const id = await publishedStory(`分享测试 ${Date.now().toString(36)}`);
  try {
    await signIn(page, EDITOR, `/admin/content/news/${id}`);
    const section = page.getByRole('region', { name: '搜索与分享' });
    await expect(section.getByText('用于搜索结果和分享卡片；留空则用名称。').first()).toBeVisible();
    await section.getByLabel('搜索标题 · 中文').fill('十一月新车发布会');
    await section.getByLabel('搜索描述 · 中文').fill('锐界改装十一月在上海发布三款新套件。');
    await expect(section.getByRole('textbox', { name: '分享图片' })).toBeVisible();
    // Saved first: the story is published already, so only then does publishing show a change.
    await saveDraftInEditor(page);
    await expect(
      page.getByRole('complementary', { name: '发布' }).getByText('有改动', { exact: true }),
    ).toBeVisible();
    await publishInEditor(page);

    await page.goto(`/news/info/${id}?l=zh`);
    await expect(page).toHaveTitle(/ - 十一月新车发布会$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      '锐界改装十一月在上海发布三款新套件。',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /十一月新车发布会$/);
    // The English page has no words of its own: the story's English summary stands in.
    await page.goto(`/news/info/${id}?l=en`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'The story’s own summary',
    );
  } finally {
    expect((await owner.delete(`/api/admin/content/news/${id}`)).status()).toBe(200);
  }
  expect(problems).toEqual([]);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the search and sharing section in English at ${width}x${height}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await signIn(page, EDITOR, '/admin/content/news/1');
    await page.goto('/admin/content/news/1?l=en');
    const section = page.getByRole('region', { name: 'Search and sharing' });
    await expect(section.getByLabel('Search title · 中文')).toBeVisible();
    await expect(section.getByLabel('Search description · English')).toBeVisible();
    await expect(section.getByText('empty: taken from the text').first()).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectNoViolations(page, `news editor at ${width}`);
    // Kept beside the run's results for a person to look at.
    await section.screenshot({ path: testInfo.outputPath(`search-and-sharing-${width}.png`) });
  });
}
