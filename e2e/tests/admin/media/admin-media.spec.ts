// The media library as an editor uses it: drop photos, watch each upload, find the file, see its
// AVIF and WebP variants (served by the image service), set its alt texts and focal point, and be
// refused deleting a file the site uses. Screenshots of the screen at desktop and phone widths.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { EDITOR, ensureEditorUser, OWNER, ownerApi, signIn, watchAdminConsole } from '../admin-support.ts';
import { photoPng } from './media-files.ts';

test.beforeAll(async ({ baseURL }) => {
  await ensureEditorUser(baseURL ?? '');
});

async function dropFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByRole('region', { name: '上传列表' }).getByLabel('选择文件').setInputFiles(files);
}

test('an editor uploads photos with progress, sees their variants, and edits alt text and focal point', async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR);
  await page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '媒体库' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '媒体库' })).toBeVisible();

  const name = `showroom-${Date.now()}.png`;
  await dropFiles(page, [
    { name, mimeType: 'image/png', buffer: photoPng(1200, 800) },
    { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text pretending') },
  ]);
  const uploads = page.getByRole('list', { name: '上传列表' });
  await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText('已上传');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'not-a-photo.jpg' })).toContainText(
    /已拒绝: .*not accepted/,
  );

  const grid = page.getByRole('list', { name: '文件' });
  const tile = grid.getByRole('button', { name: new RegExp(name) });
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');

  const detail = page.getByRole('complementary', { name: '文件详情' });
  const variants = detail.getByRole('list', { name: '多尺寸版本' });
  await expect(variants.getByRole('listitem').filter({ hasText: 'AVIF' }).getByRole('link')).toHaveText([
    '320w',
    '640w',
    '960w',
  ]);
  await expect(variants.getByRole('listitem').filter({ hasText: 'WEBP' }).getByRole('link')).toHaveCount(3);
  // The variants really are AVIF and WebP, made by the image service.
  const avifUrl = await variants
    .getByRole('listitem')
    .filter({ hasText: 'AVIF' })
    .getByRole('link', { name: '640w' })
    .getAttribute('href');
  const avif = await page.request.get(avifUrl ?? '');
  expect(avif.headers()['content-type']).toBe('image/avif');
  const webpUrl = await variants
    .getByRole('listitem')
    .filter({ hasText: 'WEBP' })
    .getByRole('link', { name: '320w' })
    .getAttribute('href');
  expect((await page.request.get(webpUrl ?? '')).headers()['content-type']).toBe('image/webp');

  await detail.getByLabel('替代文本（中文）').fill('展厅里的改装车');
  await detail.getByLabel('替代文本（英文）').fill('A modified car in the showroom');
  const picker = detail.getByRole('button', { name: '焦点' });
  const box = await picker.boundingBox();
  await picker.click({ position: { x: (box?.width ?? 100) * 0.25, y: (box?.height ?? 100) * 0.75 } });
  await expect(detail.getByText(/距左 2\d%，距上 7\d%/)).toBeVisible();
  await detail.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('详情已保存')).toBeVisible();
  await expect(detail.getByText('没有内容使用此文件。')).toBeVisible();

  // The library finds it by its alt text.
  await page.getByLabel('搜索文件名和替代文本').fill(name.replace('.png', ''));
  await page.getByRole('button', { name: '应用' }).click();
  await expect(grid.getByRole('button')).toHaveCount(1);
  // Chromium logs the refused file's answer (415), which the screen showed beside its name.
  expect(problems.filter((problem) => !/status of 415 .*\/api\/admin\/media$/.test(problem))).toEqual([]);
});

test('deleting a file the site uses is refused with the places it is used', async ({ page, baseURL }) => {
  const api = await ownerApi(baseURL ?? '');
  const uploaded = await api.post('/api/admin/media', {
    multipart: { files: { name: 'partner-logo.png', mimeType: 'image/png', buffer: photoPng(300, 200) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const record = (await uploaded.json()).result.records[0] as { id: number; url: string };
  await api.dispose();
  // A partner shows the file, as if an editor had chosen it for the partner's logo.
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'site.db'));
  const partner = db
    .prepare('select id, partnersName, partnersIconUrl from partner order by id limit 1')
    .get() as {
    id: number;
    partnersName: string;
    partnersIconUrl: string;
  };
  db.prepare('update partner set partnersIconUrl = ? where id = ?').run(record.url, partner.id);

  try {
    await signIn(page, OWNER, '/admin/media');
    await page
      .getByRole('list', { name: '文件' })
      .getByRole('button', { name: /partner-logo\.png/ })
      .first()
      .click();
    const detail = page.getByRole('complementary', { name: '文件详情' });
    await expect(detail.getByRole('listitem').filter({ hasText: partner.partnersName })).toContainText(
      '合作伙伴',
    );
    await detail.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '删除' }).getByRole('button', { name: '删除' }).click();
    await expect(detail.getByRole('alert')).toHaveText('此文件仍在使用中，未被删除。请先从以下位置移除：');
    expect((await page.request.get(record.url)).status()).toBe(200);

    // Once no content uses it, it goes.
    db.prepare('update partner set partnersIconUrl = ? where id = ?').run(
      partner.partnersIconUrl,
      partner.id,
    );
    await detail.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '删除' }).getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('文件已删除')).toBeVisible();
    await expect(page.getByRole('complementary', { name: '文件详情' })).toHaveCount(0);
    expect((await page.request.get(record.url)).status()).toBe(404);
  } finally {
    db.prepare('update partner set partnersIconUrl = ? where id = ?').run(
      partner.partnersIconUrl,
      partner.id,
    );
    db.close();
  }
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  for (const lang of ['zh', 'en'] as const) {
    test(`the media library at ${width}x${height} in ${lang}`, async ({ page, baseURL }) => {
      // Tests run in parallel: this one brings its own photo rather than waiting for another's.
      const api = await ownerApi(baseURL ?? '');
      const uploaded = await api.post('/api/admin/media', {
        multipart: {
          files: {
            name: `track-day-${lang}-${width}.png`,
            mimeType: 'image/png',
            buffer: photoPng(900, 600),
          },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
      await api.dispose();
      await page.setViewportSize({ width, height });
      await signIn(page, EDITOR, '/admin/media');
      if (lang === 'en') {
        await page.goto('/admin/media?l=en');
        await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
      }
      const grid = page.getByRole('list', { name: lang === 'en' ? 'Files' : '文件' });
      await grid.getByRole('button').first().click();
      const preview = page.getByRole('complementary').getByRole('img').first();
      await expect(preview).toBeVisible();
      await expect(preview).toHaveJSProperty('complete', true);
      await page.screenshot({ path: `test-results/media-${width}-${lang}.png`, fullPage: false });
    });
  }
}

test('photos uploaded get their variants in the background, with progress shown until done', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR, '/admin/media');
  const stamp = Date.now();
  const names = [1, 2, 3, 4].map((index) => `track-day-${stamp}-${index}.png`);
  await dropFiles(
    page,
    // 1600 px wide: five widths (1920 stored at the photo's own 1600) in three formats, the 15 of a
    // larger photo for less encoding.
    names.map((name) => ({ name, mimeType: 'image/png', buffer: photoPng(1600, 1067) })),
  );
  const uploads = page.getByRole('list', { name: '上传列表' });
  for (const name of names) {
    await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText('已上传');
  }
  const grid = page.getByRole('list', { name: '文件' });
  const tile = (name: string) => grid.getByRole('button', { name: new RegExp(name) });
  // The last photo waits behind the others: its progress shows while the screen refreshes.
  await expect(tile(names[3]!)).toContainText(/生成中 \d+\/15/);
  await tile(names[3]!).click();
  const detail = page.getByRole('complementary', { name: '文件详情' });
  await expect(detail.getByRole('status').filter({ hasText: /生成中 \d+\/15/ })).toBeVisible();

  // The focal point moves with the keyboard too.
  const picker = detail.getByRole('button', { name: '焦点' });
  await picker.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(detail.getByText('距左 60%，距上 70%')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(detail.getByText('距左 60%，距上 70%')).toBeVisible();

  // The English screen, opened meanwhile, refreshes too.
  await page.goto('/admin/media?l=en');
  await page
    .getByRole('list', { name: 'Files' })
    .getByRole('button', { name: new RegExp(names[3]!) })
    .click();

  // Refreshed until every variant is made, then the screen stops asking.
  const english = page.getByRole('list', { name: 'Files' });
  for (const name of names) {
    await expect(english.getByRole('button', { name: new RegExp(name) })).not.toContainText('Generating', {
      timeout: 180_000,
    });
  }
  const panel = page.getByRole('complementary', { name: 'File details' });
  await expect(panel.getByText('All 15 ready')).toBeVisible();
  await expect(panel.getByRole('img').first()).toBeVisible();
  await panel.screenshot({ path: 'test-results/media-progress-done-panel-en.png' });
  expect(problems).toEqual([]);
});

test('an image field of a content form takes a photo uploaded and chosen through the library picker', async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR, '/admin/content/brands/new');
  await page.getByRole('button', { name: '从媒体库选择: 图标' }).click();
  const dialog = page.getByRole('dialog', { name: '选择文件' });
  await expect(dialog).toBeVisible();
  const name = `badge-${Date.now()}.png`;
  await dialog
    .getByLabel('选择文件')
    .setInputFiles([{ name, mimeType: 'image/png', buffer: photoPng(400, 400) }]);
  // A file uploaded in the picker is the one chosen.
  await expect(dialog.getByRole('button', { name: new RegExp(name) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: '使用此文件' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('图标', { exact: true })).toHaveValue(/^\/media\/\d+\/badge-\d+\.png$/);
  expect(problems).toEqual([]);
});
