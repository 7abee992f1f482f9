// Gallery photos: the car render placed in four moods with its own framing.
import { carFrag, carLook, placeCar, placed } from './car-render.ts';
import { bottomFade, vignette } from './effects.ts';
import type { Mood } from './moods.ts';
import { H, W, moodBackdrop } from './moods.ts';
import { brandStyle } from './palette.ts';
import { frag, join, svgDoc } from './svg.ts';
import type { Frag } from './svg.ts';

export const GALLERY_MOODS: Mood[] = ['night', 'track', 'garage', 'showroom'];

/** A 1600x900 scene: backdrop of `mood`, the car at `share` of the width, offset by `shift`. */
export function carInMood(
  slug: string,
  index: number,
  mood: Mood,
  share = 0.72,
  shift = 0,
  facingLeft = false,
): Frag {
  const look = carLook(slug, index);
  const bd = moodBackdrop(mood, `${slug}-${index}-${mood}`, look.accent);
  const pl = placeCar(look, W, bd.ground, share);
  pl.x += shift;
  // Night and track are wet/glossy surfaces: a stronger mirror image.
  const refl = mood === 'night' ? 0.35 : mood === 'track' ? 0.12 : 0.26;
  const car = placed(carFrag('c', look, refl), pl);
  // Mirrored, the car drives the other way: a second angle from the same drawing.
  const turned = facingLeft
    ? frag(`<g transform="translate(${W} 0) scale(-1 1)">${car.body}</g>`, car.defs)
    : car;
  return join(bd.frag, turned, vignette('v', W, H, 0.7));
}

export function galleryShot(slug: string, index: number, k: number): string {
  const mood = GALLERY_MOODS[(k - 1) % GALLERY_MOODS.length] ?? 'night';
  // Framing varies per shot: wide, turned, close on the front, turned and low in the frame.
  const shares = [0.74, 0.66, 1.05, 0.62];
  const shifts = [0, -90, -260, 40];
  const content = join(
    carInMood(slug, index, mood, shares[(k - 1) % 4] ?? 0.7, shifts[(k - 1) % 4] ?? 0, k % 2 === 0),
    bottomFade('bf', W, H, '#000000', 0.8),
  );
  return svgDoc({ width: 1600, height: 900, title: `${brandStyle(slug).name} ${mood}` }, content);
}
