// The hero asset: a stylised supercar profile with layered paint reflections,
// rim light, carbon aero parts, forged wheels and a floor reflection.
import { archSpan, bodyOutline, COUPE_SUV, SHAPES } from './car-shape.ts';
import type { BodyKind, CarShape } from './car-shape.ts';
import { carbonPattern, filters, streaks, studio, vignette } from './effects.ts';
import { brandStyle, luma, shade } from './palette.ts';
import { frag, join, linear, n, n3, rng, svgDoc } from './svg.ts';
import type { Frag } from './svg.ts';
import { wheel, wheelDefs } from './wheel.ts';
import type { WheelStyle } from './wheel.ts';

export interface CarLook {
  shape: CarShape;
  paint: string;
  accent: string;
  wheel: WheelStyle;
  /** Carbon roof accent, varied per model. */
  stripe: boolean;
  /** Fixed rear wing (track models). */
  wing: boolean;
  /** Bright window surrounds, on the luxury saloons and SUVs. */
  chrome: boolean;
}

interface Model {
  body: BodyKind | 'coupe-suv';
  wing?: boolean;
  stripe?: boolean;
  chrome?: boolean;
}

/** Each seeded model (brand slug, then 1..3 as in the seed's car list) and its body style. */
const MODELS: Record<string, [Model, Model, Model]> = {
  mclaren: [
    { body: 'supercar', stripe: true },
    { body: 'supercar', wing: true, stripe: true },
    { body: 'supercar' },
  ],
  lamborghini: [{ body: 'supercar', wing: true }, { body: 'coupe-suv' }, { body: 'supercar', stripe: true }],
  porsche: [{ body: 'gt', wing: true }, { body: 'saloon' }, { body: 'suv' }],
  mercedes: [{ body: 'offroad' }, { body: 'gt', stripe: true }, { body: 'saloon', chrome: true }],
  ferrari: [{ body: 'supercar', stripe: true }, { body: 'supercar' }, { body: 'coupe-suv' }],
  bentley: [
    { body: 'gt', chrome: true },
    { body: 'suv', chrome: true },
    { body: 'saloon', chrome: true },
  ],
  bmw: [{ body: 'gt', stripe: true }, { body: 'saloon' }, { body: 'suv' }],
  audi: [{ body: 'supercar' }, { body: 'estate' }, { body: 'coupe-suv' }],
};

/** The model of a brand's car `index`, with a sensible default for unknown slugs. */
export function modelOf(slug: string, index: number): Model {
  return MODELS[slug]?.[(index - 1) % 3] ?? { body: 'gt' };
}

const WHEEL_BY_BRAND: Record<string, Omit<WheelStyle, 'caliper'>> = {
  mclaren: { spokes: 10, twin: false, finish: 'black', twist: 8 },
  lamborghini: { spokes: 5, twin: true, finish: 'bronze', twist: 0 },
  porsche: { spokes: 10, twin: false, finish: 'silver', twist: 0 },
  mercedes: { spokes: 7, twin: true, finish: 'gunmetal', twist: 6 },
  ferrari: { spokes: 5, twin: true, finish: 'silver', twist: 10 },
  bentley: { spokes: 10, twin: false, finish: 'silver', twist: 12, twoPiece: true },
  bmw: { spokes: 6, twin: true, finish: 'gunmetal', twist: 0 },
  audi: { spokes: 10, twin: false, finish: 'black', twist: -8 },
};

export function carLook(slug: string, index: number): CarLook {
  const b = brandStyle(slug);
  const paint = b.paints[(index - 1) % 3] ?? b.accent;
  const model = modelOf(slug, index);
  const base = WHEEL_BY_BRAND[b.slug] ?? { spokes: 10, twin: false, finish: 'silver' as const };
  // A pale or dark car takes the accent on its calipers; a bright car gets pale ones for contrast.
  const caliper = luma(paint) > 0.55 || luma(paint) < 0.2 ? b.accent : '#e8e2d8';
  const finish: WheelStyle['finish'] = index === 2 && base.finish === 'black' ? 'gunmetal' : base.finish;
  const tall = model.body === 'suv' || model.body === 'coupe-suv' || model.body === 'offroad';
  return {
    shape: model.body === 'coupe-suv' ? COUPE_SUV : SHAPES[model.body],
    paint,
    accent: b.accent,
    wheel: { ...base, finish, caliper, twoPiece: base.twoPiece || tall },
    stripe: model.stripe ?? false,
    wing: model.wing ?? false,
    chrome: model.chrome ?? false,
  };
}

/** The car in local units (ground y = 0), including floor shadow and reflection. */
export function carFrag(p: string, look: CarLook, reflection = 0.24): Frag {
  const s = look.shape;
  const H = s.height;
  const paint = look.paint;
  const bright = luma(paint);
  const archR = s.wheelR * 1.1;
  const outline = bodyOutline(s);
  const defs =
    linear(
      `${p}-paint`,
      0,
      -H,
      0,
      0,
      [
        [0, shade(paint, 0.5)],
        [0.14, shade(paint, 0.12)],
        [0.34, shade(paint, -0.12)],
        [0.44, shade(paint, 0.3)],
        [0.5, paint],
        [0.66, shade(paint, -0.35)],
        [0.74, shade(paint, -0.55)],
        [0.8, shade(paint, -0.18)],
        [1, shade(paint, -0.85)],
      ],
      true,
    ) +
    linear(
      `${p}-round`,
      0,
      0,
      s.length,
      0,
      [
        [0, '#000', 0.65],
        [0.14, '#000', 0],
        [0.84, '#000', 0],
        [1, '#000', 0.55],
      ],
      true,
    ) +
    linear(`${p}-sweep`, 0, 0, 1, 0, [
      [0, '#fff', 0],
      [0.5, '#fff', bright > 0.6 ? 0.18 : 0.28],
      [1, '#fff', 0],
    ]) +
    linear(`${p}-glass`, 0, 0, 0.3, 1, [
      [0, '#3a4452'],
      [0.35, '#0d1117'],
      [0.7, '#05070a'],
      [1, '#1a2028'],
    ]) +
    linear(
      `${p}-rimlight`,
      0,
      -H,
      0,
      0,
      [
        [0, '#fff', 0.95],
        [0.35, '#fff', 0.35],
        [0.55, '#fff', 0],
      ],
      true,
    ) +
    linear(`${p}-cf`, 0, 0, 0, 1, [
      [0, '#fff', 0.22],
      [0.4, '#fff', 0],
      [1, '#000', 0.5],
    ]) +
    linear(`${p}-head`, 0, 0, 1, 0, [
      [0, '#9fd8ff'],
      [1, '#ffffff'],
    ]) +
    linear(
      `${p}-rfade`,
      0,
      0,
      0,
      H * 0.55,
      [
        [0, '#fff', 1],
        [1, '#fff', 0],
      ],
      true,
    ) +
    `<clipPath id="${p}-clip"><path d="${outline}"/></clipPath>` +
    `<clipPath id="${p}-gclip"><path d="${s.glass}"/></clipPath>` +
    `<mask id="${p}-rmask" maskUnits="userSpaceOnUse" x="-200" y="0" width="${s.length + 400}" height="${H}"><rect x="-200" y="0" width="${s.length + 400}" height="${H}" fill="url(#${p}-rfade)"/></mask>` +
    carbonPattern(`${p}-cw`, 5) +
    wheelDefs(`${p}-w`, look.wheel) +
    filters(p);

  const dx = archSpan(s);
  const skirtX0 = s.rearX + dx + 6;
  const skirtX1 = s.frontX - dx - 6;
  const wy = -s.wheelR;

  let car = '';
  // Wheel wells first, so the arch cut-outs read as deep shadow.
  car += `<circle cx="${s.rearX}" cy="${n(wy)}" r="${n(archR)}" fill="#050505"/><circle cx="${s.frontX}" cy="${n(wy)}" r="${n(archR)}" fill="#050505"/>`;
  car += `<path d="${outline}" fill="url(#${p}-paint)"/>`;
  // Everything painted on the body is clipped to its outline.
  let onBody = '';
  onBody += `<rect x="0" y="${-H - 20}" width="${s.length}" height="${H + 20}" fill="url(#${p}-round)"/>`;
  onBody += `<path d="${s.shoulder}" fill="none" stroke="#fff" stroke-width="22" opacity="${bright > 0.6 ? 0.25 : 0.4}" filter="url(#${p}-b12)"/>`;
  onBody += `<path d="${s.shoulder}" fill="none" stroke="#fff" stroke-width="2" opacity="0.55" filter="url(#${p}-b1)"/>`;
  // Diagonal studio sweep: the softbox reflected across the flank.
  onBody += `<polygon points="${n(s.length * 0.38)},${-H} ${n(s.length * 0.5)},${-H} ${n(s.length * 0.4)},0 ${n(s.length * 0.28)},0" fill="url(#${p}-sweep)"/>`;
  if (look.stripe) {
    // Carbon roof and lower flank on the coupe: a signature tuner touch.
    onBody += `<rect x="0" y="${n(-H - 10)}" width="${s.length}" height="${n(H * 0.06 + 10)}" fill="url(#${p}-cw)"/>`;
  }
  if (s.intake)
    onBody += `<path d="${s.intake}" fill="url(#${p}-cw)"/><path d="${s.intake}" fill="url(#${p}-cf)" stroke="#000" stroke-opacity="0.6" stroke-width="2"/>`;
  onBody += `<path d="${s.seams}" fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="2"/>`;
  onBody += `<path d="${s.seams}" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="1" transform="translate(2 0)"/>`;
  // Lower body falls into shadow toward the sill.
  onBody += `<rect x="0" y="${n(-s.rideH - 40)}" width="${s.length}" height="60" fill="#000" opacity="0.35" filter="url(#${p}-b12)"/>`;
  car += `<g clip-path="url(#${p}-clip)">${onBody}</g>`;

  // Glasshouse with a streak of reflected light.
  car += `<path d="${s.glass}" fill="url(#${p}-glass)"/>`;
  car += `<g clip-path="url(#${p}-gclip)"><polygon points="${n(s.length * 0.58)},${-H} ${n(s.length * 0.66)},${-H} ${n(s.length * 0.5)},0 ${n(s.length * 0.42)},0" fill="#fff" opacity="0.1"/>${s.pillars ? `<path d="${s.pillars}" fill="#0a0a0b"/>` : ''}<path d="${s.glass}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3" filter="url(#${p}-b1)"/></g>`;
  if (look.chrome)
    car += `<path d="${s.glass}" fill="none" stroke="#e9edf1" stroke-opacity="0.8" stroke-width="4"/>`;
  if (s.rails)
    car += `<path d="${s.rails}" fill="none" stroke="#0b0b0c" stroke-width="10" stroke-linecap="round"/><path d="${s.rails}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="2" transform="translate(0 -4)"/>`;
  if (s.markers)
    car += `<path d="${s.markers}" fill="#ffb347"/><path d="${s.markers}" fill="#ffb347" filter="url(#${p}-b4)"/>`;
  // Arch lips: a dark rolled edge that makes each wheel opening read as a flare.
  for (const x of [s.rearX, s.frontX])
    car += `<path d="M${n(x - dx)} ${n(-s.rideH)}A${n(archR)} ${n(archR)} 0 1 1 ${n(x + dx)} ${n(-s.rideH)}" fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="${s.kind === 'offroad' ? 22 : 8}"/>`;
  car += `<path d="${s.mirror}" fill="url(#${p}-cw)" stroke="#000" stroke-opacity="0.6"/>`;
  // Rim light along the top edge, the separation light of a car studio.
  car += `<path d="${outline}" fill="none" stroke="url(#${p}-rimlight)" stroke-width="3"/>`;
  car += `<path d="${outline}" fill="none" stroke="url(#${p}-rimlight)" stroke-width="10" opacity="0.35" filter="url(#${p}-b4)"/>`;

  // Lamps with bloom.
  car += `<path d="${s.headlight}" fill="#fff" filter="url(#${p}-b12)" opacity="0.9"/><path d="${s.headlight}" fill="url(#${p}-head)"/>`;
  car += `<path d="${s.taillight}" fill="#ff1a1a" filter="url(#${p}-b12)"/><path d="${s.taillight}" fill="#ff3b30"/><path d="${s.taillight}" fill="none" stroke="#ffb0a8" stroke-width="1.5"/>`;

  // Carbon aero: splitter, side blade with accent pinstripe, diffuser fins, wing.
  const [noseX, splY] = s.nose;
  car += `<path d="M${n(noseX - 170)} ${n(splY)}L${n(noseX + 12)} ${n(splY - 4)}L${n(noseX + 16)} ${n(splY + 8)}L${n(noseX - 180)} ${n(splY + 12)}Z" fill="url(#${p}-cw)"/><path d="M${n(noseX - 170)} ${n(splY)}L${n(noseX + 12)} ${n(splY - 4)}" stroke="${look.accent}" stroke-width="2"/>`;
  const skY = -s.rideH - 14;
  car += `<path d="M${n(skirtX0)} ${n(skY)}L${n(skirtX1)} ${n(skY - 6)}L${n(skirtX1 + 8)} ${n(skY + 22)}L${n(skirtX0 - 4)} ${n(skY + 20)}Z" fill="url(#${p}-cw)"/>`;
  car += `<path d="M${n(skirtX0)} ${n(skY)}L${n(skirtX1)} ${n(skY - 6)}" stroke="${look.accent}" stroke-width="2.5"/>`;
  const [tailX, tailY] = s.tail;
  let fins = `<path d="M${n(tailX - 12)} ${n(tailY - 10)}L${n(tailX + 150)} ${n(tailY - 4)}L${n(tailX + 140)} ${n(tailY + 22)}L${n(tailX - 8)} ${n(tailY + 18)}Z" fill="url(#${p}-cw)"/>`;
  for (let i = 0; i < 6; i++)
    fins += `<rect x="${n(tailX + 2 + i * 24)}" y="${n(tailY - 4)}" width="4" height="26" fill="#3a3c42"/>`;
  car += fins;
  if (look.wing) {
    // Swan-neck wing standing above the tail on two uprights.
    const [tx, ty] = [0, s.kind === 'gt' ? -262 : -236];
    car += `<path d="M${tx + 70} ${ty - 58}L${tx + 92} ${ty}L${tx + 104} ${ty}L${tx + 86} ${ty - 60}ZM${tx + 150} ${ty - 62}L${tx + 166} ${ty - 6}L${tx + 178} ${ty - 6}L${tx + 166} ${ty - 64}Z" fill="#141518"/>`;
    car += `<path d="M${tx + 4} ${ty - 62}L${tx + 200} ${ty - 74}L${tx + 206} ${ty - 58}L${tx + 8} ${ty - 48}Z" fill="url(#${p}-cw)" stroke="#000" stroke-opacity="0.5"/><path d="M${tx + 6} ${ty - 62}L${tx + 200} ${ty - 74}" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>`;
  }
  if (s.spare) {
    // Spare wheel in a body-colour cover with a brushed ring, on the side-hinged tailgate.
    const [sx, sy, sr] = s.spare;
    car += `<rect x="${sx}" y="${n(sy - sr)}" width="44" height="${n(sr * 2)}" rx="12" fill="#0c0c0d"/><rect x="${sx + 6}" y="${n(sy - sr + 4)}" width="26" height="${n(sr * 2 - 8)}" rx="8" fill="url(#${p}-paint)"/><rect x="${sx + 28}" y="${n(sy - sr + 10)}" width="6" height="${n(sr * 2 - 20)}" fill="#c9ccd1" opacity="0.7"/>`;
  }
  car += wheel(`${p}-w`, s.rearX, wy, s.wheelR, look.wheel, 7);
  car += wheel(`${p}-w`, s.frontX, wy, s.wheelR, look.wheel, 31);

  const group = `<g id="${p}-car">${car}</g>`;
  let body = '';
  // Soft floor shadow and tight contact shadows under the tyres.
  body += `<ellipse cx="${n(s.length / 2)}" cy="4" rx="${n(s.length * 0.55)}" ry="26" fill="#000" opacity="0.85" filter="url(#${p}-b12)"/>`;
  body += `<ellipse cx="${s.rearX}" cy="2" rx="${n(s.wheelR * 0.9)}" ry="8" fill="#000" filter="url(#${p}-b4)"/><ellipse cx="${s.frontX}" cy="2" rx="${n(s.wheelR * 0.9)}" ry="8" fill="#000" filter="url(#${p}-b4)"/>`;
  // Headlight spill on the floor ahead of the car.
  body += `<ellipse cx="${s.length + 120}" cy="14" rx="220" ry="18" fill="#cfe9ff" opacity="0.12" filter="url(#${p}-b12)"/>`;
  if (reflection > 0) {
    body += `<g mask="url(#${p}-rmask)" opacity="${reflection}"><use href="#${p}-car" transform="scale(1 -1)"/></g>`;
  }
  body += group;
  return frag(body, defs);
}

export interface Placement {
  x: number;
  ground: number;
  scale: number;
}

/** Centres a car of the given look on a canvas. */
export function placeCar(look: CarLook, w: number, ground: number, widthShare = 0.78): Placement {
  const scale = (w * widthShare) / look.shape.length;
  return { x: (w - look.shape.length * scale) / 2, ground, scale };
}

export function placed(f: Frag, pl: Placement): Frag {
  return frag(
    `<g transform="translate(${n(pl.x)} ${n(pl.ground)}) scale(${n3(pl.scale)})">${f.body}</g>`,
    f.defs,
  );
}

/** Studio scene 1600x900 shared by the render, its icon and the detail crops. */
export function carStudioScene(slug: string, index: number): { content: Frag; look: CarLook; pl: Placement } {
  const look = carLook(slug, index);
  const rand = rng(`${slug}-${index}-studio`);
  const W = 1600;
  const H = 900;
  const pl = placeCar(look, W, 720, look.shape.height > 420 ? 0.72 : 0.8);
  const content = join(
    frag('', filters('st')),
    studio('st', { w: W, h: H, horizon: 600, accent: look.accent }),
    streaks('sk', rand, {
      count: 14,
      x0: 0,
      x1: W,
      y0: 200,
      y1: 560,
      colors: [look.accent, '#ffffff', '#ffd9b0'],
      angle: -4,
      maxOpacity: 0.7,
    }),
    streaks('sk2', rand, {
      count: 8,
      x0: 0,
      x1: W,
      y0: 760,
      y1: 880,
      colors: [look.accent, '#ffffff'],
      angle: 3,
      maxOpacity: 0.25,
      blur: false,
    }),
    placed(carFrag('c', look), pl),
    vignette('v', W, H, 0.7),
  );
  return { content, look, pl };
}

/** Full car render, 1600x900. */
export function carRender(slug: string, index: number): string {
  const { content, look } = carStudioScene(slug, index);
  return svgDoc(
    { width: 1600, height: 900, title: `${brandStyle(slug).name} ${look.shape.kind} ${index}` },
    content,
  );
}

/** Local-space point of the car to screen space. */
function toScreen(pl: Placement, x: number, y: number): [number, number] {
  return [pl.x + x * pl.scale, pl.ground + y * pl.scale];
}

function cropBox(cx: number, cy: number, w: number): string {
  const h = (w * 9) / 16;
  return `${n(cx - w / 2)} ${n(cy - h / 2)} ${n(w)} ${n(h)}`;
}

/** 320x180 chip image: the render cropped tight around the car. */
export function carIconSvg(slug: string, index: number): string {
  const { content, look, pl } = carStudioScene(slug, index);
  const s = look.shape;
  const [cx, cy] = toScreen(pl, s.length / 2, -s.height / 2 + 10);
  return svgDoc({ width: 320, height: 180, viewBox: cropBox(cx, cy, s.length * pl.scale * 1.12) }, content);
}

/** Detail shots: k = 1 front splitter, 2 rear diffuser, 3 wheel. */
export function configShot(slug: string, index: number, k: number): string {
  const { content, look, pl } = carStudioScene(slug, index);
  const s = look.shape;
  const focus: [number, number, number] =
    k === 1 ? [s.length - 110, -70, 480] : k === 2 ? [170, -130, 560] : [s.frontX, -s.wheelR, 420];
  const [cx, cy] = toScreen(pl, focus[0], focus[1]);
  return svgDoc({ width: 1600, height: 900, viewBox: cropBox(cx, cy, focus[2]) }, content);
}
