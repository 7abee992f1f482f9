// Tiny SVG string toolkit shared by every generator: fragments, number
// formatting, gradients and a seeded random source so output is deterministic.

/** A piece of a drawing: what goes in <defs> and what is drawn. */
export interface Frag {
  defs: string;
  body: string;
}

export function frag(body: string, defs = ''): Frag {
  return { defs, body };
}

export function join(...parts: Frag[]): Frag {
  return { defs: parts.map((p) => p.defs).join(''), body: parts.map((p) => p.body).join('') };
}

/** One decimal at most: keeps files small without visible loss. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Three decimals, for scale factors where one decimal is too coarse. */
export function n3(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface DocOptions {
  width: number;
  height: number;
  viewBox?: string;
  title?: string;
}

export function svgDoc(opts: DocOptions, content: Frag): string {
  const vb = opts.viewBox ?? `0 0 ${opts.width} ${opts.height}`;
  const title = opts.title ? `<title>${esc(opts.title)}</title>` : '';
  const defs = content.defs ? `<defs>${content.defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${opts.width}" height="${opts.height}" viewBox="${vb}">` +
    `${title}${defs}${content.body}</svg>\n`
  );
}

/** [offset 0..1, colour, opacity?] */
export type Stop = [number, string, number?];

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

/** Linear gradient; coordinates are fractions of the bounding box unless `user` is set. */
export function linear(
  id: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  list: Stop[],
  user = false,
): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  const f = user ? n : (v: number) => `${n(v * 100)}%`;
  return `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stops(list)}</linearGradient>`;
}

export function radial(
  id: string,
  cx: number,
  cy: number,
  r: number,
  list: Stop[],
  user = false,
  extra = '',
): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  const f = user ? n : (v: number) => `${n(v * 100)}%`;
  return `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${units}${extra}>${stops(list)}</radialGradient>`;
}

/** Gaussian blur filter with a generous region so glows are not clipped. */
export function blurFilter(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

/** mulberry32 seeded from a string: same slug gives the same picture every run. */
export function rng(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rand: () => number, lo: number, hi: number): number {
  return lo + (hi - lo) * rand();
}

/** Point on a circle, as "x y". */
export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}
