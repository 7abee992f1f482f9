// Fictional partner wordmarks, 320x120, light on transparent: a small geometric
// mark plus a two-line name, each with its own typographic treatment.
import { PARTNERS } from './catalog.ts';
import { esc, frag, linear, svgDoc } from './svg.ts';

const INK = '#ece6df';
const GOLD = '#c8a36a';

const MARKS: string[] = [
  // Anvil-like chevron.
  `<path d="M14 40L54 40L44 56L54 72L14 72L24 56Z" fill="${INK}"/>`,
  // Woven square.
  `<rect x="16" y="36" width="40" height="40" fill="none" stroke="${INK}" stroke-width="3"/><path d="M16 56H56M36 36V76" stroke="${GOLD}" stroke-width="3"/><rect x="16" y="36" width="20" height="20" fill="${INK}" opacity="0.6"/><rect x="36" y="56" width="20" height="20" fill="${INK}" opacity="0.6"/>`,
  // Triangle apex.
  `<path d="M36 32L60 78H12Z" fill="none" stroke="${INK}" stroke-width="4"/><path d="M36 50L48 74H24Z" fill="${GOLD}"/>`,
  // Speaker cone.
  `<circle cx="36" cy="56" r="22" fill="none" stroke="${INK}" stroke-width="3"/><circle cx="36" cy="56" r="12" fill="none" stroke="${INK}" stroke-width="2"/><circle cx="36" cy="56" r="4" fill="${GOLD}"/>`,
  // Northern light rays.
  `<path d="M14 74C24 52 36 40 58 34M20 76C30 58 42 48 58 44M28 78C36 66 46 58 58 54" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/><circle cx="58" cy="34" r="4" fill="${GOLD}"/>`,
  // Twin tailpipes.
  `<circle cx="24" cy="56" r="12" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="50" cy="56" r="12" fill="none" stroke="${INK}" stroke-width="4"/><path d="M10 76H64" stroke="${GOLD}" stroke-width="3"/>`,
  // Route line with waypoints.
  `<path d="M12 72C24 40 44 76 60 40" fill="none" stroke="${INK}" stroke-width="3"/><circle cx="12" cy="72" r="4" fill="${GOLD}"/><circle cx="60" cy="40" r="4" fill="${GOLD}"/>`,
  // Lens aperture.
  `<circle cx="36" cy="56" r="22" fill="none" stroke="${INK}" stroke-width="3"/><path d="M36 34L46 52M58 56L40 62M36 78L26 60M14 56L32 50" stroke="${INK}" stroke-width="3"/>`,
];

const STYLE: { weight: number; spacing: number; italic?: boolean }[] = [
  { weight: 800, spacing: 2, italic: true },
  { weight: 300, spacing: 5 },
  { weight: 700, spacing: 3 },
  { weight: 400, spacing: 6 },
  { weight: 600, spacing: 3 },
  { weight: 900, spacing: 1, italic: true },
  { weight: 500, spacing: 4 },
  { weight: 200, spacing: 8 },
];

export function partnerLogo(i: number): string {
  const name = PARTNERS[(i - 1) % PARTNERS.length] ?? PARTNERS[0];
  const [first, ...rest] = name.split(' ');
  const st = STYLE[(i - 1) % STYLE.length] ?? { weight: 600, spacing: 3 };
  const mark = MARKS[(i - 1) % MARKS.length] ?? '';
  const main = first ?? name;
  const size = main.length > 8 ? 24 : 30;
  const font = 'Helvetica Neue, Arial, sans-serif';
  const body =
    mark +
    `<text x="76" y="62" font-family="${font}" font-weight="${st.weight}" font-size="${size}" letter-spacing="${st.spacing}" fill="url(#pw)"${st.italic ? ' font-style="italic"' : ''}>${esc(main)}</text>` +
    `<rect x="76" y="72" width="28" height="2" fill="${GOLD}"/>` +
    `<text x="112" y="80" font-family="${font}" font-weight="400" font-size="12" letter-spacing="4" fill="${INK}" opacity="0.75">${esc(rest.join(' ') || 'PARTNER')}</text>`;
  const defs = linear('pw', 0, 0, 0, 1, [
    [0, '#ffffff'],
    [1, '#cfc6bc'],
  ]);
  return svgDoc({ width: 320, height: 120, title: name }, frag(body, defs));
}
