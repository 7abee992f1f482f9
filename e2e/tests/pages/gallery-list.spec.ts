// The gallery page (/gallery) against the seed's 40 galleries, twelve a page.
import { expect, test } from '@playwright/test';
import { openPage, watchConsole, withLanguage } from './brand-helpers.ts';

const TEXT = {
  zh: {
    title: '改装案例',
    showMore: '查看更多',
    loadMore: '加载更多',
    shown: (n: number) => `已显示 ${n} / 40`,
  },
  en: {
    title: 'Gallery',
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

      const cards = page.getByRole('main').getByRole('listitem');
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
  const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
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
