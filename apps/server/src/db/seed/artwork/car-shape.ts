// Side profiles of six body styles in local units (1 unit ≈ 3.8 mm): ground at y = 0, car
// from x = 0 (tail) to x = length (nose), facing right. Hand-drawn Bezier outlines whose
// wheelbase, overhangs, roof height and glasshouse follow the real cars' proportions.
import { n } from './svg.ts';

export type BodyKind = 'supercar' | 'gt' | 'saloon' | 'estate' | 'suv' | 'offroad';

export const BODY_KINDS: BodyKind[] = ['supercar', 'gt', 'saloon', 'estate', 'suv', 'offroad'];

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
  /** Lowest points of the nose and the tail, where the underside starts and ends. */
  nose: [number, number];
  tail: [number, number];
  /** Side windows (daylight opening). */
  glass: string;
  /** Pillars drawn over the glass. */
  pillars: string;
  intake: string;
  headlight: string;
  taillight: string;
  /** Door shut lines. */
  seams: string;
  /** Shoulder crease carrying the specular highlight. */
  shoulder: string;
  mirror: string;
  /** Fixed rear wing with its uprights, for track cars. */
  wing?: string;
  /** Roof rails, on estates and SUVs. */
  rails?: string;
  /** Spare wheel on the tailgate (centre x, centre y, radius). */
  spare?: [number, number, number];
  /** Amber marker lamps (the off-roader's bonnet indicators). */
  markers?: string;
  /** Y of the side skirt top (carbon blade). */
  skirtY: number;
}

/** Underside with wheel arches, closing the outline back to the tail. */
function underside(s: CarShape): string {
  const archR = s.wheelR * 1.1;
  const dy = s.wheelR - s.rideH;
  const dx = Math.sqrt(Math.max(archR * archR - dy * dy, 0));
  const y = -s.rideH;
  return (
    `L${n(s.nose[0])} ${n(s.nose[1])}` +
    `L${n(s.frontX + dx + 30)} ${n(y)}` +
    `L${n(s.frontX + dx)} ${n(y)}` +
    `A${n(archR)} ${n(archR)} 0 1 0 ${n(s.frontX - dx)} ${n(y)}` +
    `L${n(s.rearX + dx)} ${n(y)}` +
    `A${n(archR)} ${n(archR)} 0 1 0 ${n(s.rearX - dx)} ${n(y)}` +
    `L${n(s.tail[0])} ${n(s.tail[1])}Z`
  );
}

export function bodyOutline(s: CarShape): string {
  return s.top + underside(s);
}

/** Half-width of an arch opening at sill height, shared by the renderer's skirts. */
export function archSpan(s: CarShape): number {
  const archR = s.wheelR * 1.1;
  const dy = s.wheelR - s.rideH;
  return Math.sqrt(Math.max(archR * archR - dy * dy, 0));
}

/** Mid-engine supercar: cab-forward glasshouse, short nose, high tail, side intake. */
const SUPERCAR: CarShape = {
  kind: 'supercar',
  length: 1197,
  height: 316,
  wheelR: 93,
  rearX: 250,
  frontX: 953,
  rideH: 28,
  top:
    'M18 -62C8 -110 4 -160 8 -196L40 -232C170 -244 330 -262 440 -290' +
    'C500 -306 580 -316 640 -314C700 -312 760 -296 820 -262C860 -240 880 -230 900 -224' +
    'C960 -216 1020 -212 1070 -196C1130 -178 1180 -150 1194 -112C1198 -96 1196 -80 1190 -66',
  nose: [1180, -44],
  tail: [18, -56],
  glass:
    'M890 -228C840 -258 770 -296 680 -304C600 -308 540 -300 500 -286' +
    'C560 -262 620 -240 690 -228C760 -224 840 -224 890 -228Z',
  pillars: '',
  intake: 'M380 -150C440 -160 560 -186 620 -212L580 -222C500 -206 420 -190 372 -178Z',
  headlight: 'M1080 -190C1130 -178 1168 -158 1186 -132L1176 -124C1150 -148 1116 -164 1076 -176Z',
  taillight: 'M10 -196L44 -230L56 -226L20 -188Z',
  seams: 'M880 -222C870 -170 868 -110 874 -34M640 -220C652 -170 676 -110 690 -34',
  shoulder: 'M60 -224C260 -240 460 -250 700 -236C880 -226 1040 -206 1190 -130',
  mirror: 'M870 -236C886 -258 916 -264 934 -254C932 -240 910 -232 884 -230Z',
  skirtY: -56,
};

/** Front-engine GT: long bonnet, cabin set back, fastback roof into a short deck. */
const GT: CarShape = {
  kind: 'gt',
  length: 1237,
  height: 342,
  wheelR: 96,
  rearX: 262,
  frontX: 986,
  rideH: 32,
  top:
    'M16 -62C6 -110 4 -170 10 -208C20 -226 40 -236 80 -242C200 -252 300 -268 380 -300' +
    'C440 -326 520 -340 590 -342C660 -342 720 -330 770 -298C800 -278 830 -262 860 -252' +
    'C960 -240 1080 -226 1170 -196C1215 -180 1236 -150 1237 -118C1238 -98 1234 -82 1228 -70',
  nose: [1222, -46],
  tail: [18, -58],
  glass:
    'M850 -256C810 -280 760 -320 700 -334C620 -342 540 -338 470 -318' +
    'C430 -302 410 -288 400 -276C540 -270 700 -262 850 -256Z',
  pillars: 'M612 -340L628 -340L614 -266L598 -266Z',
  intake: 'M842 -186L890 -190L886 -160L838 -156Z',
  headlight: 'M1140 -212C1186 -200 1220 -184 1234 -160L1226 -150C1204 -172 1176 -186 1136 -196Z',
  taillight: 'M8 -200L80 -234L88 -222L10 -188Z',
  seams: 'M826 -254C816 -190 816 -110 824 -38M560 -270C566 -200 570 -120 572 -38',
  shoulder: 'M40 -228C260 -252 520 -262 800 -250C980 -240 1120 -220 1230 -170',
  mirror: 'M830 -262C848 -286 880 -292 898 -280C896 -266 874 -258 846 -256Z',
  skirtY: -60,
};

/** Four-door saloon: three-box profile, six-light glasshouse, long wheelbase. */
const SALOON: CarShape = {
  kind: 'saloon',
  length: 1330,
  height: 392,
  wheelR: 96,
  rearX: 300,
  frontX: 1116,
  rideH: 38,
  top:
    'M18 -70C6 -120 6 -190 14 -236C22 -258 50 -270 100 -274C200 -280 280 -284 330 -292' +
    'C380 -320 440 -360 520 -380C600 -392 720 -392 800 -386C860 -380 910 -350 960 -312' +
    'C990 -292 1010 -284 1040 -280C1140 -272 1240 -262 1300 -236' +
    'C1322 -222 1330 -180 1328 -150C1328 -120 1326 -96 1320 -78',
  nose: [1312, -50],
  tail: [20, -62],
  glass:
    'M1030 -286C990 -312 940 -352 870 -374C760 -384 640 -384 560 -372' +
    'C500 -352 470 -326 450 -306C620 -298 840 -292 1030 -286Z',
  pillars: 'M744 -386L762 -386L760 -294L742 -294ZM548 -374L562 -376L522 -304L506 -304Z',
  intake: '',
  headlight: 'M1220 -254C1262 -248 1294 -238 1316 -222L1314 -208C1290 -222 1258 -232 1216 -238Z',
  taillight: 'M10 -236L110 -266L112 -252L10 -222Z',
  seams:
    'M1010 -282C998 -220 996 -140 1002 -44M752 -292C754 -220 756 -140 756 -44M480 -300C490 -220 470 -150 420 -110',
  shoulder: 'M40 -252C300 -276 600 -290 900 -286C1080 -282 1220 -266 1320 -220',
  mirror: 'M1010 -292C1028 -316 1060 -322 1078 -310C1076 -296 1054 -288 1026 -286Z',
  skirtY: -62,
};

/** Performance estate: long flat roof to an upright tailgate with a roof spoiler. */
const ESTATE: CarShape = {
  kind: 'estate',
  length: 1300,
  height: 390,
  wheelR: 100,
  rearX: 290,
  frontX: 1061,
  rideH: 40,
  top:
    'M16 -74C6 -140 8 -210 20 -262C32 -310 56 -348 100 -368C200 -382 420 -386 600 -384' +
    'C700 -382 770 -370 840 -340C890 -314 930 -298 970 -288C1070 -278 1190 -266 1260 -238' +
    'C1290 -222 1300 -180 1298 -150C1298 -120 1296 -96 1290 -78',
  nose: [1282, -52],
  tail: [18, -64],
  glass:
    'M955 -294C900 -318 850 -348 790 -370C620 -378 360 -376 140 -362' +
    'C118 -352 106 -332 100 -312C380 -304 700 -298 955 -294Z',
  pillars: 'M700 -378L718 -378L716 -298L698 -298ZM430 -378L450 -378L452 -304L432 -304Z',
  intake: '',
  headlight: 'M1184 -258C1228 -252 1264 -242 1290 -224L1288 -210C1262 -226 1228 -236 1182 -242Z',
  taillight: 'M8 -284L70 -298L72 -284L8 -270Z',
  seams:
    'M950 -290C940 -220 938 -140 944 -46M708 -298C710 -220 712 -140 712 -46M440 -304C450 -230 430 -160 400 -116',
  shoulder: 'M30 -262C300 -284 600 -292 900 -286C1060 -282 1190 -266 1290 -220',
  mirror: 'M950 -298C968 -322 1000 -328 1018 -316C1016 -302 994 -294 966 -292Z',
  rails: 'M110 -380C300 -392 560 -394 760 -388',
  skirtY: -64,
};

/** Large SUV: tall body, high bonnet, upright tailgate (or a sloping coupé roof). */
function suv(coupe: boolean): CarShape {
  const front =
    'C300 -442 520 -446 660 -440C740 -434 800 -410 870 -372C920 -346 960 -334 990 -330' +
    'C1100 -322 1210 -308 1270 -284C1296 -270 1302 -220 1300 -180C1300 -140 1298 -110 1292 -96';
  return {
    kind: 'suv',
    length: 1300,
    height: 446,
    wheelR: 114,
    rearX: 285,
    frontX: 1066,
    rideH: 62,
    top: coupe
      ? `M18 -92C8 -160 10 -230 26 -282C50 -330 110 -370 200 -398C250 -412 280 -420 300 -423${front.replace('C300 -442', 'C400 -440')}`
      : `M18 -92C8 -170 10 -250 24 -306C40 -360 80 -404 150 -424${front}`,
    nose: [1284, -70],
    tail: [20, -80],
    glass: coupe
      ? 'M975 -336C930 -360 880 -398 820 -420C680 -434 470 -428 300 -400C270 -386 256 -368 250 -354C500 -346 740 -340 975 -336Z'
      : 'M975 -336C930 -360 880 -398 820 -420C680 -432 440 -430 200 -410C170 -396 150 -376 146 -356C440 -348 720 -340 975 -336Z',
    pillars: coupe
      ? 'M680 -434L700 -434L698 -342L678 -342ZM480 -428L500 -430L486 -348L464 -348Z'
      : 'M680 -434L700 -434L698 -342L678 -342ZM410 -430L432 -430L432 -350L410 -350Z',
    intake: '',
    headlight: 'M1200 -300C1240 -294 1272 -284 1296 -266L1294 -252C1270 -268 1238 -278 1198 -284Z',
    taillight: coupe ? 'M20 -282L110 -312L114 -298L20 -268Z' : 'M18 -306L96 -326L98 -312L18 -292Z',
    seams:
      'M962 -336C952 -260 950 -170 956 -74M690 -342C692 -260 694 -170 694 -74M440 -348C450 -270 430 -190 410 -156',
    shoulder: 'M30 -300C300 -326 640 -336 960 -330C1120 -324 1220 -306 1296 -262',
    mirror: 'M968 -346C986 -372 1020 -378 1038 -364C1036 -350 1012 -342 984 -340Z',
    ...(coupe ? {} : { rails: 'M170 -436C340 -448 540 -450 700 -444' }),
    skirtY: -90,
  };
}

/** The box-bodied off-roader: flat roof and flanks, upright screen, spare wheel on the door. */
const OFFROAD: CarShape = {
  kind: 'offroad',
  length: 1262,
  height: 512,
  wheelR: 110,
  rearX: 300,
  frontX: 1060,
  rideH: 70,
  top: 'M40 -110L34 -300L36 -488Q38 -506 60 -508L770 -512Q792 -512 798 -498L842 -362L870 -356L1230 -350Q1250 -348 1254 -330L1258 -200L1262 -120L1256 -96',
  nose: [1250, -80],
  tail: [42, -100],
  glass:
    'M830 -372L790 -492L646 -492L646 -372ZM616 -494L384 -494L384 -372L616 -372ZM354 -494L84 -494L84 -376L354 -376Z',
  pillars: '',
  intake: '',
  headlight: 'M1234 -336L1256 -336L1258 -268L1236 -268Z',
  taillight: 'M34 -300L52 -300L52 -196L34 -196Z',
  seams: 'M846 -360L846 -110M624 -372L624 -110M372 -372L372 -140',
  shoulder: 'M40 -362L1254 -352',
  mirror: 'M838 -384L882 -398L892 -372L848 -364Z',
  rails: 'M70 -516L780 -520',
  spare: [0, -310, 96],
  markers: 'M1196 -352L1240 -352L1236 -368L1200 -368Z',
  skirtY: -92,
};

export const SHAPES: Record<BodyKind, CarShape> = {
  supercar: SUPERCAR,
  gt: GT,
  saloon: SALOON,
  estate: ESTATE,
  suv: suv(false),
  offroad: OFFROAD,
};

/** The sloping-roof SUV variant (coupé SUVs). */
export const COUPE_SUV: CarShape = suv(true);
