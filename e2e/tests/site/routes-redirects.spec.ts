// Redirects of SPEC section 2: real HTTP redirects for crawlers and links from outside, client
// redirects inside the app. Aliases are permanent (301); /brand and unknown paths go home (302).
import { expect, test } from '@playwright/test';
import { hydrated } from './routes-public.ts';

const noFollow = { maxRedirects: 0 } as const;

test.describe('server redirects (raw HTTP, no JavaScript)', () => {
  test('/product/:id moves permanently to /product/info/:id, keeping the query', async ({ request }) => {
    const response = await request.get('/product/12?l=en&from=wheels', noFollow);
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/product/info/12?l=en&from=wheels');
    const plain = await request.get('/product/3', noFollow);
    expect(plain.status()).toBe(301);
    expect(plain.headers()['location']).toBe('/product/info/3');
  });

  test('/news/:id moves permanently to /news/info/:id, keeping the query', async ({ request }) => {
    const response = await request.get('/news/4?l=zh&menuId=7', noFollow);
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/news/info/4?l=zh&menuId=7');
  });

  test('/brand goes home, keeping only a valid language', async ({ request }) => {
    const response = await request.get('/brand', noFollow);
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/?missing=1');
    const english = await request.get('/brand?l=en&menuId=2', noFollow);
    expect(english.status()).toBe(302);
    expect(english.headers()['location']).toBe('/?l=en&missing=1');
  });

  test('an unknown path goes home', async ({ request }) => {
    for (const path of ['/no-such-page', '/car', '/news/info', '/wheels/5/extra', '/%E4%B8%AD%E6%96%87']) {
      const response = await request.get(path, noFollow);
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe('/?missing=1');
    }
    const french = await request.get('/nowhere?l=fr', noFollow);
    expect(french.headers()['location']).toBe('/?missing=1');
    const english = await request.get('/nowhere?l=en', noFollow);
    expect(english.headers()['location']).toBe('/?l=en&missing=1');
  });

  test('following the redirects ends on a page', async ({ request }) => {
    const product = await request.get('/product/1?l=en');
    expect(product.status()).toBe(200);
    expect(product.url()).toMatch(/\/product\/info\/1\?l=en$/);
    const news = await request.get('/news/1');
    expect(news.status()).toBe(200);
    expect(news.url()).toMatch(/\/news\/info\/1$/);
  });
});

test.describe('client redirects in the browser', () => {
  test('opening an old product address shows the product page', async ({ page }) => {
    await page.goto('/product/1?l=en');
    await expect(page).toHaveURL(/\/product\/info\/1\?l=en$/);
    await expect(page).toHaveTitle(/^RUIJIE TUNING - /);
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
  });

  test('opening an old news address shows the article', async ({ page }) => {
    await page.goto('/news/2?l=zh');
    await expect(page).toHaveURL(/\/news\/info\/2\?l=zh$/);
    await expect(page).toHaveTitle('锐界改装 - 新闻详情');
  });

  test('navigating inside the app to /brand, /product/:id, /news/:id and an unknown path', async ({
    page,
  }) => {
    await page.goto('/about?l=en');
    await hydrated(page);
    // A marker on window survives only if no document load happens.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    for (const [to, landing, title] of [
      ['/brand', /\/$/, 'RUIJIE TUNING - Home'],
      ['/product/1', /\/product\/info\/1$/, /^RUIJIE TUNING - /],
      ['/news/1', /\/news\/info\/1$/, 'RUIJIE TUNING - News Detail'],
      ['/somewhere-else', /\/$/, 'RUIJIE TUNING - Home'],
    ] as const) {
      // The router follows history entries it is told about: the same path a back/forward takes.
      await page.evaluate((target) => {
        const state = window.history.state as { idx?: number } | null;
        window.history.pushState({ usr: null, key: target, idx: (state?.idx ?? 0) + 1 }, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, to);
      await expect(page).toHaveURL(landing);
      await expect(page).toHaveTitle(title);
    }
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });
});
