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

/** A programme that tunes the drive: stock and tuned figures, then what else it gives. */
function tuned(
  power: Figures,
  torque: Figures,
  zeroTo100: Figures,
  weightSaved: number,
  priceFrom: number,
  note: keyof typeof NOTES,
): ProgrammeSource {
  return { power, torque, zeroTo100, weightSaved, priceFrom, note };
}

const PROGRAMMES: Partial<Record<`${BrandSlug}-${number}`, ProgrammeSource>> = {
  'mclaren-1': tuned([530, 603], [770, 870], [2.9, 2.7], 38, 368_000, 'ecu'),
  'mclaren-2': tuned([563, 610], [800, 860], [2.8, 2.7], 12, 298_000, 'ecu'),
  'mclaren-3': { weightSaved: 22, priceFrom: 186_000, note: 'wheels' },
  'lamborghini-1': tuned([470, 492], [600, 625], [2.9, 2.8], 25, 258_000, 'ecu'),
  'lamborghini-2': tuned([478, 588], [850, 1000], [3.6, 3.2], 18, 228_000, 'ecu'),
  'lamborghini-3': { weightSaved: 15, note: 'body' },
  'porsche-1': tuned([478, 552], [800, 920], [2.7, 2.5], 32, 168_000, 'ecu'),
  'porsche-2': { weightSaved: 21, priceFrom: 128_000, note: 'body' },
  'porsche-3': tuned([471, 537], [850, 950], [3.3, 3.1], 26, 156_000, 'ecu'),
  'mercedes-1': tuned([430, 515], [850, 1000], [4.5, 4.1], 20, 238_000, 'ecu'),
  'mercedes-2': tuned([430, 500], [800, 920], [3.2, 3], 24, 178_000, 'ecu'),
  'mercedes-3': { priceFrom: 98_000, note: 'body' },
  'ferrari-1': { weightSaved: 28, priceFrom: 420_000, note: 'body' },
  'ferrari-2': tuned([610, 640], [740, 790], [2.9, 2.8], 18, 238_000, 'ecu'),
  'ferrari-3': { power: [533, 545], torque: [716, 730], zeroTo100: [3.3, 3.2], weightSaved: 20 },
  'bentley-1': tuned([485, 537], [900, 1000], [3.6, 3.4], 20, 198_000, 'ecu'),
  'bentley-2': tuned([404, 463], [770, 880], [4.5, 4.2], 15, 168_000, 'ecu'),
  'bmw-1': tuned([375, 441], [650, 750], [3.9, 3.6], 28, 88_000, 'ecu'),
  'bmw-2': tuned([460, 537], [750, 850], [3.3, 3], 22, 118_000, 'ecu'),
  'audi-1': tuned([456, 478], [580, 600], [3.1, 3], 30, 158_000, 'ecu'),
  'audi-2': tuned([441, 537], [800, 950], [3.6, 3.3], 24, 128_000, 'ecu'),
  'audi-3': tuned([441, 515], [800, 920], [3.8, 3.5], 18, 136_000, 'wheels'),
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
