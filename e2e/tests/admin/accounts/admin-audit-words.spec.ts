// The audit log in words: after an editor changes a partner's English name, the owner reads who
// did what to which item, and the field's before and after, in Chinese and in English; no action
// codes, ids or JSON.
import { expect, test } from '@playwright/test';
import { EDITOR, ensureEditorUser, OWNER, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';

test('the audit log says who changed which item and how, in both languages', async ({ browser, baseURL }) => {
  await ensureEditorUser(baseURL!);
  const owner = await ownerApi(baseURL!);
  const made = await owner.post('/api/admin/content/partners', {
    data: {
      document: {
        partnersName: '审计伙伴',
        partnersNameEn: 'Audit partner',
        partnersIconUrl: '',
        partnersLink: 'https://example.com/partner',
      },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = ((await made.json()) as { result: { id: number } }).result;

  // The editor renames it in English and saves.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const editorProblems = watchAdminConsole(editorPage);
  await signIn(editorPage, EDITOR, `/admin/content/partners/${id}`);
  await editorPage.getByLabel('名称 · English').fill('Audited partner');
  await editorPage.getByRole('button', { name: '保存草稿' }).click();
  await expect(editorPage.getByText('草稿已保存')).toBeVisible();
  await editorContext.close();

  // The owner reads it in the log, in Chinese...
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchAdminConsole(page);
  await signIn(page, OWNER, '/admin/audit?action=content.save');
  const row = page.getByRole('row').filter({ hasText: `${EDITOR.name} 保存了 合作伙伴「审计伙伴」` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('list', { name: '改动' }).getByRole('listitem')).toHaveText([
    '名称 · English：Audit partner → Audited partner',
  ]);
  await expect(row).not.toContainText('content.save');
  await expect(row).not.toContainText(`partners:${id}`);
  await expect(row).not.toContainText('{');
  // The filter offers actions by name.
  await expect(page.getByLabel('操作', { exact: true })).toContainText('保存内容');

  // ...and in English.
  await page.goto('/admin/audit?action=content.save&l=en');
  const english = page.getByRole('row').filter({ hasText: `${EDITOR.name} saved partner “Audited partner”` });
  await expect(english).toBeVisible();
  await expect(english.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveText([
    'Name · English: Audit partner → Audited partner',
  ]);
  await context.close();

  expect((await owner.delete(`/api/admin/content/partners/${id}`)).status()).toBe(200);
  await owner.dispose();
  expect([...editorProblems, ...problems]).toEqual([]);
});
