// The fixed header: logo, menu with submenus, active entry, language buttons and, at 976px or
// less, the hamburger drawer (SPEC sections 2 and 4).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { desktopNav, drawer, header, isPhone, open, watchConsole } from './shell-support.ts';

const burger = (page: Page, label = '打开菜单') => header(page).getByRole('button', { name: label });

async function openDrawer(page: Page, label = '打开菜单') {
  await burger(page, label).click();
  await expect(burger(page, label)).toHaveAttribute('aria-expanded', 'true');
}

test('the header stays fixed at 65px on desktop and 110px on phones, and the logo goes home', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await open(page, '/news');

  const expected = isPhone(page) ? 110 : 65;
  expect((await header(page).boundingBox())?.height).toBe(expected);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);

  const logo = header(page).getByRole('link', { name: '锐界改装' });
  const image = logo.getByRole('img');
  await expect(image).toHaveAttribute('src', /\/api\/static\/logo\//);
  await expect(image).toHaveAttribute('width', /\d+/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/ - 首页$/);
  expect(problems).toEqual([]);
});

test('a submenu opens with its 180px picture tiles and closes once a subitem is chosen', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/');

  if (isPhone(page)) {
    // Phones: the drawer's accordion holds the subitems.
    await openDrawer(page);
    const toggle = drawer(page).getByRole('button', { name: '品牌：展开子菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer(page).getByRole('link', { name: '保时捷' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link'),
    ).toHaveCount(8);
    await drawer(page).getByRole('link', { name: '保时捷' }).click();
    await expect(page).toHaveURL(/\/brand\/3\?menuId=3$/);
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer(page)).toBeHidden();
  } else {
    const nav = desktopNav(page);
    const toggle = nav.getByRole('button', { name: '品牌：展开子菜单' });
    const porsche = nav.getByRole('link', { name: '保时捷' });
    await expect(porsche).toBeHidden();

    await nav.getByRole('link', { name: '品牌', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(porsche).toBeVisible();
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const tiles = panel.getByRole('link');
    await expect(tiles).toHaveCount(8);
    for (const picture of await panel.locator('img').all()) {
      expect((await picture.boundingBox())?.width).toBe(180);
      await expect(picture).toHaveAttribute('height', '120');
    }

    await porsche.click();
    await expect(page).toHaveURL(/\/brand\/3\?menuId=3$/);
    await expect(porsche).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: the toggle opens it, Escape closes it and gives the focus back. The pointer rests
    // away from the menu, as a keyboard user's would (a resting pointer over the panel's band counts
    // as hovering it).
    await page.mouse.move(700, 880);
    await nav.getByRole('link', { name: '轮毂', exact: true }).focus();
    await page.keyboard.press('Tab');
    const wheels = nav.getByRole('button', { name: '轮毂：展开子菜单' });
    await expect(wheels).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: '单片锻造轮毂' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: '单片锻造轮毂' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: '单片锻造轮毂' })).toBeHidden();
    await expect(wheels).toBeFocused();
  }
  expect(problems).toEqual([]);
});

test('menu links carry their menuId and never the language; outside links open in a new tab', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await open(page, '/?l=en');
  if (isPhone(page)) await openDrawer(page, 'Open menu');
  const nav = isPhone(page) ? drawer(page, 'Site menu') : desktopNav(page, 'Main navigation');

  const hrefs = await nav
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const internal = hrefs.filter((href) => href.startsWith('/'));
  // 8 entries and 20 subitems on the site; the store link leaves it.
  expect(internal).toHaveLength(28);
  for (const href of internal) {
    expect(href).toMatch(/[?&]menuId=\d+(#|$)/);
    expect(href).not.toMatch(/[?&]l=/);
  }
  expect(internal).toContain('/about?menuId=20#contact');

  // The store is a subitem of About: show it first.
  if (isPhone(page)) await nav.getByRole('button', { name: 'About: show submenu' }).click();
  else await nav.getByRole('link', { name: 'About', exact: true }).hover();
  const store = nav.getByRole('link', { name: /Tmall Flagship Store/ });
  await expect(store).toBeVisible();
  await expect(store).toHaveAttribute('href', 'https://example.com/store');
  await expect(store).toHaveAttribute('target', '_blank');
  await expect(store).toHaveAttribute('rel', /noopener/);
  expect(problems).toEqual([]);
});

test('the active entry follows the route, a car or a product marks its section, else the home entry', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const current = async () => {
    if (isPhone(page)) {
      await openDrawer(page);
      const text = await drawer(page).locator('a[aria-current="page"]').allTextContents();
      await burger(page).click();
      return text;
    }
    return desktopNav(page).locator('a[aria-current="page"]').allTextContents();
  };

  await open(page, '/aerodynamic-kits/2');
  await expect.poll(current).toEqual(['空气动力学套件', '侧裙与侧翼']);
  if (isPhone(page)) {
    // Phones also name the section next to the brands toggle.
    await expect(header(page).getByText('侧裙与侧翼').filter({ visible: true })).toHaveCount(1);
  }

  await open(page, '/brand/7');
  await expect.poll(current).toEqual(['品牌', '宝马']);

  // A car and the car list belong to Brands, a product to its section; phones name it too.
  for (const [address, section] of [
    ['/car/4', '品牌'],
    ['/car-list', '品牌'],
    ['/product/info/1', '空气动力学套件'],
  ] as const) {
    await open(page, address);
    await expect.poll(current).toEqual([section]);
    if (isPhone(page)) {
      // Beside the brands toggle (itself named 品牌), the line that says where the visitor is.
      const where = header(page).locator('p').filter({ visible: true });
      await expect(where).toHaveText(section);
    }
  }

  // A client-side navigation moves the mark too.
  if (isPhone(page)) {
    await openDrawer(page);
    await drawer(page).getByRole('link', { name: '企业新闻' }).click();
  } else {
    await desktopNav(page).getByRole('link', { name: '企业新闻' }).click();
  }
  await expect(page).toHaveURL(/\/news\?menuId=7$/);
  // The drawer closes as the next page comes: its button is named "open" again before the check
  // opens it (on a busy machine the close animation outlasted the check's first tries).
  if (isPhone(page)) await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(current).toEqual(['企业新闻']);
  expect(problems).toEqual([]);
});

test('the language buttons switch the whole page between 中文 and EN', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/');
  const languages = async (label: string) => {
    if (isPhone(page) && (await burger(page, label).getAttribute('aria-expanded')) !== 'true') {
      await openDrawer(page, label);
    }
    return (isPhone(page) ? page.locator('#site-drawer') : header(page)).getByRole('group', {
      name: label === '打开菜单' ? '语言' : 'Language',
    });
  };

  let group = await languages('打开菜单');
  await expect(group.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'false');
  await group.getByRole('button', { name: 'EN' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/ - Home$/);
  group = await languages('Open menu');
  await expect(group.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'false');
  const nav = isPhone(page) ? drawer(page, 'Site menu') : desktopNav(page, 'Main navigation');
  await expect(nav.getByRole('link', { name: 'Aerodynamic Kits' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'About us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cars we have refined' })).toBeVisible();

  // The choice is kept: a fresh load is English too.
  await open(page, '/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  group = await languages('Open menu');
  await group.getByRole('button', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/ - 企业新闻$/);
  expect(problems).toEqual([]);
});

test('switching language on a ?l= address drops the query and reloads the shell texts', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/about?l=en');
  if (isPhone(page)) await openDrawer(page, 'Open menu');
  const scope = isPhone(page) ? page.locator('#site-drawer') : header(page);
  await scope.getByRole('button', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: '关于我们' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the menu says it is loading while the shell reloads in the other language', async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, '/');
  // Hold the data request of the language switch until its loading state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  if (isPhone(page)) await openDrawer(page);
  const scope = isPhone(page) ? page.locator('#site-drawer') : header(page);
  await scope.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('status').filter({ hasText: '菜单加载中...' }).first()).toBeAttached();
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(/菜单加载中|Loading menu/)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the hamburger drawer opens, and closes on an outside press, Escape, navigation and widening', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await open(page, '/');
  if (!isPhone(page)) {
    // Wide windows have no hamburger; a narrow desktop window gets the drawer.
    await expect(burger(page)).toBeHidden();
    await expect(desktopNav(page)).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    // The brand sidebar leaves with the wide layout at once: no live panel sliding across the page.
    const sidebarVisibility = await page
      .locator('#brand-sidebar')
      .evaluate((element) => getComputedStyle(element).visibility);
    expect(sidebarVisibility).toBe('hidden');
  }
  await expect(burger(page)).toHaveAttribute('aria-controls', 'site-drawer');
  await expect(drawer(page)).toBeHidden();

  await openDrawer(page);
  await expect(drawer(page)).toBeVisible();
  expect((await page.locator('#site-drawer').boundingBox())?.width).toBeCloseTo(220, 1);
  await expect(page.locator('#site-drawer').getByRole('button', { name: 'EN' })).toBeVisible();
  // An empty spot of the header's brand bar, left of the drawer: not a link, not the banner.
  await page.mouse.click(150, 90);
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  await openDrawer(page);
  await drawer(page).getByRole('link', { name: '改装案例' }).click();
  await expect(page).toHaveURL(/\/gallery\?menuId=6$/);
  await expect(drawer(page)).toBeHidden();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');

  await openDrawer(page);
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(burger(page)).toBeHidden();
  await expect(desktopNav(page)).toBeVisible();
  expect((await header(page).boundingBox())?.height).toBe(65);
  // The browser reports the wider layout at its next frame; the (hidden) drawer closes then.
  await expect(header(page).getByRole('button', { name: '打开菜单', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer(page)).toBeHidden();
  expect(problems).toEqual([]);
});

/**
 * A scroll gesture at (x, y) as the browser's input pipeline delivers it (the wheel: headless
 * Chromium does not scroll the page for synthesized touch gestures, so those would prove nothing).
 */
async function scrollAt(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.synthesizeScrollGesture', {
    x,
    y,
    yDistance: -400,
    gestureSourceType: 'mouse',
    speed: 1200,
  });
  await cdp.detach();
}

/** The page's scroll position once it has stopped moving (the same over two frames). */
async function settledScroll(page: Page): Promise<number> {
  const twoFramesApart = () =>
    page.evaluate(async () => {
      const before = window.scrollY;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return before === window.scrollY ? before : -1;
    });
  let settled = -1;
  await expect.poll(async () => (settled = await twoFramesApart())).toBeGreaterThanOrEqual(0);
  return settled;
}

test('the header is opaque: scrolled page text never shows through it', async ({ page }) => {
  await open(page, '/about?l=en');
  await page.evaluate(() => window.scrollTo(0, 300));
  const colours = await header(page).evaluate((element) => {
    const style = getComputedStyle(element, '::before');
    return `${style.backgroundColor} ${style.backgroundImage}`;
  });
  // Every colour of the bar is fully opaque (no rgba with an alpha below 1, no transparent).
  expect(colours).toMatch(/rgb\(/);
  expect(colours).not.toMatch(/rgba\([^)]*,\s*0?\.\d+\)|transparent/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('');
});

test('the page behind the open drawer and the brand panel does not scroll', async ({ page, isMobile }) => {
  // The drawer and the brand panel belong to narrow screens: a desktop browser is narrowed first.
  if (!isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/about?l=en');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

  await openDrawer(page, 'Open menu');
  // On the dimmed page beside the 220px drawer.
  await scrollAt(page, 40, 600);
  await scrollAt(page, 300, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  await page.keyboard.press('Escape');
  await expect(burger(page, 'Open menu')).toHaveAttribute('aria-expanded', 'false');
  // Closed, the page scrolls again once the lock is released (an effect after the close renders).
  await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  await expect(async () => {
    await scrollAt(page, 200, 600);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  }).toPass();

  // A wheel scroll is animated: read where it ends, not a point on its way.
  const scrolled = await settledScroll(page);
  await header(page).getByRole('button', { name: 'Brands', exact: true }).click();
  await scrollAt(page, 300, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
