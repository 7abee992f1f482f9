// Going back to the published version: an editor changes a published item, saves, then discards
// the draft (confirmed) and finds the published values and the published status again, in
// Chinese and in English. The site settings, always published, offer no unpublishing.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { EDITOR, ensureEditorUser, OWNER, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';

const TEXT = {
  zh: {
    panel: '发布',
    name: '名称 · 中文',
    nameEn: '名称 · English',
    save: '保存草稿',
    saved: '草稿已保存',
    changed: '有改动',
    published: '已发布',
    discard: '放弃草稿',
    dialog: '放弃草稿？',
    discarded: '已放弃草稿，恢复为已发布的版本',
    unpublish: '取消发布',
    history: '历史版本',
    revision: '· 放弃草稿 ·',
  },
  en: {
    panel: 'Publishing',
    name: 'Name · 中文',
    nameEn: 'Name · English',
    save: 'Save draft',
    saved: 'Draft saved',
    changed: 'Changed',
    published: 'Published',
    discard: 'Discard draft',
    dialog: 'Discard the draft?',
    discarded: 'Draft discarded: back to the published version',
    unpublish: 'Unpublish',
    history: 'History',
    revision: '· Draft discarded ·',
  },
} as const;

/** A partner made and published through the API, as the live version the test goes back to. */
async function publishedPartner(api: APIRequestContext, lang: string) {
  const document = {
    partnersName: `发布过的伙伴 ${lang}`,
    partnersNameEn: `Published partner ${lang}`,
    partnersIconUrl: '',
    partnersLink: 'https://example.com/partner',
  };
  const created = await api.post('/api/admin/content/partners', { data: { document } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { result: { id: number } }).result;
  const published = await api.post(`/api/admin/content/partners/${id}/publish`, { data: { version: 1 } });
  expect(published.status(), await published.text()).toBe(200);
  return { id, document };
}

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(`an edited published item goes back to its published version (${lang})`, async ({ page, baseURL }) => {
    await ensureEditorUser(baseURL!);
    const owner = await ownerApi(baseURL!);
    const { id, document } = await publishedPartner(owner, lang);
    const problems = watchAdminConsole(page);
    await signIn(page, EDITOR);
    await page.goto(`/admin/content/partners/${id}?l=${lang}`);

    const panel = page.getByRole('complementary', { name: t.panel });
    await expect(panel.getByText(t.published, { exact: true })).toBeVisible();
    // Nothing to discard while the draft is the published version.
    await expect(panel.getByRole('button', { name: t.discard })).toHaveCount(0);

    await page.getByLabel(t.name).fill('未发布的新名称');
    await page.getByLabel(t.nameEn).fill('An unpublished new name');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(panel.getByText(t.changed, { exact: true })).toBeVisible();

    await panel.getByRole('button', { name: t.discard }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.discard }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.discarded)).toBeVisible();

    await expect(page.getByLabel(t.name)).toHaveValue(document.partnersName);
    await expect(page.getByLabel(t.nameEn)).toHaveValue(document.partnersNameEn);
    await expect(panel.getByText(t.published, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: t.discard })).toHaveCount(0);
    // The history keeps the discarded draft and the step back.
    await expect(page.getByRole('region', { name: t.history }).getByText(t.revision)).toBeVisible();

    // The server holds the same: the published document, published.
    const answer = await owner.get(`/api/admin/content/partners/${id}`);
    const item = ((await answer.json()) as { result: { status: string; document: typeof document } }).result;
    expect(item.status).toBe('published');
    expect(item.document.partnersName).toBe(document.partnersName);

    expect((await owner.delete(`/api/admin/content/partners/${id}`)).status()).toBe(200);
    await owner.dispose();
    expect(problems).toEqual([]);
  });

  test(`the site settings offer no unpublishing (${lang})`, async ({ page }) => {
    const problems = watchAdminConsole(page);
    await signIn(page, OWNER);
    await page.goto(`/admin/content/settings/1?l=${lang}`);
    const panel = page.getByRole('complementary', { name: t.panel });
    await expect(
      panel.getByRole('button', { name: lang === 'zh' ? '发布' : 'Publish', exact: true }),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: t.unpublish })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
