// News covers, 1200x675: events, launches and workshop moods reusing the scenes.
import { scaledDoc } from './banner.ts';
import { bottomFade, filters, streaks, vignette } from './effects.ts';
import { carInMood } from './gallery.ts';
import type { Mood } from './moods.ts';
import { H, W } from './moods.ts';
import { brandStyle } from './palette.ts';
import {
  autoclave,
  exhaustTips,
  mountainRoad,
  quiltedInterior,
  showStand,
  windTunnel,
  workshop,
} from './story-scenes.ts';
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

type Story =
  | { scene: 'stand' | 'tunnel' | 'mountain' | 'workshop'; slug: string; car: number }
  | { scene: 'mood'; slug: string; car: number; mood: Mood }
  | { scene: 'wheels' | 'autoclave' | 'interior' | 'exhaust'; slug: string };

/** One cover per seeded story, in the order of the seed's articles. */
const STORIES: Story[] = [
  { scene: 'stand', slug: 'mclaren', car: 1 },
  { scene: 'mood', slug: 'mclaren', car: 1, mood: 'showroom' },
  { scene: 'autoclave', slug: 'lamborghini' },
  { scene: 'mood', slug: 'porsche', car: 1, mood: 'track' },
  { scene: 'wheels', slug: 'bentley' },
  { scene: 'tunnel', slug: 'lamborghini', car: 2 },
  { scene: 'mountain', slug: 'ferrari', car: 2 },
  { scene: 'stand', slug: 'mercedes', car: 1 },
  { scene: 'interior', slug: 'bentley' },
  { scene: 'exhaust', slug: 'bmw' },
  { scene: 'workshop', slug: 'porsche', car: 3 },
  { scene: 'mood', slug: 'audi', car: 2, mood: 'night' },
];

function storyScene(story: Story, i: number): Frag {
  const b = brandStyle(story.slug);
  const seed = `news-${i}`;
  switch (story.scene) {
    case 'stand':
      return showStand(story.slug, story.car, seed);
    case 'tunnel':
      return windTunnel(story.slug, story.car, seed);
    case 'mountain':
      return mountainRoad(story.slug, story.car, seed);
    case 'workshop':
      return workshop(story.slug, story.car, b.accent);
    case 'mood':
      return carInMood(story.slug, story.car, story.mood, 0.7, 0);
    case 'autoclave':
      return autoclave();
    case 'interior':
      return quiltedInterior(b.accent);
    case 'exhaust':
      return exhaustTips();
    default:
      return wheelLaunch(
        seed,
        b.accent,
        { spokes: 10, twin: true, finish: 'silver', caliper: b.accent, twoPiece: true, twist: 12 },
        true,
      );
  }
}

export function newsCover(i: number): string {
  const story = STORIES[(i - 1) % STORIES.length] ?? STORIES[0];
  if (!story) throw new Error('no news story');
  const content = join(
    storyScene(story, i),
    vignette('nv', W, H, 0.7),
    bottomFade('nb', W, H, '#000000', 0.7),
  );
  return scaledDoc(content, 1200, 675, `News ${i}`);
}
