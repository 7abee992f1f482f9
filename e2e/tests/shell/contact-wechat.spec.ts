// WeChat and phone contact: the QR codes drawn on the server (footer, About, the WeChat dialog)
// and the phones' fixed contact bar (call, WeChat, enquire), in both languages, at 1440 and 390 px.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { footer, isPhone, open, watchConsole } from './shell-support.ts';

const TEXT = {
  zh: {
    openWechat: '微信：查看二维码',
    dialog: '微信扫码，与我们联系',
    close: '关闭',
    codes: ['微信二维码：官方公众号', '微信二维码：销售顾问'],
    contact: '欢迎到访工坊',
    bar: '快捷联系',
    call: '致电 +86 138 0000 0000',
    wechat: '微信',
    enquire: '咨询',
    menu: '打开菜单',
    brands: '品牌',
    form: '预约咨询',
    message: '留言',
    carPrefill: '您好，我想了解 迈凯伦 720S 的改装方案。',
    productPrefill: /^您好，我对「.+」感兴趣/,
    copyright: /^© 2007-2026 锐界改装/,
  },
  en: {
    openWechat: 'WeChat: show the QR codes',
    dialog: 'Scan to connect on WeChat',
    close: 'Close',
    codes: ['WeChat QR code: Official account', 'WeChat QR code: Sales consultant'],
    contact: 'Visit the workshop',
    bar: 'Quick contact',
    call: 'Call +86 138 0000 0000',
    wechat: 'WeChat',
    enquire: 'Enquire',
    menu: 'Open menu',
    brands: 'Brands',
    form: 'Book a consultation',
    message: 'Message',
    carPrefill: 'Hello, I would like to hear about modification options for my McLaren 720S.',
    productPrefill: /^Hello, I am interested in the .+\./,
    copyright: /^© 2007-2026 RUIJIE TUNING/,
  },
} as const;

type Lang = keyof typeof TEXT;

/** Each QR code is a loaded picture of a square, drawn as SVG. */
async function expectCodes(area: Locator, lang: Lang): Promise<void> {
  for (const name of TEXT[lang].codes) {
    const code = area.getByRole('img', { name, exact: true });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await code.boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(1);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(90);
  }
}

/** The bar is a phone layout: the desktop project looks at it at a phone's width too. */
async function asPhone(page: Page): Promise<void> {
  if (!isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
}

const contactBar = (page: Page, lang: Lang) => page.getByRole('navigation', { name: TEXT[lang].bar });

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(`the footer and About show both WeChat QR codes, drawn on the server (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    // In the server's HTML already: two codes in the footer and two on About.
    const html = await (await page.request.get(`/about?l=${lang}`)).text();
    expect(html.match(/src="data:image\/svg\+xml,/g)?.length).toBe(4);

    await open(page, `/about?l=${lang}`);
    const contact = page.getByRole('region', { name: t.contact });
    await contact.getByRole('img', { name: t.codes[0], exact: true }).scrollIntoViewIfNeeded();
    await expectCodes(contact, lang);
    await footer(page).scrollIntoViewIfNeeded();
    await expectCodes(footer(page), lang);
    expect(problems).toEqual([]);
  });

  test(
    `the WeChat button opens the codes in a dialog that Escape and its close button close (${lang})`,
    { tag: '@phone' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await open(page, `/?l=${lang}`);
      const button = footer(page).getByRole('button', { name: t.openWechat });
      await button.scrollIntoViewIfNeeded();

      // By keyboard: Enter opens it, focus moves inside, Escape closes it and focus comes back.
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await expectCodes(dialog, lang);
      await expect(dialog.getByRole('button', { name: t.close, exact: true })).toBeFocused();
      // The page behind does not scroll while the codes are shown.
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // By pointer: the close button, then a press beside the panel.
      await button.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.close, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(4, (page.viewportSize()?.height ?? 800) - 4);
      await expect(dialog).toBeHidden();
      await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
      expect(problems).toEqual([]);
    },
  );

  test(`phones get a contact bar at the bottom, wide screens do not (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, `/?l=${lang}`);
    const bar = contactBar(page, lang);
    if (!isPhone(page)) {
      // The header and footer are in reach on a wide screen.
      await expect(bar).toBeHidden();
      expect(problems).toEqual([]);
      return;
    }
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(page.viewportSize()?.height);

    // Call: the sales number of the page's language, as a tel: link.
    await expect(bar.getByRole('link', { name: t.call })).toHaveAttribute('href', 'tel:+8613800000000');

    // WeChat: the same dialog; focus returns to the bar's button.
    const wechat = bar.getByRole('button', { name: t.wechat, exact: true });
    await wechat.click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expectCodes(dialog, lang);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(wechat).toBeFocused();

    // Enquire: the About form when the page is about no one item.
    const enquire = bar.getByRole('link', { name: t.enquire, exact: true });
    await expect(enquire).toHaveAttribute('href', '/about#contact');
    await enquire.click();
    await expect(page).toHaveURL(/\/about#contact$/);
    await expect(
      page.getByRole('region', { name: t.contact }).getByRole('heading', { name: t.contact }),
    ).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test(`the bar's Enquire starts the form with the page's car or piece (${lang})`, async ({ page }) => {
    await asPhone(page);
    await open(page, `/product/info/3?l=${lang}`);
    const enquire = contactBar(page, lang).getByRole('link', { name: t.enquire, exact: true });
    await expect(enquire).toHaveAttribute('href', '/about?product=3#enquiry');
    await enquire.click();
    await expect(page).toHaveURL(/\/about\?product=3#enquiry$/);
    const aboutForm = page.locator('#contact').getByRole('form', { name: t.form });
    await expect(aboutForm.getByRole('textbox', { name: t.message })).toHaveValue(t.productPrefill);

    // A car page has its own form, already naming the car.
    await open(page, `/car/1?l=${lang}`);
    const toCar = contactBar(page, lang).getByRole('link', { name: t.enquire, exact: true });
    await expect(toCar).toHaveAttribute('href', '/car/1#contact');
    await toCar.click();
    await expect(page).toHaveURL(/\/car\/1#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    const carForm = page.getByRole('form', { name: t.form });
    await expect(carForm.getByRole('textbox', { name: t.message })).toHaveValue(t.carPrefill);
  });
}

test('the contact bar never covers the footer or the last button of a form', async ({ page }) => {
  await asPhone(page);
  await open(page, '/about');
  const bar = contactBar(page, 'zh');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = (await bar.boundingBox())?.y ?? 0;
  // At the very bottom of the page the whole footer, copyright included, is above the bar.
  const copyright = footer(page).getByText(TEXT.zh.copyright);
  await expect(copyright).toBeInViewport();
  const footerBox = await footer(page).boundingBox();
  expect((footerBox?.y ?? 0) + (footerBox?.height ?? 0)).toBeLessThanOrEqual(barTop + 1);

  // The form's Submit button, brought into view by the browser, is pressable: nothing lies over it.
  const submit = page.locator('#contact').getByRole('button', { name: '提交' });
  await submit.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const box = await submit.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(barTop + 1);
  const onTop = await submit.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.bottom - 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop).toBe(true);
});

test('the contact bar steps aside while the menu drawer or the brand panel is open', async ({ page }) => {
  await asPhone(page);
  await open(page, '/?l=en');
  const bar = contactBar(page, 'en');
  await expect(bar).toBeVisible();

  const burger = page.getByRole('button', { name: TEXT.en.menu });
  await burger.click();
  await expect(bar).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(bar).toBeVisible();

  const brands = page.getByRole('banner').getByRole('button', { name: TEXT.en.brands, exact: true });
  await brands.click();
  await expect(bar).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(bar).toBeVisible();
});

test('no QR library reaches the browser: the codes come finished from the server', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await open(page, '/about');
  await page.getByRole('contentinfo').getByRole('button', { name: TEXT.zh.openWechat }).click();
  await expect(page.getByRole('dialog', { name: TEXT.zh.dialog })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    // Words of the QR encoder (its Reed-Solomon and error-correction tables) are nowhere.
    expect(script).not.toMatch(/errorCorrectionLevel|ReedSolomon|toSJIS/);
  }
});
