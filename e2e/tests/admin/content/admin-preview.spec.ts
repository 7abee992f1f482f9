// Previewing a draft as an editor would: a published news story's English title changed and not
// yet published, previewed in English at a phone's width inside the editor, while the public page
// in another tab still shows the published title; and the preview's link refused once altered.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { EDITOR, ensureEditorUser, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';

interface NewsItem {
  id: number;
  version: number;
  status: string;
  document: Record<string, unknown> & { title: string; titleEn: string };
}

async function publishedStory(api: APIRequestContext): Promise<NewsItem> {
  const list = await api.get('/api/admin/content/news?status=published&pageSize=100');
  expect(list.status(), await list.text()).toBe(200);
  const { records } = ((await list.json()) as { result: { records: { id: number }[] } }).result;
  // A seeded story (the lowest id): other tests write, publish and delete stories of their own meanwhile.
  const first = Math.min(...records.map((record) => record.id));
  expect(Number.isFinite(first)).toBe(true);
  const answer = await api.get(`/api/admin/content/news/${first}`);
  return ((await answer.json()) as { result: NewsItem }).result;
}

test('an editor previews an unpublished title in English at phone width while the public page keeps the old one', async ({
  page,
  baseURL,
}) => {
  const problems = watchAdminConsole(page);
  await ensureEditorUser(baseURL!);
  const owner = await ownerApi(baseURL!);
  const story = await publishedStory(owner);
  const liveTitle = story.document.titleEn;
  const draftTitle = `Preview check ${Date.now()}`;

  await signIn(page, EDITOR, `/admin/content/news/${story.id}`);
  await page.getByLabel('标题 · English', { exact: true }).fill(draftTitle);

  // Unsaved: the panel says the preview shows the saved draft, and asks before previewing.
  const panel = page.getByRole('region', { name: '预览' });
  await expect(panel.getByText('有未保存的更改：预览显示的是上次保存的草稿。')).toBeVisible();
  await panel.getByRole('radio', { name: 'English' }).check();
  await expect(panel.getByRole('radio', { name: '手机 · 390 px' })).toBeChecked();
  await panel.getByRole('button', { name: '预览草稿' }).click();
  const ask = page.getByRole('dialog', { name: '有未保存的更改，要预览吗？' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '保存并预览' }).click();

  const preview = page.getByRole('dialog', { name: /^草稿预览/ });
  await expect(preview).toBeVisible();
  await expect(page.getByText('所有改动已保存')).toBeVisible();
  const frameElement = preview.locator('iframe');
  await expect(frameElement).toHaveAttribute('title', '公开页面预览，English，手机 · 390 px');
  expect(await frameElement.evaluate((frame) => (frame as HTMLIFrameElement).style.width)).toBe('390px');
  const frame = page.frameLocator('iframe[title^="公开页面预览"]');
  await expect(frame.getByRole('heading', { name: draftTitle })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');

  // The preview's own controls pass axe (the framed page is the public site's, checked elsewhere).
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);

  // The link to open in a new tab (or to copy) is the public page's address with its token.
  const openTab = preview.getByRole('link', { name: /在新标签页打开/ });
  const href = (await openTab.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/news/info/${story.id}\\?l=en&preview=[\\w-]+\\.[\\w-]+$`));
  await expect(preview.getByLabel('预览链接')).toHaveValue(new URL(href, baseURL).href);

  // The public page, in another tab, still shows the published title.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/news/info/${story.id}?l=en`);
  await expect(visitor.getByRole('heading', { name: liveTitle })).toBeVisible();
  await expect(visitor.getByText(draftTitle)).toHaveCount(0);

  // An altered link is refused with a page that says so.
  const refused = await visitor.goto(`${href.slice(0, -3)}xyz`);
  expect(refused?.status()).toBe(403);
  await expect(visitor.getByRole('heading', { name: 'This preview link is not valid' })).toBeVisible();
  await visitor.close();

  // Escape closes the preview; the item is still "changed", not published.
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(
    page.getByRole('complementary', { name: '发布' }).getByText('有改动', { exact: true }),
  ).toBeVisible();
  expect(problems).toEqual([]);

  // Leave the story's draft as it was for the other tests.
  const current = await owner.get(`/api/admin/content/news/${story.id}`);
  const { version } = ((await current.json()) as { result: NewsItem }).result;
  const restored = await owner.put(`/api/admin/content/news/${story.id}`, {
    data: { version, document: story.document },
  });
  expect(restored.status(), await restored.text()).toBe(200);
  await owner.dispose();
});
