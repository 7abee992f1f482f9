// Side profiles of three body styles in local units: ground at y = 0, car from
// x = 0 (tail) to x = length (nose), facing right. Hand-drawn Bezier outlines.
import { n } from './svg.ts';

export type BodyKind = 'coupe' | 'gt' | 'suv';

export interface CarShape {
  kind: BodyKind;
  length: number;
  height: number;
  wheelR: number;
  rearX: number;
  frontX: number;
  /** Height of the sill above the ground. */
  rideH: number;
  /** Upper outline from tail to nose, without the underside. */
  top: string;
  /** Side window (daylight opening). */
  glass: string;
  /** Pillars drawn over the glass, in body colour or black. */
  pillars: string;
  intake: string;
  headlight: string;
  taillight: string;
  /** Door shut lines. */
  seams: string;
  /** Gentle shoulder crease carrying the specular highlight. */
  shoulder: string;
  mirror: string;
  wing?: string;
  /** Y of the side skirt top (carbon blade). */
  skirtY: number;
}

/** Underside with wheel arches, closing the outline back to the tail. */
function underside(
  s: Omit<CarShape, 'top'>,
  noseBottom: [number, number],
  tailBottom: [number, number],
): string {
  const archR = s.wheelR * 1.1;
  const dy = s.wheelR - s.rideH;
  const dx = Math.sqrt(Math.max(archR * archR - dy * dy, 0));
  const y = -s.rideH;
  return (
    `L${n(noseBottom[0])} ${n(noseBottom[1])}` +
    `L${n(s.frontX + dx + 30)} ${n(y)}` +
    `L${n(s.frontX + dx)} ${n(y)}` +
    `A${n(archR)} ${n(archR)} 0 1 0 ${n(s.frontX - dx)} ${n(y)}` +
    `L${n(s.rearX + dx)} ${n(y)}` +
    `A${n(archR)} ${n(archR)} 0 1 0 ${n(s.rearX - dx)} ${n(y)}` +
    `L${n(tailBottom[0])} ${n(tailBottom[1])}Z`
  );
}

export function bodyOutline(s: CarShape): string {
  const under: Record<BodyKind, [[number, number], [number, number]]> = {
    coupe: [
      [1236, -44],
      [16, -52],
    ],
    gt: [
      [1284, -46],
      [18, -56],
    ],
    suv: [
      [1288, -72],
      [20, -78],
    ],
  };
  const [nose, tail] = under[s.kind];
  return s.top + underside(s, nose, tail);
}

const COUPE: CarShape = {
  kind: 'coupe',
  length: 1250,
  height: 352,
  wheelR: 104,
  rearX: 262,
  frontX: 990,
  rideH: 34,
  top:
    'M16 -52C6 -104 2 -168 6 -214L44 -234C210 -252 420 -300 560 -334' +
    'C620 -350 700 -352 742 -342C820 -312 898 -254 962 -228' +
    'C1062 -204 1176 -174 1234 -142C1252 -130 1256 -102 1248 -78',
  glass:
    'M906 -236C852 -268 792 -316 738 -330C690 -339 628 -337 584 -322' +
    'C556 -302 532 -282 512 -262C640 -256 796 -246 906 -236Z',
  pillars: 'M592 -324L610 -326L566 -258L546 -259Z',
  intake:
    'M700 -118C640 -122 560 -150 470 -196C452 -204 440 -200 438 -186L434 -140C434 -128 444 -122 460 -120C560 -112 640 -110 700 -118Z',
  headlight: 'M1136 -178C1182 -172 1218 -160 1242 -140L1238 -128C1212 -142 1180 -152 1136 -162Z',
  taillight: 'M8 -206L86 -224L90 -212L8 -192Z',
  seams: 'M884 -232C872 -180 872 -116 884 -64M712 -114C700 -180 690 -220 690 -254',
  shoulder: 'M70 -226C300 -256 520 -262 760 -240C900 -226 1080 -190 1230 -146',
  mirror: 'M880 -250C900 -272 930 -276 946 -266C944 -252 924 -244 896 -242Z',
  wing: 'M12 -286L190 -296L196 -282L16 -272ZM70 -274L92 -232L104 -232L92 -276ZM150 -280L166 -240L178 -240L168 -282Z',
  skirtY: -62,
};

const GT: CarShape = {
  kind: 'gt',
  length: 1300,
  height: 354,
  wheelR: 102,
  rearX: 250,
  frontX: 1032,
  rideH: 36,
  top:
    'M18 -56C4 -110 2 -180 10 -226L52 -242C180 -262 340 -308 470 -340' +
    'C540 -354 600 -354 642 -344C702 -318 752 -278 792 -258' +
    'C942 -238 1150 -212 1282 -152C1300 -136 1304 -106 1296 -84',
  glass:
    'M772 -260C722 -286 682 -322 640 -334C592 -344 530 -340 480 -326' +
    'C432 -310 402 -290 386 -272C500 -268 650 -264 772 -260Z',
  pillars: 'M606 -338L624 -338L604 -264L586 -264Z',
  intake: 'M1122 -170L1178 -176L1172 -138L1118 -132Z',
  headlight: 'M1188 -196C1232 -186 1268 -172 1292 -152L1288 -140C1262 -156 1228 -168 1186 -180Z',
  taillight: 'M10 -218L96 -236L98 -224L10 -204Z',
  seams: 'M788 -252C776 -190 778 -120 790 -66M540 -268C548 -200 556 -120 560 -66',
  shoulder: 'M70 -236C260 -262 480 -272 760 -254C960 -240 1140 -210 1286 -152',
  mirror: 'M760 -262C780 -286 812 -290 828 -280C826 -264 804 -256 776 -254Z',
  skirtY: -64,
};

const SUV: CarShape = {
  kind: 'suv',
  length: 1300,
  height: 436,
  wheelR: 116,
  rearX: 258,
  frontX: 1030,
  rideH: 62,
  top:
    'M20 -78C8 -150 4 -232 10 -300C20 -352 60 -394 122 -410' +
    'C300 -432 560 -438 700 -430C782 -410 850 -352 906 -318' +
    'C1040 -302 1180 -288 1272 -252C1296 -232 1302 -192 1298 -150L1290 -96',
  glass:
    'M886 -320C840 -352 790 -396 722 -412C560 -420 300 -416 150 -398' +
    'C124 -372 112 -346 110 -330C360 -326 650 -323 886 -320Z',
  pillars: 'M600 -418L618 -418L622 -322L604 -322ZM330 -418L352 -418L352 -326L330 -326Z',
  intake: 'M1150 -196L1210 -200L1206 -170L1146 -166Z',
  headlight: 'M1196 -262C1238 -256 1272 -246 1294 -230L1292 -214C1268 -228 1236 -238 1194 -244Z',
  taillight: 'M10 -296L80 -304L82 -290L10 -282Z',
  seams:
    'M880 -312C872 -240 874 -160 884 -92M612 -322C616 -240 618 -160 620 -92M352 -324C348 -250 348 -170 352 -92',
  shoulder: 'M40 -300C300 -318 600 -320 900 -310C1060 -300 1180 -284 1290 -240',
  mirror: 'M880 -326C898 -350 930 -356 948 -344C946 -328 924 -320 896 -318Z',
  skirtY: -92,
};

export const SHAPES: Record<BodyKind, CarShape> = { coupe: COUPE, gt: GT, suv: SUV };

/** Car n = 1 is the mid-engine coupe, 2 the front-engine GT, 3 the SUV. */
export function shapeFor(n: number): CarShape {
  return n === 2 ? GT : n === 3 ? SUV : COUPE;
}
