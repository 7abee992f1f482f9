// Surface finishes of the catalogue parts as SVG paint servers: `id` is the fill, `id-gloss`
// the clear-coat or metal highlight laid over it. Twill and plain weaves differ in their tow
// layout, forged carbon is a seeded marble of chopped fibre, metals are brushed gradients.
import type { Material } from './part-spec.ts';
import { between, linear, n, rng } from './svg.ts';

/** Woven carbon: 2×2 twill steps diagonally, 1×1 plain alternates every tow. */
function weave(id: string, twill: boolean, tow: number, light: string): string {
  const cells = twill ? 4 : 2;
  const size = cells * tow;
  let tiles = `<rect width="${size}" height="${size}" fill="#101113"/>`;
  for (let i = 0; i < cells; i++)
    for (let j = 0; j < cells; j++) {
      const horizontal = twill ? (i + j) % 4 < 2 : (i + j) % 2 === 0;
      tiles += `<rect x="${i * tow}" y="${j * tow}" width="${tow}" height="${tow}" fill="url(#${id}-${horizontal ? 'h' : 'v'})"/>`;
    }
  return (
    linear(`${id}-h`, 0, 0, 0, 1, [
      [0, '#0e0f11'],
      [0.5, light],
      [1, '#0e0f11'],
    ]) +
    linear(`${id}-v`, 0, 0, 1, 0, [
      [0, '#0c0d0f'],
      [0.5, '#1d1e22'],
      [1, '#0c0d0f'],
    ]) +
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${twill ? 45 : 0})">${tiles}</pattern>`
  );
}

/** Forged carbon: overlapping flakes of fibre in greys, seeded so the file never changes. */
function marble(id: string): string {
  const rand = rng(`${id}-marble`);
  let flakes = '<rect width="160" height="160" fill="#0d0e10"/>';
  for (let i = 0; i < 26; i++) {
    const x = between(rand, 0, 160);
    const y = between(rand, 0, 160);
    const len = between(rand, 24, 70);
    const a = between(rand, 0, Math.PI);
    const w = between(rand, 6, 18);
    const [dx, dy] = [Math.cos(a) * len, Math.sin(a) * len];
    const [nx, ny] = [-Math.sin(a) * w, Math.cos(a) * w];
    const grey = Math.round(between(rand, 22, 70));
    const c = `rgb(${grey},${grey},${grey + 4})`;
    flakes += `<path d="M${n(x)} ${n(y)}L${n(x + dx + nx * 0.3)} ${n(y + dy + ny * 0.3)}L${n(x + dx + nx)} ${n(y + dy + ny)}L${n(x + nx * 0.6)} ${n(y + ny * 0.6)}Z" fill="${c}" opacity="${n(between(rand, 0.5, 0.95))}"/>`;
  }
  return `<pattern id="${id}" width="160" height="160" patternUnits="userSpaceOnUse">${flakes}</pattern>`;
}

function glossLayer(id: string, kind: 'gloss' | 'matt' | 'metal'): string {
  if (kind === 'matt')
    return linear(`${id}-gloss`, 0, 0, 0, 1, [
      [0, '#ffffff', 0.12],
      [0.4, '#ffffff', 0],
      [1, '#000000', 0.55],
    ]);
  if (kind === 'metal')
    return linear(`${id}-gloss`, 0, 0, 1, 1, [
      [0, '#ffffff', 0.35],
      [0.45, '#ffffff', 0],
      [0.55, '#ffffff', 0.25],
      [0.7, '#000000', 0.2],
      [1, '#000000', 0.5],
    ]);
  return linear(`${id}-gloss`, 0, 0, 0, 1, [
    [0, '#ffffff', 0.4],
    [0.22, '#ffffff', 0.06],
    [0.5, '#ffffff', 0],
    [0.7, '#000000', 0.1],
    [1, '#000000', 0.6],
  ]);
}

/** Paint servers for `material` under `id` and `id-gloss`. */
export function materialDefs(id: string, material: Material): string {
  switch (material) {
    case 'twill-matt':
      return weave(id, true, 7, '#24262a') + glossLayer(id, 'matt');
    case 'plain-matt':
      return weave(id, false, 6, '#26282c') + glossLayer(id, 'matt');
    case 'forged':
      return marble(id) + glossLayer(id, 'gloss');
    case 'gloss-black':
      return (
        linear(id, 0, 0, 0, 1, [
          [0, '#3a3d42'],
          [0.3, '#0b0c0e'],
          [0.75, '#050506'],
          [1, '#17181b'],
        ]) + glossLayer(id, 'gloss')
      );
    case 'titanium':
      // Hand-burnt titanium: straw, violet and blue bands over the grey metal.
      return (
        linear(id, 0, 0, 1, 0.3, [
          [0, '#c9ccd0'],
          [0.3, '#8d9196'],
          [0.48, '#c8a15a'],
          [0.6, '#6b3fa0'],
          [0.74, '#2f5fb0'],
          [1, '#7d8590'],
        ]) + glossLayer(id, 'metal')
      );
    case 'aluminium':
      return (
        linear(id, 0, 0, 1, 1, [
          [0, '#eef1f4'],
          [0.35, '#9aa1a9'],
          [0.55, '#4b5056'],
          [0.8, '#c9ced4'],
          [1, '#7b8189'],
        ]) + glossLayer(id, 'metal')
      );
    case 'paint':
      return (
        linear(id, 0, 0, 0, 1, [
          [0, '#3f7a63'],
          [0.4, '#1e4d3b'],
          [1, '#0a1f17'],
        ]) + glossLayer(id, 'gloss')
      );
    case 'leather':
      return (
        linear(id, 0, 0, 0, 1, [
          [0, '#3a2c26'],
          [0.5, '#1d1613'],
          [1, '#0c0908'],
        ]) + glossLayer(id, 'matt')
      );
    default:
      return weave(id, true, 7, '#2c2e33') + glossLayer(id, 'gloss');
  }
}
