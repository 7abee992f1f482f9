// A gallery's build story in the admin (decision 0067): an editor creates a gallery of the 911
// Turbo S, writes its story in both languages, picks two of the car's products as the parts used
// (found by searching) and a before/after pair uploaded in the media library, is told in Chinese
// beside the field when the after picture is missing, publishes, and sees the story, the slider
// and the parts on the gallery page, and the build on a part's product page. Screenshots of the
// form's new sections at desktop and phone widths in both languages. The gallery goes at the end.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  EDITOR,
  ensureEditorUser,
  expectNoViolations,
  ownerApi,
  publishInEditor,
  signIn,
  watchAdminConsole,
} from '../admin-support.ts';

/** The demo's Porsche 911 Turbo S. */
const TURBO_S = 7;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A real JPEG photo of one colour with noise, so before and after differ. */
function photoJpeg(red: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 675,
      channels: 3,
      background: { r: red, g: 40, b: 30 },
      noise: { type: 'gaussian', mean: 100, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Chooses a photo uploaded in the picker opened by `button`. */
async function pickUploaded(page: Page, button: string, name: string, red: number) {
  const picker = page.getByRole('dialog', { name: '选择文件' });
  await page.getByRole('button', { name: button }).click();
  await picker
    .getByLabel('选择文件')
    .setInputFiles([{ name, mimeType: 'image/jpeg', buffer: await photoJpeg(red) }]);
  await expect(picker.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) })).toHaveAttribute(
    'aria-pressed',
    'true',
    // Uploading encodes the photo's variants, slower on a busy machine.
    { timeout: 30_000 },
  );
  await picker.getByRole('button', { name: '使用此文件' }).click();
  await expect(picker).toBeHidden();
}

const card = (scope: Page | Locator, page: Page, title: string) =>
  scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function shoot(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  const notices = page.getByRole('region', { name: /^(通知|Notifications)$/ }).getByRole('status');
  for (const notice of await notices.all()) await notice.getByRole('button').click();
  await expect(notices).toHaveCount(0);
  for (const [key, title] of [
    ['story', /^(改装故事|Build story)$/],
    ['parts', /^(所用配件|Parts used)$/],
    ['pair', /^(改装前后对比|Before and after)$/],
  ] as const) {
    const panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: testInfo.outputPath(`${name}-${key}.png`), animations: 'disabled' });
  }
}

test('an editor writes a story, picks parts and a before/after pair, publishes and sees them on the site', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchAdminConsole(page);
  await ensureEditorUser(baseURL!);
  const owner = await ownerApi(baseURL!);
  const stamp = unique();
  const name = `故事测试案例${stamp}`;
  const products = (await (
    await owner.get(`/api/cmst/index/getProductListByPageSimple?carId=${TURBO_S}&pageSize=100`)
  ).json()) as { result: { records: { id: number; name: string }[] } };
  const [first, second] = products.result.records;

  await signIn(page, EDITOR, '/admin/content/galleries/new');
  await page.getByLabel('名称 · 中文').fill(name);
  await page.getByLabel('名称 · English').fill(`Story build ${stamp}`);
  await page.getByLabel('车型', { exact: true }).selectOption(String(TURBO_S));

  // The story, in the editor the other rich fields use.
  for (const [label, text] of [
    ['故事 · 中文', `车主想要更稳的车头${stamp}`],
    ['故事 · English', `The owner wanted a calmer nose ${stamp}`],
  ] as const) {
    await page.getByRole('textbox', { name: label }).click();
    await page.keyboard.type(text);
  }

  // Two parts, each found by its name among the products.
  for (const [index, product] of [first!, second!].entries()) {
    await page.getByRole('button', { name: '+ 添加配件' }).click();
    const part = card(page, page, `配件 ${index + 1}`);
    await part.getByLabel('搜索产品').fill(product.name);
    const select = part.getByLabel('产品', { exact: true });
    await expect(select.locator(`option[value="${product.id}"]`)).toHaveCount(1);
    await select.selectOption(String(product.id));
  }

  // The before picture alone is refused, beside the after picture, in Chinese.
  await pickUploaded(page, '从媒体库选择: 改装前图片', `before-${stamp}.jpg`, 60);
  await page.getByLabel('改装前说明 · 中文').fill('原厂状态');
  await page.getByLabel('改装前说明 · English').fill('Factory');
  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page.getByText('填了改装前图片，也请填改装后图片')).toBeVisible();

  await pickUploaded(page, '从媒体库选择: 改装后图片', `after-${stamp}.jpg`, 200);
  await page.getByLabel('改装后说明 · 中文').fill('碳纤维套件');
  await page.getByLabel('改装后说明 · English').fill('Carbon kit');
  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/galleries\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expectNoViolations(page, 'the gallery form with its story');

  await shoot(page, 'admin-zh-1440', testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'admin-zh-390', testInfo);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('Before caption · English')).toHaveValue('Factory');
  await shoot(page, 'admin-en-390', testInfo);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'admin-en-1440', testInfo);
  await page.getByRole('button', { name: '中文', exact: true }).click();

  await publishInEditor(page);

  // The gallery page tells the story, compares the pair and lists the parts in their order.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/gallery/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visitor.getByText(`车主想要更稳的车头${stamp}`)).toBeVisible();
  const compare = visitor.getByRole('region', { name: '同一角度，改装前后' });
  await expect(compare.getByRole('slider', { name: '改装前后对比' })).toBeVisible();
  await expect(compare.getByRole('img', { name: '改装前：原厂状态' })).toHaveCount(1);
  await expect(compare.getByRole('img', { name: '改装后：碳纤维套件' })).toHaveCount(1);
  const parts = visitor.getByRole('region', { name: '本案例所用配件' }).getByRole('link');
  await expect(parts).toHaveText([first!.name, second!.name]);
  await visitor.goto(`/gallery/${id}?l=en`);
  await expect(visitor.getByText(`The owner wanted a calmer nose ${stamp}`)).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'After: Carbon kit' })).toHaveCount(1);

  // The second part's page lists the build among those it is seen on.
  await visitor.goto(`/product/info/${second!.id}?l=zh`);
  await expect(
    visitor.getByRole('region', { name: '见于这些改装案例' }).getByRole('link', { name: new RegExp(name) }),
  ).toHaveAttribute('href', `/gallery/${id}`);
  await visitor.close();

  // The gallery made here leaves the shared site as it was.
  expect((await owner.delete(`/api/admin/content/galleries/${id}`)).status()).toBe(200);
  await owner.dispose();
  // The browser's word on the one refusal asked for above is all the console says.
  expect(problems).toEqual([expect.stringMatching(/status of 400 .*\/api\/admin\/content\/galleries$/)]);
});
