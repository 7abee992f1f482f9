// Scenes drawn for particular news stories on a 1600x900 canvas: a motor-show stand, an
// autoclave, a wind tunnel, an autumn mountain road, a quilted interior, exhaust tips and
// the workshop with a car on a lift.
import { carFrag, carLook, placeCar, placed } from './car-render.ts';
import { bokeh, carbonPattern, filters } from './effects.ts';
import { H, W } from './moods.ts';
import { brandStyle, shade } from './palette.ts';
import { between, frag, join, linear, n, radial, rng } from './svg.ts';
import type { Frag } from './svg.ts';

function car(slug: string, index: number, ground: number, share: number, lift = 0, refl = 0.22): Frag {
  const look = carLook(slug, index);
  const pl = placeCar(look, W, ground - lift, share);
  return placed(carFrag('c', look, refl), pl);
}

/** Motor-show stand: LED wall with the company name, truss lights, a round stage and visitors. */
export function showStand(slug: string, index: number, seed: string): Frag {
  const rand = rng(seed);
  const accent = brandStyle(slug).accent;
  let truss = '';
  for (let i = 0; i < 9; i++) {
    const x = 120 + i * 170;
    truss += `<polygon points="${x - 10},60 ${x + 10},60 ${x + 150},560 ${x - 150},560" fill="url(#ss-beam)" opacity="${n(between(rand, 0.3, 0.7))}"/><circle cx="${x}" cy="62" r="12" fill="#fff"/>`;
  }
  let crowd = '';
  for (let i = 0; i < 18; i++) {
    const x = between(rand, -40, W + 40);
    const h = between(rand, 150, 250);
    crowd += `<path d="M${n(x - 34)} ${H}L${n(x - 30)} ${n(H - h + 60)}Q${n(x)} ${n(H - h + 30)} ${n(x + 30)} ${n(H - h + 60)}L${n(x + 34)} ${H}Z" fill="#060505"/><circle cx="${n(x)}" cy="${n(H - h + 20)}" r="24" fill="#060505"/>`;
  }
  const defs =
    linear('ss-bg', 0, 0, 0, 1, [
      [0, '#050406'],
      [1, '#16121a'],
    ]) +
    linear('ss-wall', 0, 0, 1, 0, [
      [0, shade(accent, -0.75)],
      [0.5, shade(accent, -0.45)],
      [1, shade(accent, -0.75)],
    ]) +
    linear('ss-beam', 0, 0, 0, 1, [
      [0, '#fff6e8', 0.5],
      [1, '#fff6e8', 0],
    ]) +
    radial('ss-stage', 0.5, 0.5, 0.5, [
      [0, '#3a3434'],
      [0.8, '#1a1717'],
      [1, '#0a0909'],
    ]) +
    filters('ss');
  const body =
    `<rect width="${W}" height="${H}" fill="url(#ss-bg)"/>` +
    `<rect x="160" y="120" width="1280" height="380" fill="url(#ss-wall)"/>` +
    `<rect x="160" y="120" width="1280" height="380" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="3"/>` +
    `<text x="800" y="300" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="120" letter-spacing="30" font-weight="700" fill="#fff" opacity="0.85">RUIJIE</text>` +
    `<text x="800" y="370" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" letter-spacing="18" fill="${accent}">TUNING · SHANGHAI</text>` +
    `<rect y="40" width="${W}" height="30" fill="#121114"/>` +
    truss +
    `<ellipse cx="800" cy="690" rx="700" ry="90" fill="url(#ss-stage)"/>` +
    `<ellipse cx="800" cy="690" rx="700" ry="90" fill="none" stroke="${accent}" stroke-width="4" opacity="0.8"/>` +
    `<ellipse cx="800" cy="690" rx="700" ry="90" fill="none" stroke="${accent}" stroke-width="18" opacity="0.3" filter="url(#ss-b12)"/>` +
    bokeh(rand, 20, 0, W, 80, 520, ['#ffffff', accent, '#ffd9a0']);
  return join(frag(body, defs), car(slug, index, 700, 0.62, 0, 0.18), frag(crowd));
}

/** Autoclave: the open round door of the curing vessel, a carbon panel on the loading rack. */
export function autoclave(): Frag {
  let bolts = '';
  for (let i = 0; i < 36; i++) {
    const a = (i * Math.PI) / 18;
    bolts += `<circle cx="${n(1060 + Math.cos(a) * 372)}" cy="${n(430 + Math.sin(a) * 372)}" r="11" fill="#8d949b" stroke="#2a2c30" stroke-width="3"/>`;
  }
  const defs =
    linear('ac-bg', 0, 0, 0, 1, [
      [0, '#0b0c0e'],
      [1, '#1b1c20'],
    ]) +
    radial('ac-in', 0.5, 0.5, 0.5, [
      [0, '#ffcf8a', 0.9],
      [0.4, '#c07a2a', 0.5],
      [1, '#1a0f05', 1],
    ]) +
    linear('ac-ring', 0, 0, 1, 1, [
      [0, '#e6e9ed'],
      [0.4, '#6d737a'],
      [0.6, '#30343a'],
      [1, '#b8bec5'],
    ]) +
    linear('ac-gloss', 0, 0, 1, 1, [
      [0, '#fff', 0.3],
      [0.4, '#fff', 0],
      [1, '#000', 0.5],
    ]) +
    carbonPattern('ac-cw', 10) +
    filters('ac');
  const body =
    `<rect width="${W}" height="${H}" fill="url(#ac-bg)"/>` +
    `<rect y="700" width="${W}" height="200" fill="#0a0a0b"/>` +
    `<circle cx="1060" cy="430" r="400" fill="url(#ac-ring)"/><circle cx="1060" cy="430" r="340" fill="url(#ac-in)"/>` +
    bolts +
    `<rect x="700" y="640" width="720" height="16" fill="#5d6065"/>` +
    `<path d="M120 250L640 210L660 640L140 690Z" fill="url(#ac-cw)"/><path d="M120 250L640 210L660 640L140 690Z" fill="url(#ac-gloss)"/>` +
    `<path d="M120 250L640 210" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>` +
    `<rect x="100" y="690" width="600" height="20" fill="#3a3c42"/><rect x="130" y="710" width="14" height="120" fill="#2a2c30"/><rect x="650" y="710" width="14" height="120" fill="#2a2c30"/>`;
  return frag(body, defs);
}

/** Wind tunnel: the car on the balance turntable, smoke lines flowing over its roof. */
export function windTunnel(slug: string, index: number, seed: string): Frag {
  const rand = rng(seed);
  const look = carLook(slug, index);
  const pl = placeCar(look, W, 720, 0.66);
  const roof = 720 - look.shape.height * pl.scale;
  let smoke = '';
  for (let i = 0; i < 9; i++) {
    const y0 = roof - 40 + i * 38;
    const lift = Math.max(0, 300 - i * 40);
    smoke += `<path d="M${W} ${n(y0 + 40)}C1300 ${n(y0 + 40)} 1200 ${n(y0 - lift * 0.2)} 900 ${n(y0 - lift * 0.25)}S400 ${n(y0 - lift * 0.1)} 0 ${n(y0 + between(rand, 10, 60))}" fill="none" stroke="#fff" stroke-width="${n(between(rand, 2, 5))}" opacity="${n(between(rand, 0.25, 0.6))}"/>`;
  }
  let ribs = '';
  for (let i = 0; i < 12; i++) ribs += `<rect x="${i * 140}" y="0" width="6" height="600" fill="#1c1d21"/>`;
  const defs =
    linear('wt-bg', 0, 0, 0, 1, [
      [0, '#0a0c10'],
      [0.66, '#1a1e26'],
      [0.67, '#101216'],
      [1, '#050608'],
    ]) +
    radial('wt-disc', 0.5, 0.5, 0.5, [
      [0, '#2a2e36'],
      [1, '#0d0f12'],
    ]) +
    filters('wt');
  const back =
    `<rect width="${W}" height="${H}" fill="url(#wt-bg)"/>` +
    ribs +
    `<ellipse cx="800" cy="728" rx="640" ry="70" fill="url(#wt-disc)" stroke="#3a76c8" stroke-opacity="0.6" stroke-width="3"/>`;
  return join(
    frag(back, defs),
    placed(carFrag('c', look, 0.15), pl),
    frag(`<g filter="url(#wt-b4)">${smoke}</g>${smoke}`),
  );
}

/** Autumn mountain road: ridges in haze, trees in red and gold, the car on the tarmac. */
export function mountainRoad(slug: string, index: number, seed: string): Frag {
  const rand = rng(seed);
  let trees = '';
  for (let i = 0; i < 70; i++) {
    const x = between(rand, -20, W + 20);
    const y = between(rand, 420, 600);
    const r = between(rand, 16, 44);
    const c = ['#b5401c', '#d9822b', '#e3b23c', '#7a2a16', '#3f4a22'][Math.floor(rand() * 5)] ?? '#b5401c';
    trees += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c}" opacity="${n(between(rand, 0.6, 0.95))}"/>`;
  }
  const defs =
    linear('mr-sky', 0, 0, 0, 1, [
      [0, '#2b3a52'],
      [0.6, '#d99a5b'],
      [1, '#f2c27a'],
    ]) +
    linear('mr-road', 0, 0, 0, 1, [
      [0, '#3a3634'],
      [1, '#0d0c0c'],
    ]);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#mr-sky)"/>` +
    `<path d="M0 420C200 300 380 340 560 280C760 220 940 320 1120 260C1300 210 1460 300 1600 260V620H0Z" fill="#5a4a5a" opacity="0.6"/>` +
    `<path d="M0 500C260 420 520 470 760 410C1000 360 1300 460 1600 400V640H0Z" fill="#3a2c30"/>` +
    trees +
    `<path d="M0 640C400 610 1200 610 1600 640V${H}H0Z" fill="url(#mr-road)"/>` +
    `<path d="M0 790C500 770 1100 770 1600 790" stroke="#f2e6c8" stroke-width="5" stroke-dasharray="60 50" opacity="0.7"/>`;
  return join(frag(body, defs), car(slug, index, 740, 0.6, 0, 0.1));
}

/** Hand-finished interior: a quilted seat back with contrast stitching, wood and metal trim. */
export function quiltedInterior(accent: string): Frag {
  const defs =
    linear('qi-hide', 0, 0, 0, 1, [
      [0, '#d8cbb4'],
      [0.5, '#b8a68a'],
      [1, '#6d5d48'],
    ]) +
    `<pattern id="qi-q" width="80" height="80" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="80" height="80" fill="none" stroke="#5a4a36" stroke-width="3"/><rect x="4" y="4" width="72" height="72" fill="none" stroke="${accent}" stroke-width="1.5" stroke-dasharray="5 4"/></pattern>` +
    linear('qi-wood', 0, 0, 1, 0, [
      [0, '#2a160c'],
      [0.3, '#5a3018'],
      [0.6, '#3a1f10'],
      [1, '#6a3a1c'],
    ]) +
    linear('qi-shade', 0, 0, 1, 0, [
      [0, '#000', 0.6],
      [0.4, '#000', 0],
      [1, '#000', 0.7],
    ]) +
    radial('qi-light', 0.5, 0.5, 0.5, [
      [0, '#fff5e0', 0.35],
      [1, '#fff5e0', 0],
    ]);
  const back = 'M600 150C680 120 920 120 1000 150L1030 560C940 590 660 590 570 560Z';
  const head = 'M680 40C720 20 880 20 920 40L930 130C880 150 720 150 670 130Z';
  const bolster = (x: number, k: number) =>
    `M${x} 200C${x + 40 * k} 160 ${x + 100 * k} 150 ${x + 120 * k} 170L${x + 140 * k} 580C${x + 100 * k} 600 ${x + 50 * k} 600 ${x + 10 * k} 580Z`;
  const cushion = 'M500 600C640 570 960 570 1100 600L1150 800C960 850 640 850 450 800Z';
  const hide = (d: string, quilt: boolean) =>
    `<path d="${d}" fill="url(#qi-hide)"/>${quilt ? `<path d="${d}" fill="url(#qi-q)"/>` : ''}<path d="${d}" fill="url(#qi-shade)"/><path d="${d}" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="6 5" opacity="0.8"/>`;
  const body =
    `<rect width="${W}" height="${H}" fill="#0c0908"/>` +
    `<path d="M0 520L1600 440V900H0Z" fill="url(#qi-wood)"/><path d="M0 516L1600 436" stroke="#c9ccd1" stroke-width="6"/>` +
    `<ellipse cx="800" cy="400" rx="640" ry="360" fill="url(#qi-light)"/>` +
    `<ellipse cx="800" cy="830" rx="420" ry="40" fill="#000" opacity="0.7"/>` +
    hide(head, false) +
    `<rect x="740" y="130" width="14" height="40" fill="#c9ccd1"/><rect x="846" y="130" width="14" height="40" fill="#c9ccd1"/>` +
    hide(back, true) +
    hide(bolster(480, 1), false) +
    hide(bolster(1120, -1), false) +
    hide(cushion, true) +
    `<text x="800" y="100" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="${accent}">RJ</text>`;
  return frag(body, defs);
}

/** Four titanium tips with their heat colours, set in a carbon diffuser. */
export function exhaustTips(): Frag {
  const defs =
    linear('et-heat', 0, 0, 1, 0, [
      [0, '#d9dde1'],
      [0.35, '#c9a15a'],
      [0.55, '#6b3fa0'],
      [0.75, '#2f5fb0'],
      [1, '#9aa3ad'],
    ]) +
    radial('et-in', 0.5, 0.5, 0.5, [
      [0, '#000'],
      [0.8, '#141416'],
      [1, '#2a2a2e'],
    ]) +
    linear('et-gloss', 0, 0, 0, 1, [
      [0, '#fff', 0.25],
      [0.5, '#fff', 0],
      [1, '#000', 0.6],
    ]) +
    linear('et-paint', 0, 0, 0, 1, [
      [0, '#3a72d0'],
      [1, '#0c2a60'],
    ]) +
    carbonPattern('et-cw', 10);
  let tips = '';
  for (const cx of [300, 560, 1040, 1300])
    tips += `<ellipse cx="${cx}" cy="560" rx="118" ry="104" fill="url(#et-heat)"/><ellipse cx="${cx}" cy="560" rx="100" ry="88" fill="url(#et-in)"/><ellipse cx="${cx}" cy="560" rx="100" ry="88" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4"/>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#et-paint)"/><rect width="${W}" height="${H}" fill="url(#et-gloss)"/>` +
    `<path d="M0 380C400 420 1200 420 1600 380V${H}H0Z" fill="url(#et-cw)"/><path d="M0 380C400 420 1200 420 1600 380V${H}H0Z" fill="url(#et-gloss)"/>` +
    `<path d="M0 380C400 420 1200 420 1600 380" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>` +
    tips +
    [700, 800, 900]
      .map((x) => `<rect x="${x - 6}" y="440" width="12" height="460" fill="#2a2c30"/>`)
      .join('');
  return frag(body, defs);
}

/** Workshop bay: tool wall, epoxy floor, the car raised on a two-post lift. */
export function workshop(slug: string, index: number, accent: string): Frag {
  let tools = '';
  for (let i = 0; i < 14; i++) {
    const x = 80 + i * 105;
    tools += `<rect x="${x}" y="170" width="80" height="300" fill="#1c1d20" stroke="#2c2d31"/><rect x="${x + 10}" y="${200 + (i % 3) * 30}" width="60" height="10" fill="#5d6065"/><rect x="${x + 18}" y="${300 + (i % 4) * 20}" width="10" height="80" fill="#3a3c42"/>`;
  }
  let lamps = '';
  for (let i = 0; i < 5; i++)
    lamps += `<rect x="${160 + i * 300}" y="40" width="200" height="10" rx="4" fill="#fff"/><rect x="${150 + i * 300}" y="30" width="220" height="30" rx="8" fill="#fff" opacity="0.3" filter="url(#ws-b12)"/>`;
  const defs =
    linear('ws-wall', 0, 0, 0, 1, [
      [0, '#0a0a0b'],
      [1, '#232327'],
    ]) +
    linear('ws-floor', 0, 0, 0, 1, [
      [0, '#34343a'],
      [1, '#0b0b0c'],
    ]) +
    filters('ws');
  const back =
    `<rect width="${W}" height="${H}" fill="url(#ws-wall)"/>` +
    tools +
    `<rect y="150" width="${W}" height="8" fill="${accent}" opacity="0.8"/>` +
    `<rect y="600" width="${W}" height="300" fill="url(#ws-floor)"/>` +
    `<path d="M0 760L1600 760" stroke="#e8b400" stroke-width="6" stroke-dasharray="40 30" opacity="0.6"/>` +
    `<rect x="230" y="200" width="40" height="560" fill="#2f5fb0"/><rect x="1330" y="200" width="40" height="560" fill="#2f5fb0"/><rect x="220" y="750" width="60" height="14" fill="#1a1a1c"/><rect x="1320" y="750" width="60" height="14" fill="#1a1a1c"/>` +
    `<rect x="270" y="560" width="260" height="16" fill="#3a3c42"/><rect x="1070" y="560" width="260" height="16" fill="#3a3c42"/>` +
    lamps;
  return join(frag(back, defs), car(slug, index, 740, 0.62, 150, 0));
}
