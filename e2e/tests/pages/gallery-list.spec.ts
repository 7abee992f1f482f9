// The gallery page (/gallery) against the seed's 40 galleries, twelve a page.
import { expect, test } from '@playwright/test';
import { openPage, watchConsole, withLanguage } from './brand-helpers.ts';

const TEXT = {
  zh: {
    title: '改装案例',
    list: '案例列表',
    all: '全部',
    filter: '按品牌筛选',
    showMore: '查看更多',
    loadMore: '加载更多',
    shown: (n: number) => `已显示 ${n} / 40`,
  },
  en: {
    title: 'Gallery',
    list: 'Galleries',
    all: 'All',
    filter: 'Filter by brand',
    showMore: 'Show more',
    loadMore: 'Load more',
    shown: (n: number) => `Showing ${n} of 40`,
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(
    `gallery shows six, then the rest of the page, then loads pages to the end (${lang})`,
    { tag: '@phone' },
    async ({ page }) => {
      // Four pages of pictures: give a busy machine time to draw them.
      test.slow();
      const problems = watchConsole(page);
      await openPage(page, withLanguage('/gallery', lang));
      await expect(page).toHaveTitle(new RegExp(` - ${t.title}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

      const cards = page.getByRole('list', { name: t.list }).getByRole('listitem');
      await expect(cards).toHaveCount(6);
      await expect(page.getByText(t.shown(6))).toBeVisible();

      await page.getByRole('button', { name: t.showMore }).click();
      await expect(cards).toHaveCount(12);

      const more = page.getByRole('button', { name: t.loadMore });
      for (const expected of [24, 36, 40]) {
        await more.click();
        await expect(cards).toHaveCount(expected);
        await expect(page.getByText(t.shown(expected))).toBeVisible();
      }
      await expect(more).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.showMore })).toHaveCount(0);

      // Every card is a different gallery.
      const hrefs = await cards
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(40);
      expect(problems).toEqual([]);
    },
  );
}

test('a gallery card opens the gallery', async ({ page }) => {
  await page.goto('/gallery');
  const first = page.getByRole('list', { name: '案例列表' }).getByRole('listitem').first().getByRole('link');
  await expect(first).toHaveAttribute('href', '/gallery/1');
  await first.click();
  await expect(page).toHaveURL(/\/gallery\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('720S · 外滩夜色');
});

test('the first HTML response holds the first cards (server rendering)', async ({ request }) => {
  const html = await (await request.get('/gallery', { headers: { 'user-agent': 'Baiduspider' } })).text();
  expect(html).toMatch(/<title>[^<]+ - 改装案例<\/title>/);
  expect(html.match(/href="\/gallery\/\d+"/g)?.length ?? 0).toBe(6);
});

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(`the gallery filters by brand in its address, rendered by the server (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    await openPage(page, withLanguage('/gallery', lang));
    const filter = page.getByRole('navigation', { name: t.filter });
    await expect(filter.getByRole('link', { name: t.all })).toHaveAttribute('aria-current', 'page');
    const porsche = lang === 'zh' ? '保时捷' : 'Porsche';
    await filter.getByRole('link', { name: porsche, exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?brandId=3/);
    await expect(filter.getByRole('link', { name: porsche, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cards = page.getByRole('list', { name: t.list }).getByRole('listitem');
    // The seed's five Porsche galleries, each naming its brand.
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) await expect(card).toContainText(porsche);

    // The same address opened afresh is the same list, from the server's HTML.
    const html = await (await page.request.get(withLanguage('/gallery?brandId=3', lang))).text();
    expect(html).toContain('aria-current="page"');
    expect((html.match(/href="\/gallery\/\d+"/g) ?? []).length).toBeGreaterThanOrEqual(5);

    // Back to every gallery.
    await filter.getByRole('link', { name: t.all }).click();
    await expect(page).toHaveURL(/\/gallery(\?l=\w+)?$/);
    await expect(cards).toHaveCount(6);
    expect(problems).toEqual([]);
  });
}

test('a brand the site does not list is no filter', async ({ page }) => {
  await openPage(page, '/gallery?brandId=999999');
  await expect(
    page.getByRole('navigation', { name: '按品牌筛选' }).getByRole('link', { name: '全部' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: '案例列表' }).getByRole('listitem')).toHaveCount(6);
});
