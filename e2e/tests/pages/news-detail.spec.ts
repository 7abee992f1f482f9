// A news story (/news/info/:id). Story 3's Chinese body was stored with a <script> element and an
// onerror attribute; the API sanitises it, and the page must show it without running either.
import { expect, test } from '@playwright/test';
import { openPage, watchConsole, withLanguage } from './brand-helpers.ts';

test('a story whose stored body held a script shows its text without running it', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const problems = watchConsole(page);
  await openPage(page, '/news/info/3');

  // The screen's name in the title (SPEC section 2).
  await expect(page).toHaveTitle('锐界改装 - 新闻详情');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(/干碳与湿碳/);
  await expect(article.getByRole('heading', { level: 2, name: '五个关键区别' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveCount(5);
  await expect(article).toContainText('锐界的空力部件全部采用干碳工艺');

  // Nothing executable reached the page.
  expect(await article.locator('script').count()).toBe(0);
  expect(
    await article.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('on')),
      ),
    ),
  ).toEqual([]);
  await expect(article).not.toContainText("alert('xss')");
  // Give an injected handler every chance to fire: the page and every picture in the story have
  // finished loading (or failing).
  await page.waitForLoadState('load');
  await expect
    .poll(() => article.evaluate((root) => [...root.querySelectorAll('img')].every((img) => img.complete)))
    .toBe(true);
  expect(dialogs).toEqual([]);
  expect(problems).toEqual([]);
});

test('the raw HTML of the story holds no script from its body', async ({ request }) => {
  const html = await (await request.get('/news/info/3', { headers: { 'user-agent': 'Baiduspider' } })).text();
  expect(html).toContain('干碳与湿碳');
  expect(html).not.toContain("alert('xss')");
  expect(html).not.toMatch(/onerror=/i);
});

for (const lang of ['zh', 'en'] as const) {
  test(
    `a story shows tag, date, cover and body, and leads back to the list (${lang})`,
    { tag: '@phone' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, withLanguage('/news/info/2', lang));
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'zh'
          ? '迈凯伦 720S 锐界碳纤维宽体套件正式发布'
          : 'McLaren 720S RUIJIE Carbon Widebody Kit Launched',
      );
      await expect(article.locator('time')).toHaveText(lang === 'zh' ? '2025年5月18日' : '18 May 2025');
      await expect(article.getByText(lang === 'zh' ? '新品' : 'New Product', { exact: true })).toBeVisible();
      await expect(article.locator('figure img')).toHaveAttribute('fetchpriority', 'high');
      await article
        .getByRole('link', { name: lang === 'zh' ? '返回新闻列表' : 'Back to news' })
        .first()
        .click();
      await expect(page).toHaveURL(/\/news(\?|$)/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'zh' ? '企业新闻' : 'News');
      expect(problems).toEqual([]);
    },
  );
}

test('an unknown story answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/news/info/999?l=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This story is not available');
  await expect(page.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
});

test('/news/:id redirects to the story', async ({ page }) => {
  await page.goto('/news/2');
  await expect(page).toHaveURL(/\/news\/info\/2$/);
});
