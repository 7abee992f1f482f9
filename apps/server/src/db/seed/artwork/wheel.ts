// Forged multi-spoke wheel seen face-on: tyre, brake disc, caliper, spokes with
// a shadow side for depth, and for two-piece wheels a polished lip with bolts.
import { frag, linear, n, polar, radial } from './svg.ts';
import type { Frag } from './svg.ts';

export interface WheelStyle {
  spokes: number;
  /** Twin spokes (pairs) instead of single ones. */
  twin: boolean;
  /** Finish of the rim face. */
  finish: 'silver' | 'gunmetal' | 'black' | 'bronze';
  caliper: string;
  /** Two-piece: polished outer lip held by a ring of bolts. */
  twoPiece?: boolean;
  /** Spoke sweep in degrees for a directional look. */
  twist?: number;
}

const FINISH: Record<WheelStyle['finish'], [string, string, string]> = {
  silver: ['#f4f6f8', '#9aa1a9', '#3b4046'],
  gunmetal: ['#b8bec5', '#4f555c', '#1d2024'],
  black: ['#7b8088', '#24272b', '#0b0c0e'],
  bronze: ['#f1d9a6', '#9c7a45', '#3a2a14'],
};

/** Gradients one wheel family needs; call once per document per prefix. */
export function wheelDefs(p: string, style: WheelStyle): string {
  const [hi, mid, lo] = FINISH[style.finish];
  return (
    radial(`${p}-tyre`, 0.5, 0.5, 0.5, [
      [0.6, '#1c1c1e'],
      [0.86, '#0d0d0e'],
      [0.95, '#19191b'],
      [1, '#050505'],
    ]) +
    linear(`${p}-rim`, 0, 0, 1, 1, [
      [0, hi],
      [0.35, mid],
      [0.55, lo],
      [0.75, hi],
      [1, mid],
    ]) +
    linear(`${p}-spoke`, 0, 0, 1, 1, [
      [0, hi],
      [0.5, mid],
      [1, lo],
    ]) +
    radial(`${p}-barrel`, 0.5, 0.5, 0.5, [
      [0, '#2a2c30'],
      [0.8, '#0e0f11'],
      [1, '#050506'],
    ]) +
    radial(`${p}-disc`, 0.5, 0.5, 0.5, [
      [0.3, '#3a3c40'],
      [0.55, '#8a8d92'],
      [0.8, '#5d6065'],
      [1, '#2b2d30'],
    ]) +
    linear(`${p}-lip`, 0, 0, 1, 1, [
      [0, '#ffffff'],
      [0.3, '#9ea4ab'],
      [0.5, '#eef1f4'],
      [0.7, '#6d737a'],
      [1, '#f7f9fb'],
    ])
  );
}

function spokePath(
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  w0: number,
  w1: number,
  deg: number,
  twist: number,
): string {
  // Tapered spoke: narrow at the hub, wider where it meets the rim, bent by `twist`.
  const a = (deg * Math.PI) / 180;
  const b = ((deg + twist) * Math.PI) / 180;
  const px = (ang: number) => [-Math.sin(ang), Math.cos(ang)];
  const [nx0, ny0] = px(a) as [number, number];
  const [nx1, ny1] = px(b) as [number, number];
  const h0 = [cx + r0 * Math.cos(a), cy + r0 * Math.sin(a)] as const;
  const h1 = [cx + r1 * Math.cos(b), cy + r1 * Math.sin(b)] as const;
  const m = ((deg + twist * 0.4) * Math.PI) / 180;
  const rm = (r0 + r1) / 2;
  const mid = [cx + rm * Math.cos(m), cy + rm * Math.sin(m)] as const;
  const wm = (w0 + w1) / 2;
  return (
    `M${n(h0[0] + nx0 * w0)} ${n(h0[1] + ny0 * w0)}` +
    `Q${n(mid[0] + nx0 * wm)} ${n(mid[1] + ny0 * wm)} ${n(h1[0] + nx1 * w1)} ${n(h1[1] + ny1 * w1)}` +
    `L${n(h1[0] - nx1 * w1)} ${n(h1[1] - ny1 * w1)}` +
    `Q${n(mid[0] - nx0 * wm)} ${n(mid[1] - ny0 * wm)} ${n(h0[0] - nx0 * w0)} ${n(h0[1] - ny0 * w0)}Z`
  );
}

/** Draws one wheel centred at (cx, cy) with tyre radius r; needs wheelDefs(p). */
export function wheel(p: string, cx: number, cy: number, r: number, style: WheelStyle, rotation = 0): string {
  const rimR = r * 0.74;
  const inner = rimR * 0.93;
  let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${p}-tyre)"/>`;
  // Sidewall highlight: a faint ring sells the rubber's curvature.
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.88)}" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="${n(r * 0.05)}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rimR)}" fill="url(#${p}-barrel)"/>`;
  // Brake disc with drilled holes, then the caliper peeking between spokes.
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rimR * 0.78)}" fill="url(#${p}-disc)"/>`;
  let holes = '';
  for (let i = 0; i < 24; i++) {
    const [x, y] = polar(cx, cy, rimR * 0.62, i * 15 + (i % 2) * 4);
    holes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.012)}" fill="#1a1b1d"/>`;
  }
  s += holes;
  const [c1x, c1y] = polar(cx, cy, rimR * 0.78, 200);
  const [c2x, c2y] = polar(cx, cy, rimR * 0.78, 250);
  const [c3x, c3y] = polar(cx, cy, rimR * 0.5, 250);
  const [c4x, c4y] = polar(cx, cy, rimR * 0.5, 200);
  s += `<path d="M${n(c1x)} ${n(c1y)}A${n(rimR * 0.78)} ${n(rimR * 0.78)} 0 0 1 ${n(c2x)} ${n(c2y)}L${n(c3x)} ${n(c3y)}A${n(rimR * 0.5)} ${n(rimR * 0.5)} 0 0 0 ${n(c4x)} ${n(c4y)}Z" fill="${style.caliper}" stroke="#000" stroke-opacity="0.4"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rimR * 0.3)}" fill="#1b1c1f"/>`;
  // Spokes: a dark copy nudged sideways is the spoke's flank, the bright one its face.
  const count = style.spokes;
  const twist = style.twist ?? 0;
  const w0 = r * (style.twin ? 0.035 : 0.06);
  const w1 = r * (style.twin ? 0.028 : 0.05);
  let flank = '';
  let face = '';
  for (let i = 0; i < count; i++) {
    const base = rotation + (360 / count) * i;
    const angles = style.twin ? [base - 5, base + 5] : [base];
    for (const a of angles) {
      flank += spokePath(cx + r * 0.015, cy + r * 0.02, rimR * 0.2, inner, w0 * 1.15, w1 * 1.3, a, twist);
      face += spokePath(cx, cy, rimR * 0.18, inner, w0, w1, a, twist);
    }
  }
  s += `<path d="${flank}" fill="#000" opacity="0.75"/>`;
  s += `<path d="${face}" fill="url(#${p}-spoke)"/>`;
  // Rim edge, optional polished lip with bolts for two-piece wheels.
  if (style.twoPiece) {
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rimR * 0.965)}" fill="none" stroke="url(#${p}-lip)" stroke-width="${n(rimR * 0.09)}"/>`;
    let bolts = '';
    for (let i = 0; i < 30; i++) {
      const [x, y] = polar(cx, cy, rimR * 0.9, i * 12);
      bolts += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rimR * 0.016)}" fill="#d9dde2" stroke="#3a3d42" stroke-width="${n(rimR * 0.006)}"/>`;
    }
    s += bolts;
  } else {
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rimR * 0.985)}" fill="none" stroke="url(#${p}-rim)" stroke-width="${n(rimR * 0.05)}"/>`;
  }
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rimR)}" fill="none" stroke="#000" stroke-opacity="0.6" stroke-width="${n(r * 0.01)}"/>`;
  // Centre lock: hub disc, hex nut and a coloured ring.
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rimR * 0.2)}" fill="url(#${p}-rim)"/>`;
  let hexPts = '';
  for (let i = 0; i < 6; i++) {
    const [x, y] = polar(cx, cy, rimR * 0.11, i * 60 + 30 + rotation);
    hexPts += `${n(x)},${n(y)} `;
  }
  s += `<polygon points="${hexPts.trim()}" fill="#2a2c30" stroke="#c8ccd1" stroke-width="${n(r * 0.008)}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rimR * 0.045)}" fill="${style.caliper}"/>`;
  return s;
}

/** Complete wheel as a fragment: defs plus drawing. */
export function wheelFrag(
  p: string,
  cx: number,
  cy: number,
  r: number,
  style: WheelStyle,
  rotation = 0,
): Frag {
  return frag(wheel(p, cx, cy, r, style, rotation), wheelDefs(p, style));
}
