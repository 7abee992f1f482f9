// Brand accents and car paint colours; every generator takes colours from here
// so a brand keeps one visual identity across emblem, cars and slides.

export interface BrandStyle {
  slug: string;
  /** Letters of the original monogram (not the real trademark). */
  mono: string;
  name: string;
  accent: string;
  /** Paint for car 1, 2 and 3. */
  paints: [string, string, string];
  /** Emblem outline: shield or circle, varied per brand. */
  badge: 'shield' | 'circle' | 'hex' | 'diamond';
}

export const BRANDS: BrandStyle[] = [
  {
    slug: 'mclaren',
    mono: 'M',
    name: 'McLaren',
    accent: '#ff7a1a',
    paints: ['#f26a12', '#1d2126', '#c9ccd1'],
    badge: 'circle',
  },
  {
    slug: 'lamborghini',
    mono: 'L',
    name: 'Lamborghini',
    accent: '#f2c12e',
    paints: ['#e8b400', '#6fbf2a', '#26282c'],
    badge: 'shield',
  },
  {
    slug: 'porsche',
    mono: 'P',
    name: 'Porsche',
    accent: '#c9a45c',
    paints: ['#8f9aa3', '#2b6c5f', '#b0181f'],
    badge: 'shield',
  },
  {
    slug: 'mercedes',
    mono: 'MB',
    name: 'Mercedes',
    accent: '#6ec1ff',
    paints: ['#b9c1c9', '#151719', '#20324f'],
    badge: 'circle',
  },
  {
    slug: 'ferrari',
    mono: 'F',
    name: 'Ferrari',
    accent: '#e3242b',
    paints: ['#c8141b', '#f0c419', '#23262a'],
    badge: 'shield',
  },
  {
    slug: 'bentley',
    mono: 'B',
    name: 'Bentley',
    accent: '#3fae82',
    paints: ['#1e4d3b', '#d8d2c4', '#2a2e3a'],
    badge: 'diamond',
  },
  {
    slug: 'bmw',
    mono: 'BW',
    name: 'BMW',
    accent: '#2f7de1',
    paints: ['#1f5fbf', '#7a8088', '#e9ecef'],
    badge: 'circle',
  },
  {
    slug: 'audi',
    mono: 'A',
    name: 'Audi',
    accent: '#b59cff',
    paints: ['#7d858d', '#5a2d86', '#101214'],
    badge: 'hex',
  },
];

export const NEUTRAL = {
  bg: '#18100e',
  ink: '#0b0909',
  light: '#f2ece6',
  gold: '#c8a36a',
  carbon1: '#1b1c1f',
  carbon2: '#2c2e33',
};

export function brandStyle(slug: string): BrandStyle {
  return BRANDS.find((b) => b.slug === slug) ?? (BRANDS[0] as BrandStyle);
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function hex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours, t = 0 gives a. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return hex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** amount > 0 lightens towards white, < 0 darkens towards black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

/** Perceived brightness 0..1, used to pick reflection strength on pale paints. */
export function luma(color: string): number {
  const [r, g, b] = rgb(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
