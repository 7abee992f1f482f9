// Cinematic 1920x1080 hero slides for the home page and the brand pages. Scenes
// are composed on a 1600x900 canvas and scaled, as both are 16:9.
import { carFrag, carLook, placeCar, placed } from './car-render.ts';
import { bottomFade, carbonPattern, filters, streaks, vignette } from './effects.ts';
import { carInMood } from './gallery.ts';
import { H, W } from './moods.ts';
import { brandStyle, shade } from './palette.ts';
import { esc, frag, join, linear, n3, radial, rng, svgDoc } from './svg.ts';
import type { Frag } from './svg.ts';
import { wheelFrag } from './wheel.ts';

/** Wraps a 1600x900 composition into a document of another 16:9 size. */
export function scaledDoc(content: Frag, width: number, height: number, title?: string): string {
  const s = width / W;
  const body = `<g transform="scale(${n3(s)})">${content.body}</g>`;
  return svgDoc(title ? { width, height, title } : { width, height }, frag(body, content.defs));
}

/** Macro of a carbon panel with a raking light sweep and a wheel in the dark. */
export function carbonDetail(seed: string, accent: string): Frag {
  const rand = rng(seed);
  const defs =
    carbonPattern('cd-cw', 9) +
    linear('cd-sheen', 0, 0, 1, 1, [
      [0, '#000', 0.8],
      [0.45, '#fff', 0.05],
      [0.52, '#fff', 0.3],
      [0.6, '#fff', 0.04],
      [1, '#000', 0.85],
    ]) +
    radial('cd-glow', 0.5, 0.5, 0.5, [
      [0, accent, 0.45],
      [1, accent, 0],
    ]) +
    filters('cd');
  const panel =
    `<rect width="${W}" height="${H}" fill="#060606"/>` +
    `<path d="M0 0H1000C900 300 820 600 760 900H0Z" fill="url(#cd-cw)"/>` +
    `<path d="M0 0H1000C900 300 820 600 760 900H0Z" fill="url(#cd-sheen)"/>` +
    `<path d="M1000 0C900 300 820 600 760 900" fill="none" stroke="${accent}" stroke-width="4"/>` +
    `<path d="M1000 0C900 300 820 600 760 900" fill="none" stroke="${accent}" stroke-width="16" opacity="0.5" filter="url(#cd-b12)"/>` +
    `<ellipse cx="1240" cy="470" rx="520" ry="420" fill="url(#cd-glow)"/>`;
  const wheel = wheelFrag('cd-w', 1250, 470, 360, {
    spokes: 10,
    twin: true,
    finish: 'gunmetal',
    caliper: accent,
    twoPiece: true,
    twist: 10,
  });
  return join(
    frag(panel, defs),
    wheel,
    streaks('cd-s', rand, {
      count: 10,
      x0: 0,
      x1: W,
      y0: 80,
      y1: 820,
      colors: ['#ffffff', accent],
      angle: -18,
      maxOpacity: 0.5,
    }),
  );
}

/** Home slides: 1 tunnel run, 2 carbon and wheel macro, 3 studio reveal. */
export function homeBanner(i: number): string {
  let scene: Frag;
  if (i === 2) scene = carbonDetail('home-2', '#c8a36a');
  else if (i === 3) scene = carInMood('ferrari', 1, 'garage', 0.7, 0);
  else scene = carInMood('mclaren', 1, 'tunnel', 0.76, 0);
  // Bottom kept darker: the page lays a gradient ending in #18100e over it.
  const content = join(scene, vignette('hv', W, H, 0.8), bottomFade('hb', W, H, '#18100e', 0.5));
  return scaledDoc(content, 1920, 1080, `Home slide ${i}`);
}

/** Big faint monogram behind the car, the brand's watermark. */
function watermark(slug: string): Frag {
  const b = brandStyle(slug);
  return frag(
    `<text x="${W / 2}" y="560" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="560" fill="url(#wm)" opacity="0.5">${esc(b.mono)}</text>`,
    linear('wm', 0, 0, 0, 1, [
      [0, shade(b.accent, 0.2), 0.35],
      [1, b.accent, 0],
    ]),
  );
}

/** Brand hero slides: 1 studio with watermark, 2 night city, 3 wheel and carbon detail. */
export function brandSlide(slug: string, i: number): string {
  const b = brandStyle(slug);
  let scene: Frag;
  if (i === 2) scene = carInMood(slug, 2, 'night', 0.72, 0);
  else if (i === 3) scene = carbonDetail(`${slug}-slide`, b.accent);
  else {
    const look = carLook(slug, 1);
    const rand = rng(`${slug}-slide-1`);
    const bg =
      `<rect width="${W}" height="${H}" fill="url(#bs-bg)"/>` +
      `<ellipse cx="${W / 2}" cy="420" rx="820" ry="380" fill="url(#bs-glow)"/>`;
    const defs =
      linear('bs-bg', 0, 0, 0, 1, [
        [0, '#050404'],
        [0.62, shade(b.accent, -0.82)],
        [0.67, '#0c0909'],
        [1, '#030303'],
      ]) +
      radial('bs-glow', 0.5, 0.5, 0.5, [
        [0, b.accent, 0.4],
        [1, b.accent, 0],
      ]);
    scene = join(
      frag(bg, defs),
      watermark(slug),
      streaks('bs-s', rand, {
        count: 16,
        x0: 0,
        x1: W,
        y0: 160,
        y1: 600,
        colors: [b.accent, '#ffffff'],
        angle: -6,
      }),
      placed(carFrag('c', look, 0.3), placeCar(look, W, 740, 0.7)),
    );
  }
  const content = join(scene, vignette('bv', W, H, 0.75), bottomFade('bb', W, H, '#0b0808', 0.7));
  return scaledDoc(content, 1920, 1080, `${b.name} slide ${i}`);
}
