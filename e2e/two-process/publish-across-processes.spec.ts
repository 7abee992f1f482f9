// An editor signed in on process A publishes a story; process B, which has the old page in its
// caches, serves the new one in both languages within the second the design promises
// (LISTEN/NOTIFY: the configuration sets the fallback poll to a minute). The session made on A
// is good on B, and a save made there is what A shows: one site, whichever process answers.
import { expect, test } from '@playwright/test';
import { EDITOR, ensureEditorUser, signIn, watchAdminConsole } from '../tests/admin/admin-support.ts';
import { watchConsole } from '../tests/pages/brand-helpers.ts';
import { PROCESS_A, PROCESS_B } from './processes.ts';

/** A seeded story, with its titles before and after the edit. */
const STORY_ID = 2;
const SEEDED = {
  zh: '迈凯伦 720S 锐界碳纤维宽体套件正式发布',
  en: 'McLaren 720S RUIJIE Carbon Widebody Kit Launched',
} as const;
const EDITED = {
  zh: '迈凯伦 720S 碳纤维宽体套件开始交付',
  en: 'McLaren 720S Carbon Widebody Kit now shipping',
} as const;
const LANGUAGES = ['zh', 'en'] as const;

// The language named in each address: the site remembers the last one asked for.
const storyPath = (lang: (typeof LANGUAGES)[number]) => `/news/info/${STORY_ID}?l=${lang}`;

test('a story published on one process is served by the other within a second, in both languages', async ({
  page,
  browser,
}) => {
  await ensureEditorUser(PROCESS_A);

  // A visitor of process B, signed in nowhere, so that B answers from its caches.
  const visitor = await browser.newPage({ baseURL: PROCESS_B });
  const visitorProblems = watchConsole(visitor);
  const problems = watchAdminConsole(page);
  const headline = visitor.getByRole('article').getByRole('heading', { level: 1 });
  for (const lang of LANGUAGES) {
    await visitor.goto(storyPath(lang));
    await expect(headline).toHaveText(SEEDED[lang]);
  }

  await signIn(page, EDITOR, `/admin/content/news/${STORY_ID}`);
  expect(new URL(page.url()).origin).toBe(PROCESS_A);
  await expect(page.getByLabel('标题 · 中文', { exact: true })).toHaveValue(SEEDED.zh);
  await page.getByLabel('标题 · 中文', { exact: true }).fill(EDITED.zh);
  await page.getByLabel('标题 · English', { exact: true }).fill(EDITED.en);
  const published = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/api/admin/content/news/${STORY_ID}/publish`,
  );
  await page.getByRole('button', { name: '发布', exact: true }).click();
  expect((await published).status()).toBe(200);
  const publishedAt = Date.now();

  // Plain navigations on B until the new title is there. Each language is timed from the publish
  // to the start and the end of the first navigation that showed it: B changed its answer in
  // between (the span is the navigation's own time, long on a busy machine).
  const reached: string[] = [];
  for (const lang of LANGUAGES) {
    let started = 0;
    let tries = 0;
    await expect
      .poll(
        async () => {
          started = Date.now() - publishedAt;
          tries += 1;
          await visitor.goto(storyPath(lang), { waitUntil: 'domcontentloaded' });
          return (await headline.textContent({ timeout: 2_000 }))?.trim();
        },
        { timeout: 5_000, intervals: [50] },
      )
      .toBe(EDITED[lang]);
    reached.push(
      `${lang}: seen by navigation ${tries}, started after ${started} ms, done after ${Date.now() - publishedAt} ms`,
    );
  }
  test
    .info()
    .annotations.push({ type: 'process B served the published story', description: reached.join('; ') });
  console.log(`process B served the published story (${reached.join('; ')})`);
  await expect(
    page.getByRole('complementary', { name: '发布' }).getByText('已发布', { exact: true }),
  ).toBeVisible();
  expect(visitorProblems).toEqual([]);
  await visitor.close();

  // The same browser on process B: still signed in, and what it saves is what A shows.
  await page.goto(`${PROCESS_B}/admin/content/news/${STORY_ID}`);
  await expect(page).toHaveURL(`${PROCESS_B}/admin/content/news/${STORY_ID}`);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByLabel('标题 · English', { exact: true })).toHaveValue(EDITED.en);
  await page.getByLabel('标题 · English', { exact: true }).fill(SEEDED.en);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();

  await page.goto(`${PROCESS_A}/admin/content/news/${STORY_ID}`);
  await expect(page.getByLabel('标题 · English', { exact: true })).toHaveValue(SEEDED.en);
  await expect(
    page.getByRole('complementary', { name: '发布' }).getByText('有改动', { exact: true }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
