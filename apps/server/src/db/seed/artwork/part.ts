// Product shots of the catalogue parts, 800x800: each part drawn on a dark
// studio sweep with a carbon weave, gloss highlights and a floor reflection.
import type { PartKind } from './catalog.ts';
import { filters } from './effects.ts';
import { materialDefs } from './materials.ts';
import { NEUTRAL } from './palette.ts';
import { kindPicture } from './part-spec.ts';
import type { Material, PartPicture, Subject } from './part-spec.ts';
import { frag, join, linear, radial, svgDoc } from './svg.ts';
import type { Frag } from './svg.ts';
import { wheelFrag } from './wheel.ts';
import type { WheelStyle } from './wheel.ts';

const S = 800;
const GOLD = NEUTRAL.gold;
const CF = 'url(#mat)';

/** Studio sweep; the key light's colour and height vary by material so a page of parts is not uniform. */
function backdrop(material: Material): Frag {
  const warm = material === 'titanium' || material === 'leather' || material === 'forged';
  const glow = warm ? GOLD : material === 'aluminium' || material === 'gloss-black' ? '#9fc4ff' : '#d9d4cc';
  const defs =
    linear('bg', 0, 0, 0, 1, [
      [0, '#0a0808'],
      [0.62, warm ? '#261d1a' : '#1c1d21'],
      [0.64, '#131112'],
      [1, '#050404'],
    ]) +
    radial('spot', 0.5, 0.5, 0.5, [
      [0, '#ffffff', 0.16],
      [1, '#ffffff', 0],
    ]) +
    radial('rim', 0.5, 0.5, 0.5, [
      [0, glow, 0.26],
      [1, glow, 0],
    ]) +
    linear('metal', 0, 0, 1, 1, [
      [0, '#f5f7f9'],
      [0.4, '#8d949b'],
      [0.6, '#3c4046'],
      [1, '#d2d6db'],
    ]) +
    materialDefs('mat', material) +
    filters('f');
  const body =
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>` +
    `<ellipse cx="400" cy="330" rx="380" ry="300" fill="url(#rim)"/>` +
    `<ellipse cx="400" cy="640" rx="360" ry="90" fill="url(#spot)"/>`;
  return frag(body, defs);
}

/** Draws `shape` in the material with its gloss, edge light and a mirrored floor reflection. */
function carbonPiece(shape: string, reflectAt = 0): string {
  const piece = `<path d="${shape}" fill="${CF}"/><path d="${shape}" fill="url(#mat-gloss)"/><path d="${shape}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>`;
  const refl = reflectAt
    ? `<g transform="translate(0 ${reflectAt * 2}) scale(1 -1)" opacity="0.14">${piece}</g>`
    : '';
  return `<ellipse cx="400" cy="${reflectAt || 600}" rx="300" ry="20" fill="#000" opacity="0.7" filter="url(#f-b12)"/>${refl}${piece}`;
}

/** A piece without shadow or reflection, for parts made of several pieces. */
function piece(shape: string): string {
  return `<path d="${shape}" fill="${CF}"/><path d="${shape}" fill="url(#mat-gloss)"/><path d="${shape}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="1.5"/>`;
}

function shadow(cx = 400, cy = 600, rx = 300): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="20" fill="#000" opacity="0.7" filter="url(#f-b12)"/>`;
}

function glowLine(d: string, color: string, w = 3): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w * 5}" opacity="0.5" filter="url(#f-b4)"/><path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
}

/** Hex bolt head seen from above at (x, y). */
function bolt(x: number, y: number, r: number): string {
  const pts = [0, 60, 120, 180, 240, 300]
    .map(
      (d) =>
        `${Math.round(x + r * Math.cos((d * Math.PI) / 180))},${Math.round(y + r * Math.sin((d * Math.PI) / 180))}`,
    )
    .join(' ');
  return `<circle cx="${x}" cy="${y}" r="${r * 1.25}" fill="url(#metal)"/><polygon points="${pts}" fill="${CF}" stroke="#000" stroke-opacity="0.5"/><circle cx="${x}" cy="${y}" r="${r * 0.35}" fill="#000" opacity="0.5"/>`;
}

const DRAW: Record<Exclude<Subject, 'wheel'>, () => Frag> = {
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
  canards: () => {
    const blade = (x: number, y: number, k: number) =>
      piece(
        `M${x} ${y}C${x + 90 * k} ${y - 40} ${x + 200 * k} ${y - 50} ${x + 250 * k} ${y - 30}L${x + 240 * k} ${y + 6}C${x + 180 * k} ${y - 6} ${x + 90 * k} ${y + 4} ${x + 10 * k} ${y + 40}Z`,
      );
    return frag(
      shadow() + blade(90, 330, 1) + blade(120, 470, 1) + blade(710, 330, -1) + blade(680, 470, -1),
    );
  },
  louvres: () => {
    let slats = '';
    for (let i = 0; i < 6; i++)
      slats += `<path d="M${250 + i * 8} ${290 + i * 44}L${560 - i * 6} ${270 + i * 44}" stroke="#050505" stroke-width="16" stroke-linecap="round"/><path d="M${250 + i * 8} ${282 + i * 44}L${560 - i * 6} ${262 + i * 44}" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`;
    return frag(
      carbonPiece('M200 240C300 200 520 190 620 220L600 560C500 590 300 590 190 570Z', 600) + slats,
    );
  },
  grille: () =>
    frag(
      `<defs><pattern id="hc" width="28" height="48" patternUnits="userSpaceOnUse"><path d="M14 0L28 8V24L14 32L0 24V8Z M14 32V48" fill="none" stroke="#3a3d42" stroke-width="3"/></pattern></defs>` +
        carbonPiece('M120 300C200 250 600 250 680 300L660 520C560 560 240 560 140 520Z', 580) +
        `<path d="M170 320C240 286 560 286 630 320L616 500C530 530 270 530 184 500Z" fill="#050506"/><path d="M170 320C240 286 560 286 630 320L616 500C530 530 270 530 184 500Z" fill="url(#hc)"/>` +
        glowLine('M176 318C250 290 550 290 624 318', GOLD, 2),
    ),
  rods: () => {
    const rod = (x: number) =>
      `<path d="M${x} 250L${x + 60} 560" stroke="url(#metal)" stroke-width="22" stroke-linecap="round"/><circle cx="${x}" cy="250" r="30" fill="none" stroke="url(#metal)" stroke-width="14"/><circle cx="${x + 60}" cy="560" r="30" fill="none" stroke="url(#metal)" stroke-width="14"/><rect x="${x + 10}" y="380" width="40" height="60" rx="6" fill="${CF}" transform="rotate(-11 ${x + 30} 410)"/>`;
    return frag(shadow(400, 620, 260) + rod(260) + rod(460));
  },
  arch: () =>
    frag(
      carbonPiece(
        'M100 560C110 330 260 200 400 200C540 200 690 330 700 560L640 560C630 370 520 262 400 262C280 262 170 370 160 560Z',
        600,
      ) + glowLine('M108 556C118 334 264 206 400 206C536 206 682 334 692 556', GOLD, 2),
    ),
  'side-vent': () => {
    let blades = '';
    for (let i = 0; i < 4; i++)
      blades += `<path d="M${240 + i * 10} ${330 + i * 56}L${590 - i * 20} ${310 + i * 56}L${586 - i * 20} ${330 + i * 56}L${236 + i * 10} ${350 + i * 56}Z" fill="#050505"/><path d="M${240 + i * 10} ${330 + i * 56}L${590 - i * 20} ${310 + i * 56}" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`;
    return frag(carbonPiece('M190 300L650 270L600 560L170 560Z', 600) + blades);
  },
  'rear-vents': () => {
    const vent = (x: number, k: number) =>
      piece(`M${x} 300L${x + 220 * k} 330L${x + 200 * k} 520L${x + 10 * k} 500Z`) +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${x + 30 * k} ${360 + i * 50}L${x + 190 * k} ${380 + i * 50}" stroke="#050505" stroke-width="14"/>`,
        )
        .join('');
    return frag(shadow() + vent(120, 1) + vent(680, -1));
  },
  'rear-lip': () =>
    frag(
      carbonPiece('M80 420C250 450 550 450 720 420L710 470C550 500 250 500 90 470Z', 560) +
        glowLine('M90 424C250 454 550 454 710 424', GOLD, 2),
    ),
  ducktail: () =>
    frag(
      carbonPiece(
        'M110 470C250 450 560 450 690 470L700 430C600 380 480 350 400 350C300 350 200 380 100 430Z',
        600,
      ) +
        `<path d="M100 430C200 380 300 350 400 350C480 350 600 380 700 430" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>` +
        glowLine('M110 470C250 452 560 452 690 470', GOLD, 2),
    ),
  'roof-spoiler': () =>
    frag(
      carbonPiece('M90 380C250 340 550 340 710 380L690 460C560 430 240 430 110 460Z', 600) +
        piece('M90 380L60 470L110 460Z') +
        piece('M710 380L740 470L690 460Z') +
        glowLine('M96 380C250 342 550 342 704 380', GOLD, 2),
    ),
  gurney: () => {
    const strip = (y: number, h: number) =>
      piece(`M80 ${y}L720 ${y - 30}L720 ${y - 30 + h}L80 ${y + h}Z`) +
      `<path d="M80 ${y + h}L720 ${y - 30 + h}" stroke="#000" stroke-width="5" opacity="0.6"/>`;
    return frag(shadow() + strip(300, 30) + strip(420, 45) + strip(550, 60));
  },
  'end-plates': () => {
    const plate = (x: number) =>
      piece(`M${x} 200L${x + 180} 220L${x + 200} 560L${x + 20} 580Z`) +
      `<path d="M${x + 60} 300L${x + 140} 310L${x + 146} 380L${x + 64} 372Z" fill="#050505"/>`;
    return frag(shadow() + plate(160) + plate(440));
  },
  badges: () =>
    frag(
      shadow() +
        `<circle cx="250" cy="380" r="110" fill="${CF}"/><circle cx="250" cy="380" r="110" fill="url(#mat-gloss)"/><circle cx="250" cy="380" r="92" fill="none" stroke="url(#metal)" stroke-width="8"/>` +
        piece('M480 260L640 260L640 400C640 460 600 500 560 520C520 500 480 460 480 400Z') +
        `<text x="560" y="420" text-anchor="middle" font-family="Georgia, serif" font-size="90" font-weight="700" fill="url(#metal)">R</text>` +
        `<text x="250" y="410" text-anchor="middle" font-family="Georgia, serif" font-size="86" font-weight="700" fill="url(#metal)">RJ</text>` +
        piece('M200 560L600 560L600 600L200 600Z'),
    ),
  'window-trims': () =>
    frag(
      shadow() +
        piece('M80 280C300 250 560 250 720 290L716 312C560 274 300 274 84 302Z') +
        piece('M100 400C320 380 520 380 700 410L696 432C520 402 320 402 104 422Z') +
        piece('M140 520C330 505 500 505 660 525L656 546C500 527 330 527 144 542Z'),
    ),
  'exhaust-system': () => {
    const can = `<rect x="420" y="300" width="260" height="150" rx="70" fill="${CF}"/><rect x="420" y="300" width="260" height="150" rx="70" fill="url(#mat-gloss)"/>`;
    return frag(
      shadow(400, 640, 340) +
        `<path d="M80 520C200 520 240 470 300 420L420 380M80 560C200 560 260 500 320 450L420 420" fill="none" stroke="url(#mat)" stroke-width="34" stroke-linecap="round"/>` +
        can +
        `<path d="M680 360L740 360M680 400L740 400" stroke="url(#mat)" stroke-width="34"/>` +
        `<circle cx="745" cy="360" r="22" fill="#0b0b0c" stroke="url(#metal)" stroke-width="6"/><circle cx="745" cy="400" r="22" fill="#0b0b0c" stroke="url(#metal)" stroke-width="6"/>` +
        `<circle cx="460" cy="375" r="18" fill="#1a1b1e" stroke="url(#metal)" stroke-width="4"/>`,
    );
  },
  caps: () => {
    let caps = shadow();
    for (const [x, y] of [
      [280, 300],
      [520, 300],
      [280, 520],
      [520, 520],
    ] as const)
      caps += `<circle cx="${x}" cy="${y}" r="100" fill="url(#metal)"/><circle cx="${x}" cy="${y}" r="88" fill="${CF}"/><circle cx="${x}" cy="${y}" r="88" fill="url(#mat-gloss)"/><circle cx="${x}" cy="${y}" r="20" fill="${GOLD}"/>`;
    return frag(caps);
  },
  bolts: () => {
    let out = shadow(400, 640, 340);
    for (let i = 0; i < 5; i++) for (let j = 0; j < 3; j++) out += bolt(180 + i * 110, 300 + j * 120, 34);
    return frag(out);
  },
  tpms: () => {
    let out = shadow();
    for (const [x, y] of [
      [260, 320],
      [540, 320],
      [260, 520],
      [540, 520],
    ] as const)
      out += `<rect x="${x - 70}" y="${y - 34}" width="110" height="68" rx="14" fill="#15161a" stroke="url(#metal)" stroke-width="3"/><path d="M${x + 40} ${y}L${x + 120} ${y - 40}" stroke="url(#metal)" stroke-width="18" stroke-linecap="round"/><circle cx="${x + 124}" cy="${y - 42}" r="12" fill="${GOLD}"/>`;
    return frag(out);
  },
  bottle: () =>
    frag(
      shadow(400, 640, 280) +
        `<rect x="230" y="260" width="150" height="360" rx="26" fill="#121214"/><rect x="270" y="200" width="70" height="70" rx="10" fill="#0b0b0c"/><rect x="240" y="380" width="130" height="150" fill="${GOLD}" opacity="0.9"/><text x="305" y="470" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="#141012">RJ</text>` +
        `<rect x="420" y="360" width="180" height="260" rx="14" fill="#1b1c20"/><rect x="420" y="360" width="180" height="260" rx="14" fill="url(#metal)" opacity="0.2"/><rect x="440" y="520" width="140" height="10" fill="${GOLD}"/>` +
        `<path d="M240 280L250 600" stroke="#fff" stroke-opacity="0.25" stroke-width="6"/>`,
    ),
  headrest: () =>
    frag(
      shadow(400, 640, 240) +
        `<path d="M230 220C230 170 570 170 570 220L560 450C560 500 240 500 240 450Z" fill="${CF}"/><path d="M230 220C230 170 570 170 570 220L560 450C560 500 240 500 240 450Z" fill="url(#mat-gloss)"/>` +
        `<path d="M250 230C250 192 550 192 550 230L542 440C542 476 258 476 258 440Z" fill="none" stroke="${GOLD}" stroke-width="2" stroke-dasharray="7 6"/>` +
        `<text x="400" y="360" text-anchor="middle" font-family="Georgia, serif" font-size="80" font-weight="700" fill="${GOLD}">RJ</text>` +
        `<rect x="320" y="480" width="14" height="140" fill="url(#metal)"/><rect x="466" y="480" width="14" height="140" fill="url(#metal)"/>`,
    ),
  seat: () =>
    frag(
      carbonPiece(
        'M260 150C300 120 500 120 540 150L560 300C600 320 620 360 610 420L580 620C500 660 300 660 220 620L190 420C180 360 200 320 240 300Z',
        0,
      ) +
        `<path d="M340 190L460 190L456 250L344 250Z" fill="#050505"/><path d="M300 330L500 330" stroke="#050505" stroke-width="18" stroke-linecap="round"/>` +
        glowLine('M262 152C300 124 500 124 538 152', GOLD, 2),
    ),
  paddles: () =>
    frag(
      shadow() +
        piece('M120 300C200 240 300 240 340 280L330 520C280 560 190 560 130 500C100 420 100 350 120 300Z') +
        piece('M680 300C600 240 500 240 460 280L470 520C520 560 610 560 670 500C700 420 700 350 680 300Z') +
        `<text x="230" y="420" text-anchor="middle" font-family="Arial, sans-serif" font-size="60" font-weight="700" fill="#fff" opacity="0.85">−</text><text x="570" y="420" text-anchor="middle" font-family="Arial, sans-serif" font-size="60" font-weight="700" fill="#fff" opacity="0.85">+</text>`,
    ),
  sill: () =>
    frag(
      carbonPiece('M60 380L740 340L750 430L70 470Z', 600) +
        `<path d="M200 405L600 383L602 410L202 432Z" fill="url(#metal)"/>` +
        glowLine('M240 410L560 393', '#dff1ff', 3) +
        `<text x="400" y="470" text-anchor="middle" font-family="Georgia, serif" font-size="26" letter-spacing="10" fill="${GOLD}">RUIJIE</text>`,
    ),
  'tail-lights': () =>
    frag(
      shadow() +
        `<path d="M90 330C250 290 560 290 710 330L700 470C560 500 250 500 100 470Z" fill="#1a0a0b" stroke="url(#metal)" stroke-width="4"/>` +
        `<path d="M90 330C250 290 560 290 710 330L700 470C560 500 250 500 100 470Z" fill="url(#mat-gloss)"/>` +
        glowLine('M140 360C280 330 520 330 660 360', '#ff2a2a', 5) +
        glowLine('M150 430C300 410 500 410 650 430', '#ff3b30', 3) +
        [0, 1, 2, 3, 4]
          .map((i) => `<rect x="${520 + i * 30}" y="388" width="18" height="10" rx="2" fill="#ffb347"/>`)
          .join(''),
    ),
  'plate-frame': () =>
    frag(
      shadow() +
        `<rect x="140" y="290" width="520" height="220" rx="18" fill="${CF}"/><rect x="140" y="290" width="520" height="220" rx="18" fill="url(#mat-gloss)"/><rect x="170" y="318" width="460" height="164" rx="8" fill="#0c0c0e"/>` +
        [180, 620]
          .map(
            (x) =>
              `<circle cx="${x}" cy="304" r="8" fill="url(#metal)"/><circle cx="${x}" cy="496" r="8" fill="url(#metal)"/>`,
          )
          .join(''),
    ),
};

/** Eight wheel designs: spoke count and pairing, sweep and finish; two-piece wheels get a lip. */
const WHEEL_DESIGNS: Omit<WheelStyle, 'caliper' | 'twoPiece'>[] = [
  { spokes: 5, twin: true, finish: 'silver', twist: 14 },
  { spokes: 10, twin: false, finish: 'gunmetal', twist: 0 },
  { spokes: 7, twin: true, finish: 'black', twist: 8 },
  { spokes: 6, twin: false, finish: 'bronze', twist: -10 },
  { spokes: 14, twin: false, finish: 'silver', twist: 18 },
  { spokes: 9, twin: true, finish: 'gunmetal', twist: -6 },
  { spokes: 5, twin: false, finish: 'black', twist: 0 },
  { spokes: 12, twin: false, finish: 'bronze', twist: 24 },
];

function wheelShot(pic: PartPicture): Frag {
  const base = WHEEL_DESIGNS[pic.design % WHEEL_DESIGNS.length] ?? WHEEL_DESIGNS[0];
  const style: WheelStyle = {
    spokes: 5,
    twin: false,
    finish: 'silver',
    ...base,
    caliper: pic.design % 2 ? GOLD : '#c8141b',
    twoPiece: pic.kind === 'wheel-forged-2pc',
  };
  return join(
    frag(`<ellipse cx="400" cy="740" rx="300" ry="26" fill="#000" opacity="0.8" filter="url(#f-b12)"/>`),
    wheelFrag('w', 400, 400, 320, style, pic.design * 9),
  );
}

/** The product shot of one picture spec, 800x800. */
export function partPictureSvg(pic: PartPicture): string {
  const subject = pic.subject === 'wheel' ? wheelShot(pic) : DRAW[pic.subject]();
  return svgDoc(
    { width: S, height: S, title: `${pic.subject} ${pic.material}` },
    join(backdrop(pic.material), subject),
  );
}

/** The kind's default shot (dry carbon 2×2 twill, gloss clear), kept as `part/<kind>.jpg`. */
export function partShot(kind: PartKind): string {
  return partPictureSvg(kindPicture(kind));
}
