// Product shots of the catalogue parts, 800x800: each part drawn on a dark
// studio sweep with a carbon weave, gloss highlights and a floor reflection.
import type { PartKind } from './catalog.ts';
import { carbonPattern, filters } from './effects.ts';
import { NEUTRAL } from './palette.ts';
import { frag, join, linear, radial, svgDoc } from './svg.ts';
import type { Frag } from './svg.ts';
import { wheelFrag } from './wheel.ts';

const S = 800;
const GOLD = NEUTRAL.gold;
const CF = 'url(#cw)';

function backdrop(): Frag {
  const defs =
    linear('bg', 0, 0, 0, 1, [
      [0, '#0a0808'],
      [0.62, '#241c1b'],
      [0.64, '#151111'],
      [1, '#050404'],
    ]) +
    radial('spot', 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.16],
      [1, '#ffffff', 0],
    ]) +
    radial('rim', 0.5, 0.5, 0.5, [
      [0, GOLD, 0.28],
      [1, GOLD, 0],
    ]) +
    // Gloss over carbon: bright upper edge, falling into shadow.
    linear('gloss', 0, 0, 0, 1, [
      [0, '#ffffff', 0.35],
      [0.25, '#ffffff', 0.05],
      [0.7, '#000000', 0.1],
      [1, '#000000', 0.6],
    ]) +
    linear('metal', 0, 0, 1, 1, [
      [0, '#f5f7f9'],
      [0.4, '#8d949b'],
      [0.6, '#3c4046'],
      [1, '#d2d6db'],
    ]) +
    carbonPattern('cw', 7) +
    filters('f');
  const body =
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>` +
    `<ellipse cx="400" cy="330" rx="380" ry="300" fill="url(#rim)"/>` +
    `<ellipse cx="400" cy="640" rx="360" ry="90" fill="url(#spot)"/>`;
  return frag(body, defs);
}

/** Draws `shape` in carbon with gloss, edge light and a mirrored floor reflection. */
function carbonPiece(shape: string, reflectAt = 0): string {
  const piece = `<path d="${shape}" fill="${CF}"/><path d="${shape}" fill="url(#gloss)"/><path d="${shape}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>`;
  const refl = reflectAt
    ? `<g transform="translate(0 ${reflectAt * 2}) scale(1 -1)" opacity="0.14">${piece}</g>`
    : '';
  return `<ellipse cx="400" cy="${reflectAt || 600}" rx="300" ry="20" fill="#000" opacity="0.7" filter="url(#f-b12)"/>${refl}${piece}`;
}

function glowLine(d: string, color: string, w = 3): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w * 5}" opacity="0.5" filter="url(#f-b4)"/><path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
}

const DRAW: Record<PartKind, () => Frag> = {
  'front-lip': () =>
    frag(
      carbonPiece('M90 430C220 360 580 360 710 430L716 470C580 410 220 410 84 470Z', 540) +
        carbonPiece('M84 470C220 410 580 410 716 470L704 500C580 446 220 446 96 500Z') +
        glowLine('M96 432C230 368 570 368 704 432', GOLD, 2),
    ),
  'side-skirt': () =>
    frag(
      carbonPiece('M70 520L720 380L740 410L734 440L90 590L64 560Z', 600) +
        glowLine('M76 520L722 384', GOLD, 2) +
        `<path d="M90 590L734 440" stroke="#000" stroke-width="6" opacity="0.6"/>`,
    ),
  'rear-diffuser': () => {
    let fins = '';
    for (let i = 0; i < 7; i++) {
      const x = 200 + i * 67;
      const xb = 150 + i * 83;
      fins += `<path d="M${x} 390L${x + 10} 390L${xb + 12} 560L${xb} 560Z" fill="#3b3e44"/><path d="M${x} 390L${xb} 560" stroke="#fff" stroke-opacity="0.3"/>`;
    }
    return frag(
      carbonPiece('M170 360L630 360L700 560L100 560Z', 580) +
        fins +
        `<rect x="370" y="420" width="60" height="22" rx="4" fill="#ff2a2a" filter="url(#f-b4)"/><rect x="374" y="424" width="52" height="14" rx="3" fill="#ff4a3a"/>`,
    );
  },
  'rear-wing': () =>
    frag(
      `<path d="M290 330C300 420 320 500 330 600L350 600C346 500 336 420 322 330Z" fill="url(#metal)"/><path d="M478 330C488 420 500 500 500 600L520 600C524 500 514 420 510 330Z" fill="url(#metal)"/>` +
        carbonPiece('M80 300C260 270 540 270 720 300L716 340C540 316 260 316 84 340Z', 620) +
        carbonPiece('M70 250L110 246L118 380L78 388Z') +
        carbonPiece('M690 246L730 250L722 388L682 380Z') +
        glowLine('M84 300C260 272 540 272 716 300', GOLD, 2),
    ),
  hood: () => {
    let slats = '';
    for (let i = 0; i < 6; i++) {
      slats += `<path d="M${300 + i * 8} ${330 + i * 22}L${500 - i * 8} ${330 + i * 22}" stroke="#000" stroke-width="9"/><path d="M${300 + i * 8} ${335 + i * 22}L${500 - i * 8} ${335 + i * 22}" stroke="#fff" stroke-opacity="0.2" stroke-width="1.5"/>`;
    }
    return frag(
      carbonPiece('M250 180L550 180L680 600L120 600Z', 610) +
        `<path d="M270 310L530 310L560 460L240 460Z" fill="#050505" opacity="0.8"/>` +
        slats +
        glowLine('M400 190L400 300', GOLD, 2),
    );
  },
  'mirror-cap': () =>
    frag(
      carbonPiece(
        'M180 420C180 300 300 240 470 250C600 258 660 330 640 420C620 500 520 540 400 540C260 540 180 500 180 420Z',
        600,
      ) +
        `<path d="M230 330C300 280 420 268 520 290" fill="none" stroke="#fff" stroke-width="14" opacity="0.35" filter="url(#f-b4)"/>` +
        `<path d="M220 470L600 440" stroke="${GOLD}" stroke-width="3"/>`,
    ),
  exhaust: () => {
    let tips = '';
    const heat = linear('heat', 0, 0, 1, 0, [
      [0, '#d9dde1'],
      [0.35, '#c9a15a'],
      [0.55, '#6b3fa0'],
      [0.75, '#2f5fb0'],
      [1, '#9aa3ad'],
    ]);
    for (const [cx, cy] of [
      [280, 360],
      [520, 360],
      [280, 520],
      [520, 520],
    ] as const) {
      tips += `<circle cx="${cx}" cy="${cy}" r="92" fill="url(#heat)"/><circle cx="${cx}" cy="${cy}" r="80" fill="#0b0b0c"/><circle cx="${cx}" cy="${cy}" r="80" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="56" fill="#1a1a1c"/><circle cx="${cx}" cy="${cy}" r="30" fill="#050505"/>`;
    }
    return frag(carbonPiece('M150 240L650 240L690 640L110 640Z') + tips, heat);
  },
  'wheel-forged-1pc': () =>
    wheelFrag('wa', 400, 400, 320, { spokes: 5, twin: true, finish: 'silver', caliper: GOLD, twist: 14 }, 18),
  'wheel-forged-2pc': () =>
    wheelFrag(
      'wb',
      400,
      400,
      320,
      { spokes: 10, twin: false, finish: 'bronze', caliper: GOLD, twoPiece: true, twist: 8 },
      0,
    ),
  'steering-wheel': () =>
    frag(
      `<path d="M400 170C560 170 680 260 680 400C680 520 620 600 400 600C180 600 120 520 120 400C120 260 240 170 400 170Z" fill="none" stroke="#2a2a2d" stroke-width="64"/>` +
        `<path d="M170 300C220 210 300 170 400 170C500 170 580 210 630 300" fill="none" stroke="${CF}" stroke-width="64"/>` +
        `<path d="M400 170C560 170 680 260 680 400C680 520 620 600 400 600C180 600 120 520 120 400C120 260 240 170 400 170Z" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>` +
        `<rect x="388" y="136" width="24" height="68" rx="4" fill="#d8262d"/>` +
        `<path d="M150 410L320 430L360 500L440 500L480 430L650 410" fill="none" stroke="url(#metal)" stroke-width="40" stroke-linejoin="round"/>` +
        `<circle cx="400" cy="440" r="80" fill="#151517" stroke="url(#metal)" stroke-width="6"/>` +
        `<circle cx="400" cy="440" r="26" fill="${GOLD}"/>` +
        glowLine('M104 360C96 420 104 470 124 510', GOLD, 2),
    ),
  'carbon-interior': () =>
    frag(
      carbonPiece('M60 300C250 250 550 250 740 300L740 420C550 380 250 380 60 420Z', 0) +
        carbonPiece('M320 420L480 420L520 680L280 680Z', 0) +
        `<rect x="350" y="460" width="100" height="60" rx="8" fill="#0b0b0c" stroke="${GOLD}" stroke-width="2"/>` +
        [0, 1, 2].map((i) => `<circle cx="${365 + i * 35}" cy="570" r="12" fill="url(#metal)"/>`).join('') +
        glowLine('M70 420C250 382 550 382 730 420', GOLD, 2),
    ),
  lighting: () =>
    frag(
      `<path d="M90 360C200 300 520 280 710 330L690 470C520 500 260 500 110 460Z" fill="#0c0d10" stroke="url(#metal)" stroke-width="4"/>` +
        glowLine('M140 380C260 340 520 320 660 350L650 380', '#e8f6ff', 5) +
        `<circle cx="300" cy="430" r="44" fill="#1a1c20" stroke="url(#metal)" stroke-width="4"/><circle cx="300" cy="430" r="22" fill="#dff1ff" filter="url(#f-b4)"/>` +
        `<circle cx="470" cy="430" r="44" fill="#1a1c20" stroke="url(#metal)" stroke-width="4"/><circle cx="470" cy="430" r="22" fill="#dff1ff" filter="url(#f-b4)"/>` +
        `<ellipse cx="400" cy="620" rx="300" ry="40" fill="#cfe9ff" opacity="0.12" filter="url(#f-b12)"/>`,
    ),
  'floor-mats': () => {
    const mat = (d: string) =>
      `<path d="${d}" fill="#151416"/><path d="${d}" fill="none" stroke="${GOLD}" stroke-width="3" stroke-dasharray="8 6" transform="translate(0 0)"/>`;
    return frag(
      mat('M140 260L380 260L390 560L110 560Z') +
        mat('M420 260L660 260L690 560L410 560Z') +
        `<rect x="210" y="490" width="90" height="22" rx="4" fill="url(#metal)"/><rect x="500" y="490" width="90" height="22" rx="4" fill="url(#metal)"/>` +
        `<ellipse cx="400" cy="590" rx="320" ry="24" fill="#000" opacity="0.6" filter="url(#f-b12)"/>`,
    );
  },
  'car-cover': () => {
    const cover = linear('satin', 0, 0, 0, 1, [
      [0, '#8e8a88'],
      [0.35, '#4a4544'],
      [0.6, '#2b2727'],
      [1, '#121010'],
    ]);
    return frag(
      `<ellipse cx="400" cy="560" rx="360" ry="26" fill="#000" opacity="0.8" filter="url(#f-b12)"/>` +
        `<path d="M60 560C50 500 60 450 80 420C200 390 300 340 380 300C460 280 560 290 620 330C680 370 720 420 740 470C748 510 744 540 736 560Z" fill="url(#satin)"/>` +
        `<path d="M200 400C240 460 250 520 240 560M520 300C540 400 560 480 560 560M380 300C360 380 380 470 390 560" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="8" filter="url(#f-b4)"/>` +
        `<path d="M120 420C240 380 330 330 400 304C480 286 580 300 640 350" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6" filter="url(#f-b4)"/>` +
        `<path d="M70 530C300 520 520 520 738 530" stroke="${GOLD}" stroke-width="4"/>`,
      cover,
    );
  },
  'key-case': () =>
    frag(
      `<path d="M400 150C470 150 470 240 440 260L360 260C330 240 330 150 400 150Z" fill="none" stroke="#6b4a2e" stroke-width="22"/>` +
        carbonPiece(
          'M300 250L500 250C540 250 560 280 560 320L560 560C560 610 530 640 480 640L320 640C270 640 240 610 240 560L240 320C240 280 260 250 300 250Z',
          0,
        ) +
        [0, 1, 2]
          .map(
            (i) =>
              `<circle cx="400" cy="${360 + i * 80}" r="26" fill="#0c0c0d" stroke="url(#metal)" stroke-width="4"/>`,
          )
          .join('') +
        `<circle cx="400" cy="360" r="6" fill="${GOLD}"/>`,
    ),
};

export function partShot(kind: PartKind): string {
  return svgDoc({ width: S, height: S, title: kind }, join(backdrop(), DRAW[kind]()));
}
