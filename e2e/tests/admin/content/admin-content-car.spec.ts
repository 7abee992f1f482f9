// Content made with the media library, end to end: an editor creates a car with a product type, a
// configuration image uploaded in the picker and texts in both languages (an image put into the
// description from the library too), publishes it and finds it on the public site in Chinese and
// English; and a photo uploaded in the library, used as a gallery's cover and picture, is served
// on the car's page as a <picture> whose AVIF and WebP sources answer with those formats.
// Screenshots of the editor with the picker at desktop and phone widths in both languages.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  EDITOR,
  ensureEditorUser,
  ownerApi,
  publishInEditor,
  signIn,
  watchAdminConsole,
} from '../admin-support.ts';

interface ListRecord {
  id: number;
  title: string;
  status: string;
}

let owner: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  await ensureEditorUser(baseURL!);
  owner = await ownerApi(baseURL!);
});
test.afterAll(async () => {
  await owner.dispose();
});

async function published(type: string): Promise<ListRecord> {
  const answer = await owner.get(`/api/admin/content/${type}?pageSize=100&status=published`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { records } = ((await answer.json()) as { result: { records: ListRecord[] } }).result;
  expect(records.length).toBeGreaterThan(0);
  return records[0]!;
}

/** A real JPEG photo (noise over a colour), so the image service has something to encode. */
function photoJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 120, g: 40, b: 30 },
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Uploads a photo in an open picker; the upload is the file chosen. */
async function uploadInPicker(dialog: Locator, name: string) {
  await dialog
    .getByLabel('选择文件')
    .setInputFiles([{ name, mimeType: 'image/jpeg', buffer: await photoJpeg(1200, 675) }]);
  await expect(dialog.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function publish(page: Page) {
  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/\w[\w-]*\/\d+$/);
  await publishInEditor(page);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('an editor creates a car with a product type, a configuration image and both languages, and sees it published', async ({
  page,
}) => {
  const problems = watchAdminConsole(page);
  const brand = await published('brands');
  const productType = await published('product-types');
  const stamp = unique();
  const name = `锐界测试车型${stamp}`;
  const nameEn = `Refit test model ${stamp}`;
  await signIn(page, EDITOR, '/admin/content/cars/new');

  await page.getByLabel('名称 · 中文').fill(name);
  await page.getByLabel('名称 · English').fill(nameEn);
  await page.getByLabel('品牌', { exact: true }).selectOption(String(brand.id));

  // The description in both languages, each with a library photo that carries its alt texts:
  // the image put into each side takes the alt text in that side's language.
  const photo = `body-${stamp}.jpg`;
  const uploaded = await owner.post('/api/admin/media', {
    multipart: { files: { name: photo, mimeType: 'image/jpeg', buffer: await photoJpeg(800, 450) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const [record] = ((await uploaded.json()) as { result: { records: { id: number; url: string }[] } }).result
    .records;
  const altSet = await owner.patch(`/api/admin/media/${record!.id}`, {
    data: { altZh: `碳纤维前唇${stamp}`, altEn: `Carbon front lip ${stamp}` },
  });
  expect(altSet.status(), await altSet.text()).toBe(200);

  const picker = page.getByRole('dialog', { name: '选择文件' });
  for (const [label, text, alt] of [
    ['介绍 · 中文', `碳纤维宽体套件${stamp}`, `碳纤维前唇${stamp}`],
    ['介绍 · English', `Carbon wide-body kit ${stamp}`, `Carbon front lip ${stamp}`],
  ] as const) {
    const body = page.getByRole('textbox', { name: label });
    await body.click();
    await page.keyboard.type(text);
    // By keyboard: the toolbar button opens the picker, Enter on a tile chooses it.
    // Each editor's toolbar is named after its field.
    await page
      .getByRole('toolbar', { name: `格式: ${label}` })
      .getByRole('button', { name: '插入图片' })
      .focus();
    await page.keyboard.press('Enter');
    await picker.getByLabel('搜索文件名和替代文本').fill(stamp);
    await picker.getByRole('button', { name: new RegExp(photo.replace('.', '\\.')) }).focus();
    await page.keyboard.press('Enter');
    await picker.getByRole('button', { name: '使用此文件' }).click();
    await expect(picker).toBeHidden();
    // The alt text is asked for, starting from the library's in that side's language.
    const ask = page.getByRole('dialog', { name: '图片的替代文本' });
    await expect(ask.getByLabel('替代文本')).toHaveValue(alt);
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(body.locator(`img[src="${record!.url}"]`)).toHaveAttribute('alt', alt);
  }

  // A product type with a configuration image uploaded in the picker (the list takes several).
  await page.getByRole('button', { name: '+ 添加产品类型' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '产品类型 1' }) });
  await card.getByLabel('产品类型', { exact: true }).selectOption(String(productType.id));
  await card.getByRole('button', { name: '从媒体库选择: 配置图' }).click();
  await uploadInPicker(picker, `config-${stamp}.jpg`);
  await picker.getByRole('button', { name: '使用 1 个文件' }).click();
  await expect(picker).toBeHidden();
  const configInput = card.getByRole('textbox', { name: '图片地址 1' });
  await expect(configInput).toHaveValue(new RegExp(`^/media/\\d+/config-${stamp}\\.jpg$`));
  const configUrl = await configInput.inputValue();
  // Typing an address stays possible beside the library.
  await card.getByRole('button', { name: '+ 添加图片' }).click();
  await expect(card.getByRole('textbox', { name: '图片地址 2' })).toHaveValue('');
  await card.getByRole('button', { name: '移除: 图片地址 2' }).click();

  const id = await publish(page);

  // The public car page shows the description's text; its HTML, made by the server from the
  // editor's document, holds each image with the alt text of its language.
  const saved = await owner.get(`/api/admin/content/cars/${id}`);
  const { document } = ((await saved.json()) as { result: { document: Record<string, string> } }).result;
  expect(document.carContents).toContain(`<img src="${record!.url}" alt="碳纤维前唇${stamp}"`);
  expect(document.carContentsEn).toContain(`<img src="${record!.url}" alt="Carbon front lip ${stamp}"`);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/car/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(visitor.getByText(`碳纤维宽体套件${stamp}`)).toBeVisible();
  const carousel = visitor.getByRole('group', { name: '配置图片' });
  await expect(carousel.locator(`img[src="${configUrl}"]`)).toBeVisible();
  await visitor.goto(`/car/${id}?l=en`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(nameEn);
  await expect(visitor.getByText(`Carbon wide-body kit ${stamp}`)).toBeVisible();
  await expect(
    visitor.getByRole('group', { name: 'Configuration pictures' }).locator(`img[src="${configUrl}"]`),
  ).toBeVisible();
  await visitor.close();

  // The car made here leaves the shared site as it was.
  expect((await owner.delete(`/api/admin/content/cars/${id}`)).status()).toBe(200);
  expect(problems).toEqual([]);
});

test('a photo uploaded in the library and used in a gallery is served as AVIF and WebP', async ({ page }) => {
  const problems = watchAdminConsole(page);
  const car = await published('cars');
  const stamp = unique();
  const file = `gallery-${stamp}.jpg`;
  const galleryName = `测试图集${stamp}`;

  await signIn(page, EDITOR, '/admin/media');
  await page
    .getByRole('region', { name: '上传列表' })
    .getByLabel('选择文件')
    .setInputFiles([{ name: file, mimeType: 'image/jpeg', buffer: await photoJpeg(1600, 900) }]);
  await expect(
    page.getByRole('list', { name: '文件' }).getByRole('button', { name: new RegExp(file) }),
  ).toBeVisible();

  await page.goto('/admin/content/galleries/new');
  await page.getByLabel('名称 · 中文').fill(galleryName);
  await page.getByLabel('名称 · English').fill(`Test gallery ${stamp}`);
  // Cars are offered with their brand beside their name: chosen by id.
  await page.getByLabel('车型', { exact: true }).selectOption(String(car.id));
  const picker = page.getByRole('dialog', { name: '选择文件' });
  for (const [button, use] of [
    ['从媒体库选择: 封面图', '使用此文件'],
    ['从媒体库选择: 图片', '使用 1 个文件'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await picker.getByLabel('搜索文件名和替代文本').fill(stamp);
    await picker.getByRole('button', { name: new RegExp(file) }).click();
    await picker.getByRole('button', { name: use }).click();
    await expect(picker).toBeHidden();
  }
  const url = await page.getByLabel('封面图', { exact: true }).inputValue();
  expect(url).toMatch(new RegExp(`^/media/\\d+/${file.replace('.', '\\.')}$`));
  await expect(page.getByRole('textbox', { name: '图片地址 1' })).toHaveValue(url);
  const id = await publish(page);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/car/${car.id}`);
  const card = visitor.getByRole('button', { name: new RegExp(galleryName) });
  await expect(card).toBeVisible();
  const picture = card.locator('picture').filter({ has: visitor.locator(`img[src="${url}"]`) });
  for (const [type, mime] of [
    ['image/avif', 'image/avif'],
    ['image/webp', 'image/webp'],
  ] as const) {
    const srcset = await picture.locator(`source[type="${type}"]`).getAttribute('srcset');
    const addresses = (srcset ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0]!);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of [addresses[0]!, addresses.at(-1)!]) {
      const answer = await visitor.request.get(address);
      expect(answer.status(), address).toBe(200);
      expect(answer.headers()['content-type'], address).toBe(mime);
    }
  }
  await visitor.close();

  expect((await owner.delete(`/api/admin/content/galleries/${id}`)).status()).toBe(200);
  expect(problems).toEqual([]);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  for (const lang of ['zh', 'en'] as const) {
    test(`the rich text editor's image picker at ${width}x${height} in ${lang}`, async ({ page }) => {
      // A photo of its own: the test does not count on others having filled the library.
      const photo = `shot-${unique()}.jpg`;
      const uploaded = await owner.post('/api/admin/media', {
        multipart: { files: { name: photo, mimeType: 'image/jpeg', buffer: await photoJpeg(1200, 675) } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
      await page.setViewportSize({ width, height });
      await signIn(page, EDITOR, '/admin/content/news/new');
      if (lang === 'en') {
        await page.goto('/admin/content/news/new?l=en');
        await expect(page.getByRole('textbox', { name: 'Story · English' })).toBeVisible();
      }
      const insert = page
        .getByRole('toolbar', { name: lang === 'en' ? 'Formatting: Story · 中文' : '格式: 正文 · 中文' })
        .getByRole('button', { name: lang === 'en' ? 'Insert image' : '插入图片' });
      await insert.focus();
      await page.keyboard.press('Enter');
      const picker = page.getByRole('dialog', { name: lang === 'en' ? 'Choose a file' : '选择文件' });
      await expect(picker).toBeVisible();
      const files = picker.getByRole('list', { name: lang === 'en' ? 'Files' : '文件' });
      await files.getByRole('button', { name: new RegExp(photo.replace('.', '\\.')) }).click();
      await page.screenshot({ path: `test-results/rich-picker-${width}-${lang}.png` });
      await picker.getByRole('button', { name: lang === 'en' ? 'Use this file' : '使用此文件' }).click();
      await expect(picker).toBeHidden();
      // Its alt text is asked for; the library has none yet, and a decorative picture may go without.
      const ask = page.getByRole('dialog', {
        name: lang === 'en' ? 'Alternative text of the image' : '图片的替代文本',
      });
      await expect(ask.getByLabel(lang === 'en' ? 'Alt text' : '替代文本')).toHaveValue('');
      await page.screenshot({ path: `test-results/rich-alt-${width}-${lang}.png` });
      await ask.getByRole('button', { name: lang === 'en' ? 'Done' : '确定' }).click();
      const body = page.getByRole('textbox', { name: lang === 'en' ? 'Story · 中文' : '正文 · 中文' });
      // The library photos have no alt text yet: the image is decorative, no role to find it by.
      await expect(body.locator('img')).toBeVisible();
      await body.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/rich-inserted-${width}-${lang}.png` });
    });
  }
}
