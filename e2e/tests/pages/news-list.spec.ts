// The news list (/news): the seed's twelve stories, ten a page, newest first.
import { expect, test } from '@playwright/test';
import { openPage, watchConsole, withLanguage } from './brand-helpers.ts';

const TEXT = {
  zh: {
    title: '企业新闻',
    pages: '新闻分页',
    page: (n: number) => `第 ${n} 页`,
    next: '下一页',
    readMore: '阅读全文',
  },
  en: {
    title: 'News',
    pages: 'News pages',
    page: (n: number) => `Page ${n}`,
    next: 'Next',
    readMore: 'Read more',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(`news pages through numbered links (${lang})`, { tag: '@phone' }, async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, withLanguage('/news', lang));
    await expect(page).toHaveTitle(new RegExp(` - ${t.title}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    const stories = page.getByRole('main').getByRole('article');
    await expect(stories).toHaveCount(10);
    // Every story has a picture, a tag, a title, a summary and a date.
    const first = stories.first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(first.locator('img')).toHaveAttribute('width', /\d+/);

    const pagination = page.getByRole('navigation', { name: t.pages });
    await expect(pagination.getByRole('link', { name: t.page(1) })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: t.page(2) }).click();

    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(stories).toHaveCount(2);
    await expect(pagination.getByRole('link', { name: t.page(2) })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: t.next })).toHaveCount(0);

    await stories
      .first()
      .getByRole('link', { name: new RegExp(t.readMore) })
      .click();
    await expect(page).toHaveURL(/\/news\/info\/\d+/);
    expect(problems).toEqual([]);
  });
}

test('crawlers find every page as a plain link in the first HTML', async ({ request }) => {
  const response = await request.get('/news', { headers: { 'user-agent': 'Baiduspider' } });
  const html = await response.text();
  expect(html).toMatch(/<title>[^<]+ - 企业新闻<\/title>/);
  expect(html).toContain('href="/news?page=2"');
  expect(html.match(/href="\/news\/info\/\d+"/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
});

test('a page past the last answers 404 and leads back to the latest news', async ({ page }) => {
  const response = await page.goto('/news?page=9');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有这一页');
  await page.getByRole('link', { name: '最新新闻' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
});
