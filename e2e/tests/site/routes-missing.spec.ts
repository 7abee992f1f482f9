// Every public route that shows one record, walked with an id that does not exist and one that
// is not an id, in both languages: each answers 404 (never 200, a 5xx or a redirect home), tells
// crawlers not to index it, says so under a heading in the page's language (each kind in its own
// words: SPEC section 2 names the brand page's), and offers a way on. The routes come from
// routes-public.ts: a new route with an id is walked too.
import { expect, test } from '@playwright/test';
import { LANGS, PUBLIC_ROUTES, inLanguage } from './routes-public.ts';
import { watchConsole } from '../pages/brand-helpers.ts';

/** A route's address with its last number replaced; null for routes without an id. */
function withId(path: string, id: string): string | null {
  const match = /\/\d+$/.exec(path);
  return match ? `${path.slice(0, match.index)}/${id}` : null;
}

const MISSING = ['999999', 'x1'];
/** A heading in the page's language: Chinese characters, or none at all. */
const IN_LANGUAGE = { zh: /[\u4e00-\u9fff]/, en: /^[^\u4e00-\u9fff]+$/ };

const routes = PUBLIC_ROUTES.flatMap((route) =>
  MISSING.flatMap((id) => {
    const path = withId(route.path, id);
    return path ? [path] : [];
  }),
);

test('the walk covers every kind of record page', () => {
  const kinds = new Set(routes.map((path) => path.split('/')[1]));
  expect([...kinds].sort()).toEqual(
    ['aerodynamic-kits', 'brand', 'car', 'gallery', 'news', 'peripherals', 'product', 'wheels'].sort(),
  );
});

for (const path of routes) {
  test(`${path} is not found, in both languages`, async ({ page }) => {
    const problems = watchConsole(page, ['status of 404']);
    for (const lang of LANGS) {
      const response = await page.goto(inLanguage(path, lang));
      expect(response?.status(), lang).toBe(404);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading').first()).toHaveText(IN_LANGUAGE[lang]);
      await expect(main.getByRole('link').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
    }
    expect(problems).toEqual([]);
  });
}
