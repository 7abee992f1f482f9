// The company's own wordmark "RUIJIE TUNING / 锐界改装" and its square mark. Text
// uses system font stacks only, so nothing has to be loaded.
import { frag, linear, svgDoc } from './svg.ts';

const LATIN = 'Helvetica Neue, Arial, sans-serif';
const CJK = 'PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif';

function markDefs(): string {
  return (
    linear('lm', 0, 0, 1, 1, [
      [0, '#ffffff'],
      [0.5, '#cfd3d8'],
      [1, '#8e949b'],
    ]) +
    linear('lg', 0, 0, 1, 0, [
      [0, '#e7c58d'],
      [1, '#a9824a'],
    ])
  );
}

/** Two slanted blades forming an "R"-like chevron: the edge ("界") being crossed. */
function markShape(): string {
  return (
    '<path d="M10 54L26 10H46C56 10 60 18 57 26C55 32 50 36 44 37L52 54H41L34 38H29L23 54Z M32 29H42C46 29 48 27 48 24C48 21 46 19 43 19H36Z" fill="url(#lm)" fill-rule="evenodd"/>' +
    '<path d="M4 46L60 30L58 36L2 52Z" fill="url(#lg)"/>'
  );
}

export function logoSvg(): string {
  const body =
    `<g transform="translate(6 8)">${markShape()}</g>` +
    `<text x="80" y="38" font-family="${LATIN}" font-weight="700" font-size="27" letter-spacing="4" fill="#f4efe9">RUIJIE<tspan fill="#c8a36a" font-weight="300"> TUNING</tspan></text>` +
    `<rect x="80" y="48" width="20" height="2" fill="#c8a36a"/>` +
    `<text x="108" y="62" font-family="${CJK}" font-weight="500" font-size="17" letter-spacing="9" fill="#e8e1d9">锐界改装</text>`;
  return svgDoc({ width: 360, height: 80, title: 'RUIJIE TUNING 锐界改装' }, frag(body, markDefs()));
}

export function logoMarkSvg(): string {
  return svgDoc({ width: 64, height: 64, title: 'RUIJIE TUNING' }, frag(markShape(), markDefs()));
}
