// Original monogram emblems (not the real marks): a brushed-metal badge with the
// brand initials and a ring in the brand accent, legible at 40px on dark.
import { brandStyle, shade } from './palette.ts';
import { esc, frag, linear, n, polar, radial, svgDoc } from './svg.ts';
import type { BrandStyle } from './palette.ts';

function outline(b: BrandStyle, inset: number): string {
  const c = 80;
  const r = 72 - inset;
  switch (b.badge) {
    case 'shield':
      return `M${c} ${8 + inset}L${148 - inset} ${28 + inset * 0.4}C${148 - inset} ${92 - inset * 0.2} ${118 - inset * 0.6} ${132 - inset} ${c} ${152 - inset}C${42 + inset * 0.6} ${132 - inset} ${12 + inset} ${92 - inset * 0.2} ${12 + inset} ${28 + inset * 0.4}Z`;
    case 'hex': {
      const pts = [0, 1, 2, 3, 4, 5].map((i) => polar(c, c, r, i * 60 - 90));
      return `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
    }
    case 'diamond':
      return `M${c} ${8 + inset}L${152 - inset} ${c}L${c} ${152 - inset}L${8 + inset} ${c}Z`;
    default:
      return `M${c - r} ${c}A${r} ${r} 0 1 1 ${c + r} ${c}A${r} ${r} 0 1 1 ${c - r} ${c}Z`;
  }
}

/** Emblem badge, 160x160, transparent background. */
export function brandEmblem(slug: string): string {
  const b = brandStyle(slug);
  const defs =
    linear('bez', 0, 0, 1, 1, [
      [0, '#ffffff'],
      [0.3, '#a7adb4'],
      [0.5, '#3f4349'],
      [0.7, '#d9dde1'],
      [1, '#6c7178'],
    ]) +
    radial('face', 0.35, 0.3, 0.9, [
      [0, shade(b.accent, -0.45)],
      [0.6, shade(b.accent, -0.78)],
      [1, '#050505'],
    ]) +
    linear('type', 0, 0, 0, 1, [
      [0, '#ffffff'],
      [0.45, '#e4e7ea'],
      [0.55, '#9aa0a7'],
      [1, '#f4f6f8'],
    ]) +
    linear('gloss', 0, 0, 0, 1, [
      [0, '#ffffff', 0.35],
      [0.5, '#ffffff', 0],
    ]);
  const size = b.mono.length > 1 ? 52 : 70;
  const body =
    `<path d="${outline(b, 0)}" fill="url(#bez)"/>` +
    `<path d="${outline(b, 7)}" fill="url(#face)"/>` +
    `<path d="${outline(b, 12)}" fill="none" stroke="${b.accent}" stroke-width="3"/>` +
    // Fine radial ticks on the face, a watch-dial detail that reads as craftsmanship.
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      .map((i) => {
        const [x1, y1] = polar(80, 80, 50, i * 30);
        const [x2, y2] = polar(80, 80, 55, i * 30);
        return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="#fff" stroke-opacity="0.25" stroke-width="1.5"/>`;
      })
      .join('') +
    `<text x="80" y="${n(80 + size * 0.35)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}" fill="url(#type)" stroke="#000" stroke-opacity="0.35" stroke-width="1">${esc(b.mono)}</text>` +
    `<path d="${outline(b, 7)}" fill="url(#gloss)"/>`;
  return svgDoc({ width: 160, height: 160, title: `${b.name} emblem` }, frag(body, defs));
}
