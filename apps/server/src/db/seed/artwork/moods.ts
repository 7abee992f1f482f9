// Backdrops for 1600x900 scenes (night city, track, garage, showroom, tunnel);
// the car is composed on top by the gallery, banner and news generators.
import { bokeh, filters, streaks, studio } from './effects.ts';
import { between, frag, join, linear, n, radial, rng } from './svg.ts';
import type { Frag } from './svg.ts';

export type Mood = 'studio' | 'night' | 'track' | 'garage' | 'showroom' | 'tunnel';

export const W = 1600;
export const H = 900;

function nightCity(p: string, rand: () => number, accent: string): Frag {
  const horizon = 560;
  let city = '';
  // Skyline: layered towers with a scatter of lit windows.
  for (let layer = 0; layer < 2; layer++) {
    let x = -20;
    const col = layer === 0 ? '#10131c' : '#080a10';
    while (x < W) {
      const bw = between(rand, 40, 120);
      const bh = between(rand, 80, layer === 0 ? 380 : 240);
      city += `<rect x="${n(x)}" y="${n(horizon - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${col}"/>`;
      if (layer === 1) {
        for (let k = 0; k < bh / 14; k++) {
          if (rand() < 0.22) {
            const wx = x + 6 + Math.floor(rand() * ((bw - 12) / 10)) * 10;
            city += `<rect x="${n(wx)}" y="${n(horizon - bh + 8 + k * 14)}" width="5" height="7" fill="${rand() < 0.8 ? '#ffd9a0' : '#9fd0ff'}" opacity="${n(between(rand, 0.25, 0.8))}"/>`;
          }
        }
      }
      x += bw + between(rand, 0, 14);
    }
  }
  const defs =
    linear(`${p}-sky`, 0, 0, 0, 1, [
      [0, '#05060c'],
      [0.6, '#1a1630'],
      [1, '#3a2230'],
    ]) +
    linear(`${p}-road`, 0, 0, 0, 1, [
      [0, '#15141a'],
      [1, '#030305'],
    ]) +
    radial(`${p}-haze`, 0.5, 0.5, 0.5, [
      [0, accent, 0.35],
      [1, accent, 0],
    ]);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#${p}-sky)"/>` +
    `<ellipse cx="${W * 0.55}" cy="${horizon - 40}" rx="900" ry="260" fill="url(#${p}-haze)"/>` +
    city +
    bokeh(rand, 36, 0, W, 300, horizon, ['#ffcf8a', '#ff5a4a', '#8fd0ff', accent]) +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#${p}-road)"/>`;
  const trails = streaks(`${p}-t`, rand, {
    count: 16,
    x0: 0,
    x1: W,
    y0: horizon + 40,
    y1: H - 20,
    colors: ['#ff3b30', '#ffffff', '#ffb347'],
    angle: 2,
    minLen: 500,
    maxLen: 1400,
  });
  return join(frag(body, defs), trails);
}

function track(p: string, rand: () => number, accent: string): Frag {
  const horizon = 470;
  let kerb = '';
  for (let i = 0; i < 22; i++) {
    const x = i * 90 - 40;
    kerb += `<polygon points="${x},812 ${x + 90},812 ${x + 76},840 ${x - 14},840" fill="${i % 2 ? '#f4f1ec' : '#c8161d'}" opacity="0.85"/>`;
  }
  const defs =
    linear(`${p}-sky`, 0, 0, 0, 1, [
      [0, '#0b1020'],
      [0.55, '#3a2a3a'],
      [0.85, '#d0703a'],
      [1, '#f2a25a'],
    ]) +
    linear(`${p}-asph`, 0, 0, 0, 1, [
      [0, '#3a3634'],
      [0.3, '#1f1c1b'],
      [1, '#0a0909'],
    ]) +
    radial(`${p}-sun`, 0.5, 0.5, 0.5, [
      [0, '#ffe0a8', 0.9],
      [0.3, '#ff9c4a', 0.4],
      [1, '#ff9c4a', 0],
    ]);
  const hills =
    `<path d="M0 ${horizon}L0 430C200 400 340 420 520 390C700 360 860 410 1040 380C1240 350 1420 400 1600 370L1600 ${horizon}Z" fill="#161320"/>` +
    `<path d="M0 ${horizon}L0 450C260 430 500 445 760 428C1000 414 1300 440 1600 420L1600 ${horizon}Z" fill="#0c0a12"/>`;
  const body =
    `<rect width="${W}" height="${horizon}" fill="url(#${p}-sky)"/>` +
    `<ellipse cx="1180" cy="${horizon - 10}" rx="420" ry="160" fill="url(#${p}-sun)"/>` +
    hills +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#${p}-asph)"/>` +
    `<rect y="${horizon + 8}" width="${W}" height="3" fill="#fff" opacity="0.35"/>` +
    kerb;
  const blur = streaks(`${p}-m`, rand, {
    count: 18,
    x0: 0,
    x1: W,
    y0: horizon - 120,
    y1: H,
    colors: ['#ffffff', accent, '#ffb070'],
    angle: 0,
    minLen: 400,
    maxLen: 1200,
    maxOpacity: 0.45,
  });
  return join(frag(body, defs), blur);
}

function garage(p: string, accent: string): Frag {
  const horizon = 590;
  let lights = '';
  // Linear LED battens in perspective converging above the car.
  for (let i = 0; i < 7; i++) {
    const x = 160 + i * 210;
    const y = 40 + Math.abs(i - 3) * 18;
    lights += `<rect x="${x - 70}" y="${y - 10}" width="140" height="24" rx="6" fill="#fff" opacity="0.35" filter="url(#${p}-b12)"/><rect x="${x - 60}" y="${y}" width="120" height="5" rx="2" fill="#fff"/>`;
  }
  let panels = '';
  for (let i = 0; i < 9; i++) {
    panels += `<rect x="${i * 180}" y="150" width="176" height="${horizon - 150}" fill="#1a1a1c" stroke="#26262a" stroke-width="2"/>`;
  }
  const defs =
    linear(`${p}-wall`, 0, 0, 0, 1, [
      [0, '#0a0a0b'],
      [1, '#222125'],
    ]) +
    linear(`${p}-epoxy`, 0, 0, 0, 1, [
      [0, '#2a2a2e'],
      [0.4, '#141416'],
      [1, '#070708'],
    ]) +
    radial(`${p}-pool`, 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.2],
      [1, '#ffffff', 0],
    ]) +
    filters(p);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#${p}-wall)"/>` +
    panels +
    `<rect y="150" width="${W}" height="6" fill="${accent}" opacity="0.7"/>` +
    `<rect y="146" width="${W}" height="14" fill="${accent}" opacity="0.35" filter="url(#${p}-b4)"/>` +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#${p}-epoxy)"/>` +
    `<ellipse cx="${W / 2}" cy="${horizon + 150}" rx="760" ry="160" fill="url(#${p}-pool)"/>` +
    lights;
  return frag(body, defs);
}

function showroom(p: string, rand: () => number, accent: string): Frag {
  const horizon = 600;
  let cones = '';
  for (let i = 0; i < 4; i++) {
    const x = 260 + i * 360 + between(rand, -20, 20);
    cones += `<polygon points="${x - 14},0 ${x + 14},0 ${x + 200},${horizon + 40} ${x - 200},${horizon + 40}" fill="url(#${p}-cone)"/>`;
    cones += `<ellipse cx="${x}" cy="4" rx="30" ry="8" fill="#fff" opacity="0.9"/>`;
  }
  let glass = '';
  for (let i = 0; i < 8; i++)
    glass += `<rect x="${i * 200 + 8}" y="70" width="184" height="${horizon - 90}" fill="#2c2a2a" opacity="0.55"/>`;
  const defs =
    linear(`${p}-wall`, 0, 0, 0, 1, [
      [0, '#1c1818'],
      [1, '#3a3432'],
    ]) +
    linear(`${p}-floor`, 0, 0, 0, 1, [
      [0, '#4a4442'],
      [0.3, '#221e1d'],
      [1, '#0c0a0a'],
    ]) +
    linear(`${p}-cone`, 0, 0, 0, 1, [
      [0, '#fff5e6', 0.35],
      [1, '#fff5e6', 0],
    ]) +
    radial(`${p}-warm`, 0.5, 0.5, 0.5, [
      [0, accent, 0.25],
      [1, accent, 0],
    ]);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#${p}-wall)"/>` +
    glass +
    `<rect y="60" width="${W}" height="10" fill="#c8a36a" opacity="0.6"/>` +
    `<ellipse cx="${W / 2}" cy="${horizon - 60}" rx="700" ry="240" fill="url(#${p}-warm)"/>` +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#${p}-floor)"/>` +
    cones;
  return frag(body, defs);
}

function tunnel(p: string, rand: () => number, accent: string): Frag {
  const cx = W / 2;
  const cy = 470;
  let rays = '';
  // Light bars rushing past, all converging on one vanishing point.
  for (let i = 0; i < 46; i++) {
    const a = between(rand, 0, Math.PI * 2);
    const r0 = between(rand, 60, 260);
    const r1 = r0 + between(rand, 300, 900);
    const c = rand() < 0.5 ? accent : rand() < 0.5 ? '#ffffff' : '#ffb070';
    rays += `<line x1="${n(cx + Math.cos(a) * r0)}" y1="${n(cy + Math.sin(a) * r0 * 0.6)}" x2="${n(cx + Math.cos(a) * r1)}" y2="${n(cy + Math.sin(a) * r1 * 0.6)}" stroke="${c}" stroke-width="${n(between(rand, 1, 4))}" stroke-linecap="round" opacity="${n(between(rand, 0.2, 0.8))}"/>`;
  }
  const defs =
    radial(`${p}-core`, 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.5],
      [0.15, accent, 0.35],
      [1, '#050404', 0],
    ]) +
    linear(`${p}-bg`, 0, 0, 0, 1, [
      [0, '#060505'],
      [0.5, '#141012'],
      [1, '#050404'],
    ]) +
    filters(p);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#${p}-bg)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="700" ry="420" fill="url(#${p}-core)"/>` +
    `<g filter="url(#${p}-b4)" opacity="0.8">${rays}</g>${rays}` +
    `<rect y="640" width="${W}" height="${H - 640}" fill="#050404" opacity="0.6"/>`;
  return frag(body, defs);
}

/** Backdrop for a mood, plus the ground line a car should stand on. */
export function moodBackdrop(mood: Mood, seed: string, accent: string): { frag: Frag; ground: number } {
  const rand = rng(seed);
  switch (mood) {
    case 'night':
      return { frag: nightCity('bg', rand, accent), ground: 740 };
    case 'track':
      return { frag: track('bg', rand, accent), ground: 680 };
    case 'garage':
      return { frag: garage('bg', accent), ground: 730 };
    case 'showroom':
      return { frag: showroom('bg', rand, accent), ground: 730 };
    case 'tunnel':
      return { frag: tunnel('bg', rand, accent), ground: 740 };
    default:
      return {
        frag: join(
          frag('', filters('bg')),
          studio('bg', { w: W, h: H, horizon: 600, accent }),
          streaks('bgs', rand, {
            count: 12,
            x0: 0,
            x1: W,
            y0: 180,
            y1: 560,
            colors: [accent, '#ffffff'],
            angle: -4,
            maxOpacity: 0.7,
          }),
        ),
        ground: 720,
      };
  }
}
