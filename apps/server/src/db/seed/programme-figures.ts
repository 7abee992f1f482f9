// The demo's tuning programmes, figure by figure (decision 0062): each model's stock power (kW),
// torque (Nm) and 0–100 km/h (s) as its maker quotes them, what the company's programme makes of
// them, the weight it saves, its price from (yuan) and its compliance note. A hybrid or electric
// model gets no power figures (the programme leaves its drive alone); two models have no programme.
import type { CarTable } from '../schema.ts';
import type { BrandSlug } from './artwork/catalog.ts';

type Figures = [stock: number, tuned: number];

interface ProgrammeSource {
  power?: Figures;
  torque?: Figures;
  zeroTo100?: Figures;
  weightSaved?: number;
  /** None: "price on request". */
  priceFrom?: number;
  note?: keyof typeof NOTES;
}

/** Compliance notes in both languages, each shared by the programmes that need it. */
const NOTES = {
  ecu: [
    '动力升级保留原厂排放标定备份，年检前可恢复；排气系统附第三方噪声检测报告。外观件沿用原厂安装点，不改变车身尺寸，无需变更登记。',
    'The power upgrade keeps a backup of the factory emissions calibration, restored before the annual inspection (年检); the exhaust comes with an independent noise test report. Body parts use the factory mounting points and leave the dimensions unchanged: no change of registration is needed.',
  ],
  body: [
    '全部外观件沿用原厂安装点，车身长宽高变化均在年检允许范围内，无需变更登记。',
    'Every body part uses the factory mounting points and keeps length, width and height within what the annual inspection (年检) allows: no change of registration is needed.',
  ],
  wheels: [
    '锻造轮毂按原厂轮胎规格与偏距制造，并提供 JWL/VIA 认证与检测报告，可正常年检。',
    'The forged wheels keep the factory tyre sizes and offsets and come with JWL/VIA certification and test reports: the car passes its annual inspection (年检) as before.',
  ],
} as const;

const PROGRAMMES: Partial<Record<`${BrandSlug}-${number}`, ProgrammeSource>> = {
  'mclaren-1': {
    power: [530, 603],
    torque: [770, 870],
    zeroTo100: [2.9, 2.7],
    weightSaved: 38,
    priceFrom: 368_000,
    note: 'ecu',
  },
  'mclaren-2': {
    power: [563, 610],
    torque: [800, 860],
    zeroTo100: [2.8, 2.7],
    weightSaved: 12,
    priceFrom: 298_000,
    note: 'ecu',
  },
  'mclaren-3': { weightSaved: 22, priceFrom: 186_000, note: 'wheels' },
  'lamborghini-1': {
    power: [470, 492],
    torque: [600, 625],
    zeroTo100: [2.9, 2.8],
    weightSaved: 25,
    priceFrom: 258_000,
    note: 'ecu',
  },
  'lamborghini-2': {
    power: [478, 588],
    torque: [850, 1000],
    zeroTo100: [3.6, 3.2],
    weightSaved: 18,
    priceFrom: 228_000,
    note: 'ecu',
  },
  'lamborghini-3': { weightSaved: 15, note: 'body' },
  'porsche-1': {
    power: [478, 552],
    torque: [800, 920],
    zeroTo100: [2.7, 2.5],
    weightSaved: 32,
    priceFrom: 168_000,
    note: 'ecu',
  },
  'porsche-2': { weightSaved: 21, priceFrom: 128_000, note: 'body' },
  'porsche-3': {
    power: [471, 537],
    torque: [850, 950],
    zeroTo100: [3.3, 3.1],
    weightSaved: 26,
    priceFrom: 156_000,
    note: 'ecu',
  },
  'mercedes-1': {
    power: [430, 515],
    torque: [850, 1000],
    zeroTo100: [4.5, 4.1],
    weightSaved: 20,
    priceFrom: 238_000,
    note: 'ecu',
  },
  'mercedes-2': {
    power: [430, 500],
    torque: [800, 920],
    zeroTo100: [3.2, 3],
    weightSaved: 24,
    priceFrom: 178_000,
    note: 'ecu',
  },
  'mercedes-3': { priceFrom: 98_000, note: 'body' },
  'ferrari-1': { weightSaved: 28, priceFrom: 420_000, note: 'body' },
  'ferrari-2': {
    power: [610, 640],
    torque: [740, 790],
    zeroTo100: [2.9, 2.8],
    weightSaved: 18,
    priceFrom: 238_000,
    note: 'ecu',
  },
  'ferrari-3': { power: [533, 545], torque: [716, 730], zeroTo100: [3.3, 3.2], weightSaved: 20 },
  'bentley-1': {
    power: [485, 537],
    torque: [900, 1000],
    zeroTo100: [3.6, 3.4],
    weightSaved: 20,
    priceFrom: 198_000,
    note: 'ecu',
  },
  'bentley-2': {
    power: [404, 463],
    torque: [770, 880],
    zeroTo100: [4.5, 4.2],
    weightSaved: 15,
    priceFrom: 168_000,
    note: 'ecu',
  },
  'bmw-1': {
    power: [375, 441],
    torque: [650, 750],
    zeroTo100: [3.9, 3.6],
    weightSaved: 28,
    priceFrom: 88_000,
    note: 'ecu',
  },
  'bmw-2': {
    power: [460, 537],
    torque: [750, 850],
    zeroTo100: [3.3, 3],
    weightSaved: 22,
    priceFrom: 118_000,
    note: 'ecu',
  },
  'audi-1': {
    power: [456, 478],
    torque: [580, 600],
    zeroTo100: [3.1, 3],
    weightSaved: 30,
    priceFrom: 158_000,
    note: 'ecu',
  },
  'audi-2': {
    power: [441, 537],
    torque: [800, 950],
    zeroTo100: [3.6, 3.3],
    weightSaved: 24,
    priceFrom: 128_000,
    note: 'ecu',
  },
  'audi-3': {
    power: [441, 515],
    torque: [800, 920],
    zeroTo100: [3.8, 3.5],
    weightSaved: 18,
    priceFrom: 136_000,
    note: 'wheels',
  },
};

/** The programme of a model (by brand and place), or undefined when it has none. */
export function programmeOf(slug: BrandSlug, n: number): ProgrammeSource | undefined {
  return PROGRAMMES[`${slug}-${n}`];
}

type ProgrammeColumns = Pick<
  CarTable,
  | 'stockPowerKw'
  | 'tunedPowerKw'
  | 'stockTorqueNm'
  | 'tunedTorqueNm'
  | 'stockZeroTo100'
  | 'tunedZeroTo100'
  | 'weightSavedKg'
  | 'priceFromCny'
> & { complianceNote: string; complianceNoteEn: string };

/** A model's programme as car columns, every one given (null or empty when not filled). */
export function programmeColumns(slug: BrandSlug, n: number): ProgrammeColumns {
  const programme = programmeOf(slug, n) ?? {};
  const [note, noteEn] = programme.note ? NOTES[programme.note] : ['', ''];
  return {
    stockPowerKw: programme.power?.[0] ?? null,
    tunedPowerKw: programme.power?.[1] ?? null,
    stockTorqueNm: programme.torque?.[0] ?? null,
    tunedTorqueNm: programme.torque?.[1] ?? null,
    stockZeroTo100: programme.zeroTo100?.[0] ?? null,
    tunedZeroTo100: programme.zeroTo100?.[1] ?? null,
    weightSavedKg: programme.weightSaved ?? null,
    priceFromCny: programme.priceFrom ?? null,
    complianceNote: note,
    complianceNoteEn: noteEn,
  };
}
