// The brand page keeps the site's dark look from the hero down, and the hero's car stays in view
// on a wide screen (desktop project, 1440x900) and on a phone (mobile project, 390x844). Brand 3
// of the seed is Porsche, whose first slide is a side view of a 911.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { watchConsole, withLanguage } from './brand-helpers.ts';

const HERO = { zh: '保时捷 精选', en: 'Porsche highlights' } as const;
const FIRST_SLIDE = { zh: '911 Turbo S 锐界 GT 套件', en: '911 Turbo S RUIJIE GT Kit' } as const;

/** A colour the browser computed, as channels 0-255 and alpha 0-1. */
interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** What the page reports about the backgrounds of the hero and everything the first screen shows under it. */
interface HeroBackgrounds {
  /** The colour seen behind the hero: its own, or the nearest ancestor's that is not transparent. */
  heroBase: Rgba;
  /** Colours of the hero's own background images (its gradient). */
  heroImageColours: Rgba[];
  /** Every element of the page's main area that shows on the first screen, with its background colours. */
  painted: { element: string; colours: Rgba[] }[];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const LIGHT_GREY = { r: 0xec, g: 0xf0, b: 0xf1 };

function isLightGrey(colour: Rgba): boolean {
  return (
    Math.abs(colour.r - LIGHT_GREY.r) <= 3 &&
    Math.abs(colour.g - LIGHT_GREY.g) <= 3 &&
    Math.abs(colour.b - LIGHT_GREY.b) <= 3
  );
}

async function heroBackgrounds(page: Page, heroName: string): Promise<HeroBackgrounds> {
  const hero = page.getByRole('region', { name: heroName });
  return hero.evaluate((heroElement) => {
    // Runs in the page: colours as the browser computed them (rgb()/rgba() or color(srgb ...)).
    const parse = (text: string) => {
      const found: { r: number; g: number; b: number; a: number }[] = [];
      for (const match of text.matchAll(/rgba?\(([^)]+)\)/g)) {
        const [r = 0, g = 0, b = 0, a = 1] = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        found.push({ r, g, b, a });
      }
      for (const match of text.matchAll(/color\(srgb ([^)]+)\)/g)) {
        const [r = 0, g = 0, b = 0, a = 1] = match[1]!
          .split(/[\s/]+/)
          .filter(Boolean)
          .map(Number);
        found.push({ r: r * 255, g: g * 255, b: b * 255, a });
      }
      return found;
    };
    const coloursOf = (element: Element) => {
      const style = getComputedStyle(element);
      return [...parse(style.backgroundColor), ...parse(style.backgroundImage)].filter((c) => c.a > 0.05);
    };

    let base: { r: number; g: number; b: number; a: number } | undefined;
    for (let element: Element | null = heroElement; element && !base; element = element.parentElement) {
      base = parse(getComputedStyle(element).backgroundColor).find((c) => c.a > 0.5);
    }

    // The hero's area: its own box, down to the bottom of the first screen when it ends above it.
    const heroBox = heroElement.getBoundingClientRect();
    const bottom = Math.max(heroBox.bottom, window.innerHeight);
    const main = heroElement.closest('main') ?? document.body;
    const painted = [main, ...main.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return box.bottom > heroBox.top && box.top < bottom && box.right > 0 && box.left < window.innerWidth;
      })
      .map((element) => ({
        element: `${element.tagName.toLowerCase()}.${element.className}`,
        colours: coloursOf(element),
      }))
      .filter((entry) => entry.colours.length > 0);

    return {
      heroBase: base ?? { r: 255, g: 255, b: 255, a: 1 },
      heroImageColours: parse(getComputedStyle(heroElement).backgroundImage),
      painted,
    };
  });
}

/** Where the picture is painted inside its <img> box, after object-fit and object-position. */
async function paintedImageBox(page: Page, name: string) {
  return page.getByRole('img', { name, exact: true }).evaluate((element) => {
    const image = element as HTMLImageElement;
    const box = image.getBoundingClientRect();
    const style = getComputedStyle(image);
    const ratio = image.naturalWidth / image.naturalHeight;
    let width = box.width;
    let height = box.height;
    if (style.objectFit === 'cover' || style.objectFit === 'contain') {
      const byWidth = { width: box.width, height: box.width / ratio };
      const byHeight = { width: box.height * ratio, height: box.height };
      const wider = byWidth.height >= box.height ? byWidth : byHeight;
      const narrower = byWidth.height >= box.height ? byHeight : byWidth;
      ({ width, height } = style.objectFit === 'cover' ? wider : narrower);
    }
    // object-position's horizontal part, as a percentage or in pixels.
    const [x = '50%'] = style.objectPosition.split(' ');
    const offset = x.endsWith('%') ? ((box.width - width) * parseFloat(x)) / 100 : parseFloat(x);
    return {
      element: { left: box.left, right: box.right },
      picture: { left: box.left + offset, right: box.left + offset + width, height },
      viewport: window.innerWidth,
      complete: image.complete && image.naturalWidth > 0,
    };
  });
}

for (const lang of ['zh', 'en'] as const) {
  test(`the brand hero stays dark with its car in view (${lang})`, { tag: '@phone' }, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(withLanguage('/brand/3', lang));
    const hero = page.getByRole('region', { name: HERO[lang] });
    await expect(hero).toBeVisible();
    const picture = page.getByRole('img', { name: FIRST_SLIDE[lang], exact: true });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    const backgrounds = await heroBackgrounds(page, HERO[lang]);
    expect(luminance(backgrounds.heroBase), JSON.stringify(backgrounds.heroBase)).toBeLessThan(0.05);
    for (const colour of backgrounds.heroImageColours) {
      expect(luminance(colour), `hero gradient ${JSON.stringify(colour)}`).toBeLessThan(0.05);
    }
    // Nothing on the first screen under the hero is painted in the old light grey, or any light
    // colour: the car and the brand's name stand on the dark scene of the rest of the site.
    const light = backgrounds.painted.filter((entry) =>
      entry.colours.some((colour) => isLightGrey(colour) || (colour.a > 0.3 && luminance(colour) > 0.4)),
    );
    expect(light, JSON.stringify(light, null, 1)).toEqual([]);

    // The car's picture is painted wholly inside the screen's width, not cropped off its sides.
    const box = await paintedImageBox(page, FIRST_SLIDE[lang]);
    expect(box.complete).toBe(true);
    expect(box.element.left).toBeGreaterThanOrEqual(-1);
    expect(box.element.right).toBeLessThanOrEqual(box.viewport + 1);
    expect(box.picture.left, JSON.stringify(box)).toBeGreaterThanOrEqual(-1);
    expect(box.picture.right, JSON.stringify(box)).toBeLessThanOrEqual(box.viewport + 1);
    // ...and large enough to be the page's picture rather than a thumbnail.
    expect(box.picture.right - box.picture.left).toBeGreaterThan(box.viewport * 0.6);

    expect(problems).toEqual([]);

    // The picture's place does not hang on what follows it: on a slow connection it is painted
    // before the caption's HTML arrives, and must not jump when the caption joins it.
    const top = () => picture.evaluate((image) => Math.round(image.getBoundingClientRect().top));
    const before = await top();
    await hero.evaluate((section) => {
      const slides = section.querySelector('[aria-roledescription="slide"]')?.parentElement;
      for (const child of [...section.children]) if (child !== slides) child.remove();
    });
    expect(await top()).toBe(before);
  });
}
