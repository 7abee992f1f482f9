// Neutral fallbacks shown while an image is missing: a car silhouette and a frame.
import { bodyOutline, SHAPES } from './car-shape.ts';
import { frag, linear, radial, svgDoc } from './svg.ts';

export function placeholderCar(): string {
  const shape = SHAPES.gt;
  const defs =
    linear('pbg', 0, 0, 0, 1, [
      [0, '#1a1716'],
      [0.66, '#2a2524'],
      [0.67, '#1c1918'],
      [1, '#0e0c0c'],
    ]) +
    linear('psil', 0, 0, 0, 1, [
      [0, '#4a4442'],
      [1, '#2a2625'],
    ]) +
    radial('pspot', 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.08],
      [1, '#ffffff', 0],
    ]);
  const car =
    `<path d="${bodyOutline(shape)}" fill="url(#psil)"/>` +
    `<circle cx="${shape.rearX}" cy="${-shape.wheelR}" r="${shape.wheelR}" fill="#1f1c1b" stroke="#4a4442" stroke-width="4"/>` +
    `<circle cx="${shape.frontX}" cy="${-shape.wheelR}" r="${shape.wheelR}" fill="#1f1c1b" stroke="#4a4442" stroke-width="4"/>`;
  const body =
    `<rect width="1600" height="900" fill="url(#pbg)"/>` +
    `<ellipse cx="800" cy="640" rx="700" ry="200" fill="url(#pspot)"/>` +
    `<g transform="translate(175 700)" opacity="0.8">${car}</g>`;
  return svgDoc({ width: 1600, height: 900, title: 'Car image' }, frag(body, defs));
}

export function placeholderImage(): string {
  const defs = linear('ibg', 0, 0, 1, 1, [
    [0, '#2a2423'],
    [1, '#141111'],
  ]);
  const body =
    `<rect width="800" height="600" fill="url(#ibg)"/>` +
    `<g fill="none" stroke="#6a625e" stroke-width="8" stroke-linejoin="round"><rect x="300" y="220" width="200" height="160" rx="12"/><path d="M310 360L370 300L410 340L440 315L490 360"/></g>` +
    `<circle cx="450" cy="265" r="16" fill="#c8a36a" opacity="0.7"/>`;
  return svgDoc({ width: 800, height: 600, title: 'Image' }, frag(body, defs));
}
