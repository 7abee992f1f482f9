// Photographic building blocks: studio backdrop, light streaks, carbon weave,
// vignette. They give depth so the art reads as imagery rather than clip-art.
import { between, blurFilter, frag, linear, n, radial } from './svg.ts';
import type { Frag } from './svg.ts';

/** 2x2 twill carbon weave; `scale` is the tow width in user units. */
export function carbonPattern(id: string, scale = 6, tint = '#2a2c31'): string {
  const s = scale;
  const t = s * 2;
  const lite = tint;
  const dark = '#121316';
  // Each tow is a short bar with a sheen gradient across it so the weave catches light.
  return (
    linear(`${id}-h`, 0, 0, 0, 1, [
      [0, dark],
      [0.5, lite],
      [1, dark],
    ]) +
    linear(`${id}-v`, 0, 0, 1, 0, [
      [0, dark],
      [0.5, '#1f2024'],
      [1, dark],
    ]) +
    `<pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse">` +
    `<rect width="${t}" height="${t}" fill="${dark}"/>` +
    `<rect x="0" y="0" width="${s}" height="${s}" fill="url(#${id}-h)"/>` +
    `<rect x="${s}" y="${s}" width="${s}" height="${s}" fill="url(#${id}-h)"/>` +
    `<rect x="${s}" y="0" width="${s}" height="${s}" fill="url(#${id}-v)"/>` +
    `<rect x="0" y="${s}" width="${s}" height="${s}" fill="url(#${id}-v)"/>` +
    `</pattern>`
  );
}

/** Shared blur filters; ids are prefixed so scenes can be composed. */
export function filters(p: string): string {
  return (
    blurFilter(`${p}-b1`, 1.2) +
    blurFilter(`${p}-b4`, 4) +
    blurFilter(`${p}-b12`, 12) +
    blurFilter(`${p}-b40`, 40)
  );
}

export interface StudioOptions {
  w: number;
  h: number;
  horizon: number;
  accent: string;
  /** Colour of the back wall at its brightest. */
  wall?: string;
  floor?: string;
}

/** Dark infinity-cove studio: lit back wall, glossy floor and an overhead softbox. */
export function studio(p: string, o: StudioOptions): Frag {
  const wall = o.wall ?? '#2a2222';
  const floor = o.floor ?? '#1c1716';
  const defs =
    linear(`${p}-wall`, 0, 0, 0, 1, [
      [0, '#070606'],
      [0.55, wall],
      [1, '#0d0b0b'],
    ]) +
    linear(`${p}-floor`, 0, 0, 0, 1, [
      [0, floor],
      [0.35, '#0c0a0a'],
      [1, '#040303'],
    ]) +
    radial(`${p}-glow`, 0.5, 0.5, 0.5, [
      [0, o.accent, 0.32],
      [0.6, o.accent, 0.06],
      [1, o.accent, 0],
    ]) +
    radial(`${p}-spot`, 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.16],
      [0.5, '#ffffff', 0.05],
      [1, '#ffffff', 0],
    ]) +
    radial(`${p}-bloom`, 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.28],
      [0.5, '#ffffff', 0.08],
      [1, '#ffffff', 0],
    ]) +
    linear(`${p}-soft`, 0, 0, 1, 0, [
      [0, '#ffffff', 0],
      [0.2, '#ffffff', 0.8],
      [0.8, '#ffffff', 0.8],
      [1, '#ffffff', 0],
    ]);
  const { w, h, horizon } = o;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#${p}-wall)"/>` +
    `<ellipse cx="${n(w / 2)}" cy="${n(horizon - h * 0.12)}" rx="${n(w * 0.45)}" ry="${n(h * 0.38)}" fill="url(#${p}-glow)"/>` +
    `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${p}-floor)"/>` +
    // Horizon seam: a faint lit line where the cove meets the floor.
    `<rect y="${n(horizon - 1)}" width="${w}" height="2" fill="url(#${p}-soft)" opacity="0.12"/>` +
    `<ellipse cx="${n(w / 2)}" cy="${n(horizon + (h - horizon) * 0.35)}" rx="${n(w * 0.42)}" ry="${n((h - horizon) * 0.45)}" fill="url(#${p}-spot)"/>` +
    // Overhead softbox just out of frame, seen as a soft bloom (a gradient, since a
    // blur filter would be clipped by the tiny bounding box of a thin rect).
    `<ellipse cx="${n(w / 2)}" cy="0" rx="${n(w * 0.38)}" ry="${n(h * 0.09)}" fill="url(#${p}-bloom)"/>`;
  return frag(body, defs);
}

export interface StreakOptions {
  count: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  colors: string[];
  /** Degrees of slant for the whole set. */
  angle?: number;
  minLen?: number;
  maxLen?: number;
  blur?: boolean;
  maxOpacity?: number;
}

/** Long-exposure light trails: thin rects with fading gradients (rects, because a
 *  zero-height line has no bounding box and would lose its gradient). */
export function streaks(p: string, rand: () => number, o: StreakOptions): Frag {
  let defs = blurFilter(`${p}-b4`, 4);
  o.colors.forEach((c, i) => {
    defs += linear(`${p}-s${i}`, 0, 0, 1, 0, [
      [0, c, 0],
      [0.45, c, 0.9],
      [0.55, '#ffffff', 1],
      [1, c, 0],
    ]);
  });
  let body = `<g transform="rotate(${o.angle ?? 0} ${n((o.x0 + o.x1) / 2)} ${n((o.y0 + o.y1) / 2)})">`;
  const minLen = o.minLen ?? 300;
  const maxLen = o.maxLen ?? 1100;
  for (let i = 0; i < o.count; i++) {
    const len = between(rand, minLen, maxLen);
    const x = between(rand, o.x0 - len * 0.5, o.x1 - len * 0.5);
    const y = between(rand, o.y0, o.y1);
    const th = between(rand, 0.8, 3.2);
    const op = between(rand, 0.25, o.maxOpacity ?? 0.9);
    const ci = Math.floor(rand() * o.colors.length);
    const glow =
      o.blur !== false && th > 2
        ? `<rect x="${n(x)}" y="${n(y - th * 3)}" width="${n(len)}" height="${n(th * 7)}" fill="url(#${p}-s${ci})" opacity="${n(op * 0.45)}" filter="url(#${p}-b4)"/>`
        : '';
    body += `${glow}<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(th)}" fill="url(#${p}-s${ci})" opacity="${n(op)}"/>`;
  }
  body += '</g>';
  return frag(body, defs);
}

/** Darkened corners, the lens falloff of a real photograph. */
export function vignette(p: string, w: number, h: number, strength = 0.75): Frag {
  return frag(
    `<rect width="${w}" height="${h}" fill="url(#${p}-vig)"/>`,
    radial(`${p}-vig`, 0.5, 0.48, 0.75, [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ]),
  );
}

/** Darker bottom band so overlaid headlines stay readable. */
export function bottomFade(p: string, w: number, h: number, color = '#18100e', from = 0.55): Frag {
  return frag(
    `<rect width="${w}" height="${h}" fill="url(#${p}-bf)"/>`,
    linear(`${p}-bf`, 0, 0, 0, 1, [
      [from, color, 0],
      [1, color, 0.92],
    ]),
  );
}

/** Small round out-of-focus lights, for night and show moods. */
export function bokeh(
  rand: () => number,
  count: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  colors: string[],
): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const r = between(rand, 4, 26);
    const c = colors[Math.floor(rand() * colors.length)] ?? '#ffffff';
    s += `<circle cx="${n(between(rand, x0, x1))}" cy="${n(between(rand, y0, y1))}" r="${n(r)}" fill="${c}" opacity="${n(between(rand, 0.08, 0.35))}"/>`;
  }
  return s;
}
