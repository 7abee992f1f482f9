// A gallery's build story (decision 0067) as a visitor meets it, in both languages, at desktop and
// phone widths (the first tests are tagged for the phone project): the story as formatted text,
// the before/after slider moved by the keyboard, by dragging with the mouse and with a finger,
// both pictures labelled, whole without JavaScript in a frame that does not move; a part leading
// to its product page, which lists "seen on these builds" with the way back; clean under axe. A
// gallery without a story shows none of it.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { openPage, watchConsole, withLanguage } from './brand-helpers.ts';
import { attachScreenshot, expectNoAxeViolations } from './page-checks.ts';

/** Demo galleries: 11 (911 Turbo S at Ningbo) tells its story, 12 (the same car) none. */
const NINGBO = 11;
const RAINY_NIGHT = 12;

const TEXT = {
  zh: {
    gallery: '911 Turbo S · 宁波国际赛道',
    storyTitle: '这台 911 Turbo S 的改装历程',
    heading: '空力与平衡',
    strong: '在不牺牲日常驾驶的前提下，让车头压得住、出弯更稳。',
    partsTitle: '本案例所用配件',
    compareTitle: '同一角度，改装前后',
    slider: '改装前后对比',
    touchHint: '拖动中间的手柄。',
    keysHint: '拖动中间的手柄，或使用方向键。',
    before: '改装前',
    after: '改装后',
    beforeCaption: '原厂交付状态',
    seenOn: '见于这些改装案例',
    back: '← 返回 911 Turbo S · 宁波国际赛道',
  },
  en: {
    gallery: '911 Turbo S · Ningbo International Circuit',
    storyTitle: 'How we built this 911 Turbo S',
    heading: 'Aero and balance',
    strong: 'keep the front planted and the exits calm, without giving up the daily drive.',
    partsTitle: 'Parts on this build',
    compareTitle: 'Before and after, side by side',
    slider: 'Before and after comparison',
    touchHint: 'Drag the handle.',
    keysHint: 'Drag the handle, or use the arrow keys.',
    before: 'Before',
    after: 'After',
    beforeCaption: 'As delivered',
    seenOn: 'Seen on these builds',
    back: '← Back to 911 Turbo S · Ningbo International Circuit',
  },
} as const;

const valueText = (lang: 'zh' | 'en', before: number) =>
  `${TEXT[lang].before} ${before}% · ${TEXT[lang].after} ${100 - before}%`;

/** The divider's place as the stylesheet reads it. */
const split = (figure: Locator) =>
  figure.evaluate((node) => (node as HTMLElement).style.getPropertyValue('--split'));

/** Drags across the frame from its middle to `to` (a share of its width) with the mouse or a finger. */
async function drag(page: Page, frame: Locator, to: number, touch: boolean) {
  const box = (await frame.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, end] = [box.x + box.width / 2, box.x + box.width * to];
  if (!touch) {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(end, y, { steps: 8 });
    await page.mouse.up();
    return;
  }
  // A real touch gesture, as the phone's screen sends it.
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 8; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from + ((end - from) * step) / 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(
    `a build story in ${lang}: the story, the slider by keyboard and by dragging, a part and its builds`,
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const touch = testInfo.project.use.hasTouch === true;
      const problems = watchConsole(page);
      await openPage(page, withLanguage(`/gallery/${NINGBO}`, lang));

      // The story, formatted: its own headings, emphasis and list.
      const story = page.getByRole('region', { name: t.storyTitle });
      await expect(story.getByRole('heading', { level: 3, name: t.heading })).toBeVisible();
      await expect(story.locator('strong')).toHaveText(t.strong);
      await expect(story.getByRole('listitem')).toHaveCount(2);

      // The slider: labelled, at half of each picture, both pictures named before and after.
      const compare = page.getByRole('region', { name: t.compareTitle });
      const slider = compare.getByRole('slider', { name: t.slider });
      const figure = compare.locator('figure');
      const frame = figure.locator('div').first();
      await expect(slider).toHaveAttribute('aria-valuetext', valueText(lang, 50));
      await expect(
        compare.getByRole('img', { name: `${t.before}${lang === 'zh' ? '：' : ': '}${t.beforeCaption}` }),
      ).toHaveCount(1);
      await expect(compare.getByRole('img', { name: new RegExp(`^${t.after}`) })).toHaveCount(1);
      await expect(compare.getByText(t.before, { exact: true }).first()).toBeVisible();
      await expect(compare.getByText(t.after, { exact: true }).first()).toBeVisible();
      // The help names the arrow keys where a mouse suggests a keyboard, not on a touch screen.
      await expect(compare.getByText(touch ? t.touchHint : t.keysHint, { exact: true })).toBeVisible();
      await expect(compare.getByText(touch ? t.keysHint : t.touchHint, { exact: true })).toBeHidden();

      // By keyboard: the arrows step, Page keys jump, Home and End reach the ends.
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuetext', valueText(lang, 51));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(slider).toHaveValue('49');
      await page.keyboard.press('End');
      await expect(slider).toHaveValue('100');
      expect(await split(figure)).toBe('100%');
      await page.keyboard.press('Home');
      await expect(slider).toHaveAttribute('aria-valuetext', valueText(lang, 0));
      expect(await split(figure)).toBe('0%');

      // By dragging: the divider follows the pointer or the finger across the frame.
      await frame.scrollIntoViewIfNeeded();
      await drag(page, frame, 0.25, touch);
      await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThanOrEqual(20);
      expect(Number(await slider.inputValue())).toBeLessThanOrEqual(30);
      await drag(page, frame, 0.8, touch);
      await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThanOrEqual(75);
      expect(Number(await slider.inputValue())).toBeLessThanOrEqual(85);
      expect(await split(figure)).toBe(`${await slider.inputValue()}%`);

      await expectNoAxeViolations(page);

      const width = page.viewportSize()?.width;
      await attachScreenshot(testInfo, compare, `build-story-${lang}-${width}.png`, `build-story-${lang}`);

      // A part leads to its product page, which lists this build and leads back to it.
      const parts = page.getByRole('region', { name: t.partsTitle });
      const part = parts.getByRole('link').first();
      const name = (await part.textContent())?.trim() ?? '';
      await part.click();
      await expect(page).toHaveURL(/\/product\/info\/\d+\?from=gallery/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const builds = page.getByRole('region', { name: t.seenOn });
      await expect(builds.getByRole('link', { name: new RegExp(t.gallery) })).toHaveAttribute(
        'href',
        `/gallery/${NINGBO}`,
      );
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(new RegExp(`/gallery/${NINGBO}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.gallery);
      expect(problems).toEqual([]);
    },
  );
}

test(
  'the comparison is whole without JavaScript: both pictures at half, in a frame that does not move',
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/gallery/${NINGBO}`);
    const figure = page.getByRole('region', { name: TEXT.zh.compareTitle }).locator('figure');
    const frame = figure.locator('div').first();
    // The frame has its size before the pictures come: its width in the picture's proportions.
    const box = (await frame.boundingBox())!;
    const ratio = box.width / box.height;
    expect(ratio === 16 / 9 || Math.abs(ratio - 16 / 9) < 0.02 || Math.abs(ratio - 4 / 3) < 0.02).toBe(true);
    expect(await split(figure)).toBe('50%');
    await frame.scrollIntoViewIfNeeded();
    for (const image of await figure.locator('img').all()) {
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    expect((await frame.boundingBox())!.height).toBeCloseTo(box.height, 0);
    // The after picture covers the right half only: the before picture shows on the left.
    const clip = await figure.locator('img[data-after]').evaluate((img) => getComputedStyle(img).clipPath);
    expect(clip).toBe('inset(0px 0px 0px 50%)');
    await context.close();
  },
);

test('a gallery without a story shows no story, parts or slider', async ({ page }) => {
  for (const lang of ['zh', 'en'] as const) {
    await openPage(page, withLanguage(`/gallery/${RAINY_NIGHT}`, lang));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expect(page.getByRole('region', { name: TEXT[lang].partsTitle })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /改装历程|How we built/ })).toHaveCount(0);
  }
});

test('the story is in the first HTML, as text and never as raw markup, and its words describe the page', async ({
  request,
}) => {
  const html = await (await request.get(`/gallery/${NINGBO}?l=en`)).text();
  expect(html).toContain('<h3>Aero and balance</h3>');
  expect(html).not.toContain('&lt;h3&gt;');
  expect(html).toContain('type="range"');
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(description).toMatch(/^The owner runs a few sessions at Ningbo International Circuit/);
  expect(description).not.toContain('<');
});
