// A published brand the public site does not show says why, in the brands list and in its editor,
// in Chinese and in English: the seed's Koenigsegg is published with "Show in the menu" off, so its
// page answers 404 and no list names it. A brand the site shows carries no such notice.
import { expect, test } from '@playwright/test';
import { EDITOR, ensureEditorUser, signIn, watchAdminConsole } from '../admin-support.ts';

// The list and the editor title an item by its Chinese name in both interface languages.
const KOENIGSEGG = { id: 9, title: '柯尼塞格' };
const MCLAREN = { id: 1, title: '迈凯伦' };

const TEXT = {
  zh: {
    published: '已发布',
    notShown: '未在网站显示：未打开「在菜单中显示」',
    panel: '发布',
  },
  en: {
    published: 'Published',
    notShown: 'Not shown on the site: “Show in the menu” is off',
    panel: 'Publishing',
  },
} as const;

test('the public page of the published Koenigsegg is not found', async ({ request }) => {
  expect((await request.get(`/brand/${KOENIGSEGG.id}`)).status()).toBe(404);
});

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(`a published brand the site does not show says why (${lang})`, async ({ page, baseURL }) => {
    await ensureEditorUser(baseURL!);
    const problems = watchAdminConsole(page);
    await signIn(page, EDITOR);
    await page.goto(`/admin/content/brands?l=${lang}`);

    const rowOf = (title: string) =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    const koenigsegg = rowOf(KOENIGSEGG.title);
    await expect(koenigsegg.getByText(t.published, { exact: true })).toBeVisible();
    await expect(koenigsegg.getByText(t.notShown)).toBeVisible();
    // A brand the site lists has no notice.
    await expect(rowOf(MCLAREN.title).getByText(t.published, { exact: true })).toBeVisible();
    await expect(rowOf(MCLAREN.title).getByText(t.notShown)).toHaveCount(0);

    await koenigsegg.getByRole('link', { name: KOENIGSEGG.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/brands/${KOENIGSEGG.id}`));
    const panel = page.getByRole('complementary', { name: t.panel });
    await expect(panel.getByText(t.published, { exact: true })).toBeVisible();
    await expect(panel.getByText(t.notShown)).toBeVisible();

    await page.goto(`/admin/content/brands/${MCLAREN.id}?l=${lang}`);
    await expect(panel.getByText(t.published, { exact: true })).toBeVisible();
    await expect(panel.getByText(t.notShown)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
