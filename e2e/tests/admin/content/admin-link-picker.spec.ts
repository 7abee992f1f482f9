// The link picker, as an editor uses it on a server of the test's own (the home banner it changes
// is the shared site's too): a home banner slide linked to a car chosen by its name with the keys,
// saved and stored; a typed address that leads nowhere said in words, here and by the server on
// saving; a story linked from another story's text through the rich text's link tool. In Chinese
// and English, axe clean with the dialogs open.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  EDITOR,
  ensureEditorUser,
  expectNoViolations,
  OWNER,
  signIn,
  watchAdminConsole,
} from '../admin-support.ts';
import { startOwnServer } from '../../site/own-server.ts';
import type { OwnServer } from '../../site/own-server.ts';

const TEXT = {
  zh: {
    heroZh: '中文站轮播',
    slide: '轮播图 1',
    slideLink: '轮播链接',
    choose: '为「轮播链接」选择页面',
    picker: '选择本站页面',
    search: '按标题搜索（中英文均可）',
    cars: '车型',
    news: '新闻',
    save: '保存草稿',
    allSaved: '所有改动已保存',
    noSuchStory: '没有这篇新闻',
    notAPage: '本站没有这个页面',
    body: '正文 · 中文',
    toolbar: '格式: 正文 · 中文',
    linkTool: '链接',
    linkDialog: '链接',
    address: '链接地址',
    chooseAddress: '为「链接地址」选择页面',
    apply: '应用',
  },
  en: {
    heroZh: 'Slides of the Chinese site',
    slide: 'Slide 1',
    slideLink: 'Slide link',
    choose: 'Choose a page for Slide link',
    picker: 'Choose a page of the site',
    search: 'Search by title, in Chinese or English',
    cars: 'Cars',
    news: 'News',
    save: 'Save draft',
    allSaved: 'All changes saved',
    noSuchStory: 'No such story',
    notAPage: 'This site has no such page',
    body: 'Story · 中文',
    toolbar: 'Formatting: Story · 中文',
    linkTool: 'Link',
    linkDialog: 'Link',
    address: 'Link address',
    chooseAddress: 'Choose a page for Link address',
    apply: 'Apply',
  },
} as const;

/** A car (another each run, so that each one changes the link) and a story of the demo, by their names. */
const CAR = { zh: 'Artura', en: 'Urus' };
const STORY = { zh: '赛道日', en: 'Wind-Tunnel' };

let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startOwnServer({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
  await ensureEditorUser(server.origin);
});

test.afterAll(() => server?.stop());

async function editorPage(
  context: BrowserContext,
  path: string,
  lang: 'zh' | 'en',
): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = watchAdminConsole(page);
  await signIn(page, EDITOR);
  await page.goto(`${path}?l=${lang}`);
  return { page, problems };
}

/** Moves the picker's active choice down to `option` with the arrow key, then takes it with Enter. */
async function chooseWithKeys(page: Page, search: Locator, option: Locator): Promise<void> {
  const id = await option.getAttribute('id');
  for (let step = 0; step < 40 && (await search.getAttribute('aria-activedescendant')) !== id; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];
  const car = CAR[lang];

  test(`an editor links a home banner slide to a car chosen in the picker (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server!.origin });
    const { page, problems } = await editorPage(context, '/admin/content/settings/1', lang);
    const slide = page
      .getByRole('group', { name: t.heroZh })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t.slide, exact: true }) });
    const link = slide.getByRole('textbox', { name: t.slideLink });
    await expect(link).toHaveValue(/^\//);

    await slide.getByRole('button', { name: t.choose }).click();
    const picker = page.getByRole('dialog', { name: t.picker });
    const search = picker.getByRole('combobox', { name: t.search });
    await expect(search).toBeFocused();
    // Escape closes the picker, with something typed or not, and leaves the link as it was.
    await search.fill(car);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await slide.getByRole('button', { name: t.choose }).click();
    await expect(search).toBeFocused();
    await search.fill(car);
    const option = picker.getByRole('group', { name: t.cars }).getByRole('option', { name: new RegExp(car) });
    await expect(option).toBeVisible();
    const address = (await option.getByText(/^\/car\/\d+$/).textContent()) ?? '';
    await expectNoViolations(page, 'the picker with results');
    await chooseWithKeys(page, search, option);
    await expect(picker).toBeHidden();
    await expect(link).toHaveValue(address);
    await expect(slide.getByText(car, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.allSaved)).toBeVisible();
    await page.reload();
    await expect(link).toHaveValue(address);
    await expect(slide.getByText(car, { exact: true })).toBeVisible();

    // A typed address that leads nowhere is said in words, and the server says the same on saving.
    await link.fill('/news/info/999999');
    await expect(slide.getByText(t.noSuchStory)).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: t.save }).click();
    await expect(slide.getByText(t.noSuchStory)).toBeVisible();
    await expect(page.getByText(t.allSaved)).toHaveCount(0);
    await link.fill('/careers');
    await expect(slide.getByText(t.notAPage)).toBeVisible();
    await expectNoViolations(page, 'a typed wrong address');
    await link.fill(address);
    await expect(slide.getByText(car, { exact: true })).toBeVisible();
    await context.close();
    expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  });

  test(`an editor links a story from a story's text through the link tool (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server!.origin });
    const { page, problems } = await editorPage(context, '/admin/content/news/1', lang);
    const body = page.getByRole('textbox', { name: t.body });
    await expect(body).toContainText(/\S/);
    // The caret in a new paragraph at the end: the link comes with the story's title as its words.
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('toolbar', { name: t.toolbar }).getByRole('button', { name: t.linkTool }).click();
    const dialog = page.getByRole('dialog', { name: t.linkDialog });
    await expect(dialog.getByRole('textbox', { name: t.address })).toBeFocused();
    await dialog.getByRole('button', { name: t.chooseAddress }).click();
    const picker = page.getByRole('dialog', { name: t.picker });
    const search = picker.getByRole('combobox', { name: t.search });
    await search.fill(STORY[lang]);
    const story = picker.getByRole('group', { name: t.news }).getByRole('option').first();
    await expect(story).toBeVisible();
    const address = (await story.getByText(/^\/news\/info\/\d+$/).textContent()) ?? '';
    const title =
      (await story
        .locator('span')
        .first()
        .evaluate((node) => node.firstChild?.textContent)) ?? '';
    await chooseWithKeys(page, search, story);
    await expect(picker).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: t.address })).toHaveValue(address);
    await expect(dialog.getByText(title, { exact: true })).toBeVisible();
    await expectNoViolations(page, 'the link dialog');
    await dialog.getByRole('button', { name: t.apply }).click();
    await expect(dialog).toBeHidden();
    await expect(body.locator(`a[href="${address}"]`)).toHaveText(title);

    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.allSaved)).toBeVisible();
    await page.reload();
    await expect(body.locator(`a[href="${address}"]`)).toHaveText(title);
    await context.close();
    expect(problems).toEqual([]);
  });
}
