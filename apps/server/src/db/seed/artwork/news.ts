// News covers, 1200x675: events, launches and workshop moods reusing the scenes.
import { carbonDetail, scaledDoc } from './banner.ts';
import { bottomFade, filters, streaks, vignette } from './effects.ts';
import { carInMood } from './gallery.ts';
import type { Mood } from './moods.ts';
import { H, W } from './moods.ts';
import { brandStyle } from './palette.ts';
import { frag, join, linear, radial, rng } from './svg.ts';
import type { Frag } from './svg.ts';
import { wheelFrag } from './wheel.ts';
import type { WheelStyle } from './wheel.ts';

/** Wheel launch: new rims on a plinth of light. */
function wheelLaunch(seed: string, accent: string, style: WheelStyle, pair: boolean): Frag {
  const defs =
    linear('wl-bg', 0, 0, 0, 1, [
      [0, '#050505'],
      [0.7, '#141012'],
      [1, '#050404'],
    ]) +
    radial('wl-halo', 0.5, 0.5, 0.5, [
      [0.55, accent, 0],
      [0.7, accent, 0.5],
      [0.8, accent, 0.1],
      [1, accent, 0],
    ]) +
    radial('wl-floor', 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ]) +
    filters('wl');
  const back =
    `<rect width="${W}" height="${H}" fill="url(#wl-bg)"/>` +
    `<ellipse cx="${W / 2}" cy="820" rx="700" ry="80" fill="url(#wl-floor)"/>` +
    `<circle cx="${pair ? 560 : 800}" cy="440" r="420" fill="url(#wl-halo)"/>`;
  const wheels = pair
    ? join(
        wheelFrag('wl-a', 560, 440, 330, style, 10),
        wheelFrag('wl-b', 1180, 500, 260, { ...style, twoPiece: !style.twoPiece }, 40),
      )
    : wheelFrag('wl-a', 800, 440, 360, style, 18);
  return join(
    frag(back, defs),
    streaks('wl-s', rng(seed), {
      count: 12,
      x0: 0,
      x1: W,
      y0: 100,
      y1: 800,
      colors: ['#ffffff', accent],
      angle: -8,
      maxOpacity: 0.5,
    }),
    wheels,
  );
}

interface NewsPlan {
  slug: string;
  car: number;
  mood: Mood | 'wheel' | 'wheels' | 'carbon';
}

const PLANS: NewsPlan[] = [
  { slug: 'porsche', car: 1, mood: 'showroom' },
  { slug: 'bentley', car: 3, mood: 'wheel' },
  { slug: 'bmw', car: 3, mood: 'garage' },
  { slug: 'lamborghini', car: 1, mood: 'carbon' },
  { slug: 'ferrari', car: 2, mood: 'track' },
  { slug: 'mercedes', car: 1, mood: 'night' },
  { slug: 'audi', car: 2, mood: 'studio' },
  { slug: 'mclaren', car: 3, mood: 'tunnel' },
  { slug: 'ferrari', car: 1, mood: 'wheels' },
  { slug: 'bentley', car: 2, mood: 'showroom' },
];

export function newsCover(i: number): string {
  const plan = PLANS[(i - 1) % PLANS.length] ?? PLANS[0];
  if (!plan) throw new Error('no news plan');
  const b = brandStyle(plan.slug);
  let scene: Frag;
  if (plan.mood === 'wheel' || plan.mood === 'wheels') {
    scene = wheelLaunch(
      `news-${i}`,
      b.accent,
      {
        spokes: 10,
        twin: plan.mood === 'wheels',
        finish: plan.mood === 'wheel' ? 'bronze' : 'silver',
        caliper: b.accent,
        twoPiece: true,
        twist: 12,
      },
      plan.mood === 'wheels',
    );
  } else if (plan.mood === 'carbon') {
    scene = carbonDetail(`news-${i}`, b.accent);
  } else {
    scene = carInMood(plan.slug, plan.car, plan.mood, 0.7, 0);
  }
  const content = join(scene, vignette('nv', W, H, 0.7), bottomFade('nb', W, H, '#000000', 0.7));
  return scaledDoc(content, 1200, 675, `News ${i}`);
}
