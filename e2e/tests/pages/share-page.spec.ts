// The share control of car, product, gallery and news pages, as a visitor outside WeChat meets it:
// the dialog with the page's QR code, its address to copy (and what happens when the browser will
// not copy), Weibo's share form filled with the page's address and title, closing by Escape with
// focus back on the button, clean under axe at desktop and phone widths, and no request to any
// host but this site's until the visitor follows a link. WeChat's own browser: wechat-share.spec.ts.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openPage, watchConsole, withLanguage } from './brand-helpers.ts';
import { attachScreenshot, expectNoAxeViolations } from './page-checks.ts';

const TEXT = {
  zh: {
    share: '分享',
    title: '分享此页',
    link: '本页链接',
    copy: '复制链接',
    copied: '链接已复制',
    weibo: /分享到微博/,
    qr: '本页二维码',
    close: '关闭',
    failed: /无法自动复制/,
  },
  en: {
    share: 'Share',
    title: 'Share this page',
    link: 'Link to this page',
    copy: 'Copy link',
    copied: 'Link copied',
    weibo: /Share on Weibo/,
    qr: 'QR code of this page',
    close: 'Close',
    failed: /Could not copy by itself/,
  },
} as const;

/** Every host a page asked for, this site's left out. */
function foreignRequests(page: Page, own: string): string[] {
  const hosts: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).host;
    if (host !== own && !request.url().startsWith('data:')) hosts.push(request.url());
  });
  return hosts;
}

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(
    `a car page in ${lang}: the share dialog's code, address, copy and Weibo`,
    { tag: '@phone' },
    async ({ page, context, baseURL }, testInfo) => {
      const phone = testInfo.project.name === 'mobile';
      if (!phone) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const problems = watchConsole(page);
      const foreign = foreignRequests(page, new URL(baseURL!).host);
      await openPage(page, withLanguage('/car/1', lang));
      // The car's brand and name, as the heading names them (its stylesheet sets them in capitals).
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim().split(/\s+/);

      const button = page.getByRole('button', { name: t.share, exact: true });
      await button.click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog).toBeVisible();

      // The code of this page, drawn by this site and shown.
      const qr = dialog.getByRole('img', { name: t.qr });
      await expect(qr).toHaveAttribute('src', `/share/qr.svg?path=${encodeURIComponent(`/car/1?l=${lang}`)}`);
      await expect
        .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);

      // The address in the page's language, to copy.
      const url = `${baseURL}/car/1?l=${lang}`;
      await expect(dialog.getByRole('textbox', { name: t.link })).toHaveValue(url);
      const weibo = new URL((await dialog.getByRole('link', { name: t.weibo }).getAttribute('href'))!);
      expect(weibo.origin).toBe('https://service.weibo.com');
      expect(weibo.searchParams.get('url')).toBe(url);
      expect(weibo.searchParams.get('title')?.split(' ').sort()).toEqual(heading.sort());
      await expect(dialog.getByRole('link', { name: t.weibo })).toHaveAttribute('target', '_blank');

      if (!phone) {
        await dialog.getByRole('button', { name: t.copy }).click();
        await expect(dialog.getByRole('status')).toHaveText(t.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      } else {
        // On a phone the whole panel fits the screen, the address and the apps before the code.
        const panel = (await dialog.locator('div').first().boundingBox())!;
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(390);
        const address = (await dialog.getByRole('textbox', { name: t.link }).boundingBox())!;
        expect(address.y).toBeLessThan((await qr.boundingBox())!.y);
      }

      await expectNoAxeViolations(page, 'dialog');
      await attachScreenshot(
        testInfo,
        page,
        `share-${lang}-${page.viewportSize()?.width}.png`,
        `share-${lang}`,
      );

      // Escape closes it and puts focus back on the button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      // Opened again, at once: the dialog was kept.
      await button.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toBeHidden();

      expect(foreign, 'requests to other hosts').toEqual([]);
      expect(problems).toEqual([]);
    },
  );
}

test('product, gallery and news pages share their own address and headline', async ({ page, baseURL }) => {
  for (const [path, lang] of [
    ['/product/info/1', 'zh'],
    ['/gallery/1', 'en'],
    ['/news/info/1', 'zh'],
    ['/news/info/1', 'en'],
  ] as const) {
    const t = TEXT[lang];
    // The language in the address: the cookie the last page left would choose it otherwise.
    await openPage(page, `${path}?l=${lang}`);
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.getByRole('button', { name: t.share, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog.getByRole('textbox', { name: t.link })).toHaveValue(`${baseURL}${path}?l=${lang}`);
    const weibo = new URL((await dialog.getByRole('link', { name: t.weibo }).getAttribute('href'))!);
    expect(weibo.searchParams.get('title'), path).toBe(heading);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a browser that will not copy leaves the address selected and says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await openPage(page, '/news/info/1');
  await page.getByRole('button', { name: '分享', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '分享此页' });
  await dialog.getByRole('button', { name: '复制链接' }).click();
  await expect(dialog.getByRole('status')).toHaveText(TEXT.zh.failed);
  const address = dialog.getByRole('textbox', { name: '本页链接' });
  await expect(address).toBeFocused();
  const selected = await address.evaluate((input: HTMLInputElement) =>
    input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
  );
  expect(selected).toBe(await address.inputValue());
});

test('the QR picture is drawn for pages of this site only', async ({ request }) => {
  const good = await request.get('/share/qr.svg?path=%2Fgallery%2F1%3Fl%3Dzh');
  expect(good.status()).toBe(200);
  expect(good.headers()['content-type']).toBe('image/svg+xml');
  expect(await good.text()).toMatch(/^<svg[^>]*viewBox/);
  for (const path of ['', 'gallery/1', '//evil.example/', 'https://evil.example/']) {
    const bad = await request.get(`/share/qr.svg?path=${encodeURIComponent(path)}`);
    expect(bad.status(), path).toBe(400);
  }
});
