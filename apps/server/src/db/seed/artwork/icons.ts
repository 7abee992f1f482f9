// Menu and category tiles (one glyph set drawn at any tile size) and the
// monochrome social glyphs of the footer.
import type { MenuTile, SocialIcon } from './catalog.ts';
import { NEUTRAL } from './palette.ts';
import { frag, linear, n, n3, polar, radial, svgDoc } from './svg.ts';

const GOLD = NEUTRAL.gold;

/** Line-art glyphs in a 100x100 box: `m` is the metal stroke, `a` the gold accent. */
const GLYPHS: Record<MenuTile, (m: string, a: string) => string> = {
  'aero-front': (m, a) =>
    `<path d="M14 62C14 44 24 34 50 34C76 34 86 44 86 62L86 70L14 70Z" fill="none" stroke="${m}" stroke-width="3"/><path d="M26 48L74 48" stroke="${m}" stroke-width="2"/><circle cx="28" cy="60" r="5" fill="none" stroke="${m}" stroke-width="2"/><circle cx="72" cy="60" r="5" fill="none" stroke="${m}" stroke-width="2"/><path d="M8 78C30 72 70 72 92 78" stroke="${a}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  'aero-side': (m, a) =>
    `<path d="M6 62L8 50L28 46C40 36 52 32 64 34L80 44L94 50L94 62Z" fill="none" stroke="${m}" stroke-width="3" stroke-linejoin="round"/><circle cx="26" cy="64" r="8" fill="none" stroke="${m}" stroke-width="3"/><circle cx="76" cy="64" r="8" fill="none" stroke="${m}" stroke-width="3"/><path d="M36 70L66 70" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  'aero-rear': (m, a) =>
    `<path d="M14 60C14 42 26 32 50 32C74 32 86 42 86 60L86 66L14 66Z" fill="none" stroke="${m}" stroke-width="3"/><path d="M22 46L40 48M60 48L78 46" stroke="#ff4a3a" stroke-width="4" stroke-linecap="round"/><path d="M22 72L78 72L70 82L30 82Z" fill="none" stroke="${a}" stroke-width="3"/><path d="M38 72L36 82M50 72L50 82M62 72L64 82" stroke="${a}" stroke-width="2"/>`,
  'aero-wing': (m, a) =>
    `<path d="M10 38C36 32 64 32 90 38L90 46C64 41 36 41 10 46Z" fill="none" stroke="${a}" stroke-width="3"/><path d="M10 30L10 54M90 30L90 54" stroke="${a}" stroke-width="4" stroke-linecap="round"/><path d="M36 44L32 74M64 44L68 74" stroke="${m}" stroke-width="4" stroke-linecap="round"/><path d="M18 76L82 76" stroke="${m}" stroke-width="3"/>`,
  'wheel-1pc': (m, a) => wheelGlyph(m, a, 5, false),
  'wheel-2pc': (m, a) => wheelGlyph(m, a, 10, true),
  'peripheral-interior': (m, a) =>
    `<path d="M50 16C72 16 88 30 88 50C88 70 74 84 50 84C26 84 12 70 12 50C12 30 28 16 50 16Z" fill="none" stroke="${m}" stroke-width="6"/><path d="M16 54L38 56L44 66L56 66L62 56L84 54" fill="none" stroke="${m}" stroke-width="4"/><circle cx="50" cy="58" r="9" fill="${a}"/><path d="M50 12L50 22" stroke="${a}" stroke-width="5"/>`,
  'peripheral-exterior': (m, a) =>
    `<path d="M20 56C20 38 34 28 56 28C74 28 84 38 82 54C80 66 68 72 52 72C32 72 20 68 20 56Z" fill="none" stroke="${m}" stroke-width="3"/><path d="M28 40C38 34 52 32 64 34" stroke="${a}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M40 72L36 86L60 86" fill="none" stroke="${m}" stroke-width="3"/>`,
  'peripheral-care': (m, a) =>
    `<path d="M44 18C44 18 22 46 22 60C22 74 32 84 44 84C56 84 66 74 66 60C66 46 44 18 44 18Z" fill="none" stroke="${m}" stroke-width="3"/><path d="M34 62C34 70 38 74 44 75" stroke="${m}" stroke-width="3" fill="none"/><path d="M76 20L79 30L89 33L79 36L76 46L73 36L63 33L73 30Z" fill="${a}"/>`,
  'about-company': (m, a) =>
    `<path d="M18 84L18 36L50 20L82 36L82 84Z" fill="none" stroke="${m}" stroke-width="3" stroke-linejoin="round"/><path d="M30 46H40M60 46H70M30 60H40M60 60H70" stroke="${m}" stroke-width="3"/><path d="M42 84L42 66L58 66L58 84" fill="none" stroke="${a}" stroke-width="3"/><path d="M10 84H90" stroke="${a}" stroke-width="3"/>`,
  'about-contact': (m, a) =>
    `<rect x="14" y="28" width="72" height="48" rx="5" fill="none" stroke="${m}" stroke-width="3"/><path d="M16 32L50 56L84 32" fill="none" stroke="${a}" stroke-width="3" stroke-linejoin="round"/>`,
  news: (m, a) =>
    `<rect x="18" y="18" width="64" height="66" rx="4" fill="none" stroke="${m}" stroke-width="3"/><rect x="28" y="28" width="44" height="16" fill="${a}"/><path d="M28 54H72M28 64H72M28 74H56" stroke="${m}" stroke-width="3"/>`,
  gallery: (m, a) =>
    `<rect x="12" y="22" width="76" height="56" rx="4" fill="none" stroke="${m}" stroke-width="3"/><path d="M16 72L40 48L56 62L66 54L84 72" fill="none" stroke="${m}" stroke-width="3" stroke-linejoin="round"/><circle cx="68" cy="38" r="6" fill="${a}"/>`,
  brands: (m, a) =>
    `<path d="M50 12L84 24C84 54 72 76 50 88C28 76 16 54 16 24Z" fill="none" stroke="${m}" stroke-width="3"/><path d="M50 24L74 32C74 54 66 68 50 78C34 68 26 54 26 32Z" fill="none" stroke="${a}" stroke-width="2"/><path d="M42 62L42 38L54 38C62 38 62 50 54 50L44 50L58 62" fill="none" stroke="${m}" stroke-width="3" stroke-linejoin="round"/>`,
};

function wheelGlyph(m: string, a: string, spokes: number, bolts: boolean): string {
  let s = `<circle cx="50" cy="50" r="38" fill="none" stroke="${m}" stroke-width="6"/><circle cx="50" cy="50" r="28" fill="none" stroke="${m}" stroke-width="1.5"/><circle cx="50" cy="50" r="7" fill="${a}"/>`;
  for (let i = 0; i < spokes; i++) {
    const [x1, y1] = polar(50, 50, 9, (360 / spokes) * i - 90);
    const [x2, y2] = polar(50, 50, 32, (360 / spokes) * i - 90 + 8);
    s += `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${m}" stroke-width="${spokes > 6 ? 2.5 : 5}" stroke-linecap="round"/>`;
  }
  if (bolts) {
    for (let i = 0; i < 16; i++) {
      const [x, y] = polar(50, 50, 34, i * 22.5);
      s += `<circle cx="${n(x)}" cy="${n(y)}" r="1.4" fill="${a}"/>`;
    }
  }
  return s;
}

/** A dark tile with the glyph centred; works for 180x120 menu and 300x300 category tiles. */
export function tile(name: MenuTile, width: number, height: number): string {
  const g = Math.min(width, height) * 0.62;
  const defs =
    linear('tbg', 0, 0, 0, 1, [
      [0, '#241c1a'],
      [1, '#0c0908'],
    ]) +
    radial('tglow', 0.5, 0.45, 0.6, [
      [0, GOLD, 0.22],
      [1, GOLD, 0],
    ]) +
    linear('tm', 0, 0, 1, 1, [
      [0, '#ffffff'],
      [0.5, '#b9bec4'],
      [1, '#e9ecef'],
    ]) +
    linear('tline', 0, 0, 1, 0, [
      [0, GOLD, 0],
      [0.5, GOLD, 0.9],
      [1, GOLD, 0],
    ]);
  const body =
    `<rect width="${width}" height="${height}" rx="${n(Math.min(width, height) * 0.06)}" fill="url(#tbg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#tglow)"/>` +
    `<rect x="${n(width * 0.1)}" y="${n(height - 3)}" width="${n(width * 0.8)}" height="2" fill="url(#tline)"/>` +
    `<g transform="translate(${n((width - g) / 2)} ${n((height - g) / 2)}) scale(${n3(g / 100)})">${GLYPHS[name]('url(#tm)', GOLD)}</g>`;
  return svgDoc({ width, height, title: name }, frag(body, defs));
}

export const menuTileSvg = (name: MenuTile): string => tile(name, 180, 120);
export const typeTileSvg = (name: MenuTile): string => tile(name, 300, 300);

const SOCIAL: Record<SocialIcon, string> = {
  // Two overlapping chat bubbles.
  wechat:
    '<path d="M19 9C10.7 9 4 14.6 4 21.5C4 25.4 6.1 28.8 9.4 31.1L8 36L13.6 33.1C15.3 33.6 17.1 33.9 19 33.9C19.5 33.9 20 33.9 20.5 33.8C20.2 32.8 20 31.7 20 30.6C20 24 26.3 18.8 34 18.8C34.3 18.8 34.6 18.8 34.9 18.8C33.6 13.2 27 9 19 9Z" fill="#fff"/><circle cx="14" cy="19" r="2" fill="#000" fill-opacity="0.55"/><circle cx="24" cy="19" r="2" fill="#000" fill-opacity="0.55"/><path d="M34 21C27.4 21 22 25.3 22 30.6C22 35.9 27.4 40.2 34 40.2C35.4 40.2 36.8 40 38 39.6L42.6 42L41.5 38C44.2 36.2 46 33.6 46 30.6C46 25.3 40.6 21 34 21Z" fill="#fff"/><circle cx="30" cy="29" r="1.7" fill="#000" fill-opacity="0.55"/><circle cx="38" cy="29" r="1.7" fill="#000" fill-opacity="0.55"/>',
  // An open eye inside a speech shape with signal arcs: original, not the real mark.
  weibo:
    '<path d="M20 14C10.6 14 4 20.6 4 28C4 35.4 11.2 40 20 40C30.4 40 38 34 38 27C38 23.6 35.6 22.4 33 23.2C34 19.6 31.4 17.6 27.6 19.2C26.2 15.8 23.6 14 20 14Z" fill="#fff"/><ellipse cx="19" cy="30" rx="8" ry="5.6" fill="#000" fill-opacity="0.55"/><circle cx="19" cy="30" r="2.6" fill="#fff"/><path d="M32 8C38 8 44 13 44 20" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path d="M32 13.5C35.6 13.5 38.5 16.4 38.5 20" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  // A music note with a thick stem and a flag.
  douyin:
    '<path d="M26 6H32C32.6 11 36 14.6 41 15.2V21.2C37.6 21 34.6 19.8 32 17.8V31C32 37.6 26.8 42.6 20.4 42.6C14 42.6 9 37.6 9 31.4C9 25 14.4 20 20.8 20.4V26.6C17.8 26 15.2 28.2 15.2 31.2C15.2 34 17.6 36.4 20.4 36.4C23.4 36.4 26 34 26 31Z" fill="#fff"/>',
};

export function socialSvg(name: SocialIcon): string {
  return svgDoc({ width: 48, height: 48, title: name }, frag(SOCIAL[name]));
}
