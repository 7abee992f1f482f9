// The media library as a marketing editor first meets it: the site's own pictures are there with
// where they are used; a file uploaded twice is offered back rather than copied; image fields show
// their picture; a car's icon field says where it shows, and the brand page's model chip shows the
// car's picture when the icon is empty; a picture put into rich text gets its alt text asked for,
// and changed later. Screenshots of the library and of an image field at desktop and phone widths.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  EDITOR,
  ensureEditorUser,
  ownerApi,
  saveDraftInEditor,
  signIn,
  watchAdminConsole,
} from '../admin-support.ts';
import { photoPng } from './media-files.ts';

let owner: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  await ensureEditorUser(baseURL!);
  owner = await ownerApi(baseURL!);
});
test.afterAll(async () => {
  await owner.dispose();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A draft car of the first brand (no public list shows it), with a picture; its id. */
async function draftCar(name: string): Promise<number> {
  const brands = await owner.get('/api/admin/content/brands?pageSize=1&status=published');
  const brandId = ((await brands.json()) as { result: { records: { id: number }[] } }).result.records[0]!.id;
  const created = await owner.post('/api/admin/content/cars', {
    data: { document: { brandId, carName: name, carNameEn: name, carImgUrl: 'car/bentley-2.jpg' } },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { result: { id: number } }).result.id;
}

async function openLibrary(page: Page, lang: 'zh' | 'en') {
  await signIn(page, EDITOR, '/admin/media');
  if (lang === 'en') {
    await page.goto('/admin/media?l=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  }
}

const words = {
  zh: {
    uploads: '上传列表',
    choose: '选择文件',
    grid: '文件',
    search: '搜索文件名和替代文本',
    apply: '应用',
    detail: '文件详情',
    site: '网站自带',
    cars: '车型',
    duplicate: '这个文件已在媒体库中',
    useExisting: '使用已有文件',
    uploadAnyway: '仍然上传',
    usingExisting: '已使用已有文件',
    uploaded: '已上传',
    icon: '图标',
    picture: '图片',
    preview: '图片预览',
    hint: '显示在品牌页的车型按钮上',
  },
  en: {
    uploads: 'Uploads',
    choose: 'Choose files',
    grid: 'Files',
    search: 'Search names and alt texts',
    apply: 'Apply',
    detail: 'File details',
    site: 'Site picture',
    cars: 'Car',
    duplicate: 'This file is already in the library',
    useExisting: 'Use the existing one',
    uploadAnyway: 'Upload anyway',
    usingExisting: 'Using the existing file',
    uploaded: 'Uploaded',
    icon: 'Icon',
    picture: 'Picture',
    preview: 'Picture preview',
    hint: 'Shown on the model buttons of the brand page',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const w = words[lang];

  test(`the site's own pictures are in the library with where they are used (${lang})`, async ({ page }) => {
    const problems = watchAdminConsole(page);
    await openLibrary(page, lang);
    await page.getByLabel(w.search).fill('car/mclaren-1.jpg');
    await page.getByRole('button', { name: w.apply }).click();
    const tile = page
      .getByRole('list', { name: w.grid })
      .getByRole('button', { name: /car\/mclaren-1\.jpg/ });
    await expect(tile).toContainText(w.site);
    await tile.click();
    const detail = page.getByRole('complementary', { name: w.detail });
    await expect(detail.getByText('car/mclaren-1.jpg', { exact: false }).first()).toBeVisible();
    // The 720S uses it, and so does its build's before/after pair (a gallery of that car).
    const uses = detail.getByRole('listitem').filter({ hasText: '720S' });
    await expect(uses).toHaveCount(2);
    await expect(uses.filter({ hasText: w.cars })).toHaveCount(1);
    const preview = detail.getByRole('img').first();
    await expect(preview).toHaveJSProperty('complete', true);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test(`a file uploaded again is offered back: use the library's copy, or upload anyway (${lang})`, async ({
    page,
  }) => {
    const problems = watchAdminConsole(page);
    await openLibrary(page, lang);
    const name = `studio-${lang}-${unique()}.png`;
    const file = { name, mimeType: 'image/png', buffer: photoPng(640, 400) };
    const input = page.getByRole('region', { name: w.uploads }).getByLabel(w.choose);
    const uploads = page.getByRole('list', { name: w.uploads });
    await input.setInputFiles([file]);
    await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText(w.uploaded);

    // The same bytes under another name: the library's copy is offered.
    const again = `again-${name}`;
    await input.setInputFiles([{ ...file, name: again }]);
    const row = uploads.getByRole('listitem').filter({ hasText: again });
    const choice = row.getByRole('group', { name: w.duplicate });
    await expect(choice).toContainText(name);
    await expect(choice.locator('img')).toHaveJSProperty('complete', true);
    await row.screenshot({ path: `test-results/media-duplicate-${lang}.png` });
    await choice.getByRole('button', { name: w.useExisting }).click();
    await expect(row).toContainText(w.usingExisting);
    await expect(row.getByRole('group')).toHaveCount(0);
    // The library's copy is the one opened, and no second file was made.
    const detail = page.getByRole('complementary', { name: w.detail });
    await expect(detail.getByRole('heading', { name })).toBeVisible();
    await page.getByLabel(w.search).fill(`studio-${lang}`);
    await page.getByRole('button', { name: w.apply }).click();
    const grid = page.getByRole('list', { name: w.grid });
    await expect(grid.getByRole('button', { name: new RegExp(name) })).toHaveCount(1);

    // Sent once more, and uploaded anyway: a second file.
    const third = `third-${name}`;
    await input.setInputFiles([{ ...file, name: third }]);
    const thirdRow = uploads.getByRole('listitem').filter({ hasText: third });
    await thirdRow.getByRole('button', { name: w.uploadAnyway }).click();
    await expect(thirdRow).toContainText(w.uploaded);
    await page.getByLabel(w.search).fill(third.replace('.png', ''));
    await page.getByRole('button', { name: w.apply }).click();
    await expect(grid.getByRole('button', { name: new RegExp(third) })).toHaveCount(1);
    expect(problems.filter((problem) => !/status of 409 .*\/api\/admin\/media/.test(problem))).toEqual([]);
  });
}

/** Saves a car's document with changes and publishes it, through the owner's API. */
async function publishCar(id: number, changes: Record<string, unknown>): Promise<Record<string, unknown>> {
  const item = (await (await owner.get(`/api/admin/content/cars/${id}`)).json()) as {
    result: { version: number; document: Record<string, unknown> };
  };
  const before = item.result.document;
  const saved = await owner.put(`/api/admin/content/cars/${id}`, {
    data: { version: item.result.version, document: { ...before, ...changes } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { version } = ((await saved.json()) as { result: { version: number } }).result;
  const published = await owner.post(`/api/admin/content/cars/${id}/publish`, { data: { version } });
  expect(published.status(), await published.text()).toBe(200);
  return before;
}

// One test for both languages: it changes a seeded car (Audi's third model, 24) and puts it back.
test("image fields show their picture, a car's icon says where it shows, and the chip falls back", async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  const id = 24;
  const before = await publishCar(id, { carIcoUrl: '' });
  try {
    await signIn(page, EDITOR, `/admin/content/cars/${id}`);
    for (const lang of ['zh', 'en'] as const) {
      const w = words[lang];
      if (lang === 'en') await page.goto(`/admin/content/cars/${id}?l=en`);
      await expect(page.getByLabel(w.icon, { exact: true })).toHaveValue('');
      await expect(page.getByText(w.hint)).toBeVisible();
      const preview = page.getByRole('img', { name: w.preview });
      await expect(preview).toHaveAttribute('title', 'car/audi-3.jpg');
      await expect(preview).toHaveJSProperty('complete', true);
      expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByLabel(w.picture, { exact: true })).toHaveValue('car/audi-3.jpg');

      // The brand page's chip of a car without an icon shows the car's picture.
      const visitor = await page.context().newPage();
      await visitor.goto(`/brand/8${lang === 'en' ? '?l=en' : ''}`);
      const chip = visitor.getByRole('button', {
        name: String(before[lang === 'en' ? 'carNameEn' : 'carName']),
      });
      const picture = chip.locator('img');
      await expect(picture).toHaveAttribute('src', /\/car\/audi-3\.jpg$/);
      await expect(picture).toHaveJSProperty('complete', true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await visitor.close();
    }
  } finally {
    await publishCar(id, { carIcoUrl: before.carIcoUrl });
  }
  expect(problems).toEqual([]);
});

/**
 * Selects a picture in rich text by a click and opens its alt text from the toolbar. The click is
 * tried again until the dialog opens: the editor may still be opening the saved text, and a busy
 * browser can deliver the click's own selection change after the picture was selected.
 */
async function openAltText(picture: Locator, altButton: Locator, dialog: Locator) {
  await expect(async () => {
    await picture.click();
    await altButton.click({ timeout: 1_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test('a picture put into rich text gets its alt text asked for, and changed later', async ({ page }) => {
  const problems = watchAdminConsole(page);
  const id = await draftCar(`Alt ${unique()}`);
  try {
    await signIn(page, EDITOR, `/admin/content/cars/${id}`);
    const toolbar = page.getByRole('toolbar', { name: '格式: 介绍 · 中文' });
    await page.getByRole('textbox', { name: '介绍 · 中文' }).click();
    await toolbar.getByRole('button', { name: '插入图片' }).click();
    const picker = page.getByRole('dialog', { name: '选择文件' });
    await picker.getByLabel('搜索文件名和替代文本').fill('car/bentley-1.jpg');
    await picker.getByRole('button', { name: /car\/bentley-1\.jpg/ }).click();
    await picker.getByRole('button', { name: '使用此文件' }).click();

    const ask = page.getByRole('dialog', { name: '图片的替代文本' });
    await expect(ask.getByText('用一句话描述图片内容')).toBeVisible();
    await ask.getByLabel('替代文本').fill('宾利欧陆 GT 碳纤维前唇');
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(ask).toBeHidden();
    const body = page.getByRole('textbox', { name: '介绍 · 中文' });
    const inline = body.locator('img[src="/api/static/car/bentley-1.jpg"]');
    await expect(inline).toHaveAttribute('alt', '宾利欧陆 GT 碳纤维前唇');

    // Later: the picture selected, its alt text is changed from the toolbar.
    await openAltText(inline, toolbar.getByRole('button', { name: '图片替代文本' }), ask);
    await expect(ask.getByLabel('替代文本')).toHaveValue('宾利欧陆 GT 碳纤维前唇');
    await ask.getByLabel('替代文本').fill('宾利欧陆 GT 的碳纤维前唇，侧面');
    await ask.getByLabel('替代文本').press('Enter');
    await expect(inline).toHaveAttribute('alt', '宾利欧陆 GT 的碳纤维前唇，侧面');
    await saveDraftInEditor(page);
    const saved = await owner.get(`/api/admin/content/cars/${id}`);
    expect(JSON.stringify(await saved.json())).toContain('alt=\\"宾利欧陆 GT 的碳纤维前唇，侧面\\"');

    // The English screen words the same.
    await page.goto(`/admin/content/cars/${id}?l=en`);
    const savedImage = page.getByRole('textbox', { name: 'Description · 中文', exact: true }).locator('img');
    await expect(savedImage).toHaveAttribute('alt', '宾利欧陆 GT 的碳纤维前唇，侧面');
    const altButton = page
      .getByRole('toolbar', { name: 'Formatting: Description · 中文' })
      .getByRole('button', { name: 'Image alt text' });
    const askEn = page.getByRole('dialog', { name: 'Alternative text of the image' });
    await openAltText(savedImage, altButton, askEn);
    await expect(askEn.getByLabel('Alt text')).toHaveValue('宾利欧陆 GT 的碳纤维前唇，侧面');
    await expect(askEn.getByText('One sentence on what the picture shows')).toBeVisible();
    await askEn.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    expect((await owner.delete(`/api/admin/content/cars/${id}`)).status()).toBe(200);
  }
  expect(problems).toEqual([]);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  for (const lang of ['zh', 'en'] as const) {
    test(`the library's site pictures and an image field at ${width}x${height} in ${lang}`, async ({
      page,
    }) => {
      const w = words[lang];
      await page.setViewportSize({ width, height });
      await openLibrary(page, lang);
      await page.getByLabel(w.search).fill('car/');
      await page.getByRole('button', { name: w.apply }).click();
      const grid = page.getByRole('list', { name: w.grid });
      await grid.getByRole('button').first().click();
      const preview = page.getByRole('complementary', { name: w.detail }).getByRole('img').first();
      await expect(preview).toHaveJSProperty('complete', true);
      await page.screenshot({ path: `test-results/media-site-${width}-${lang}.png` });

      await page.goto(`/admin/content/cars/1${lang === 'en' ? '?l=en' : ''}`);
      const field = page.getByRole('img', { name: w.preview });
      await field.scrollIntoViewIfNeeded();
      await expect(field).toHaveJSProperty('complete', true);
      await page.screenshot({ path: `test-results/image-field-${width}-${lang}.png` });
    });
  }
}
