// Wheel fitment (decision 0066, beyond SPEC section 3): the sizes a wheel comes in and the car
// models it fits. The ranges and the bolt-pattern format are read by the admin's form, the checks
// of a saved product; a card sums a wheel's sizes up with `wheelSizeSummary`.

/** The range and smallest step of each number of a size. */
export const WHEEL_SIZE_NUMBERS = {
  /** Rim diameter, inches (a half inch at most: 20, 20.5). */
  diameterIn: { min: 13, max: 26, step: 0.5 },
  /** Rim width, J (inches, to a half). */
  widthJ: { min: 4, max: 15, step: 0.5 },
  /** Offset (ET), millimetres, negative where the mounting face sits inboard of the centre line. */
  offsetMm: { min: -80, max: 100, step: 1 },
  /** Centre bore, millimetres, to a tenth (57.1, 66.6, 71.6). */
  centreBoreMm: { min: 40, max: 120, step: 0.1 },
} as const;

export type WheelSizeNumber = keyof typeof WHEEL_SIZE_NUMBERS;

/** Studs or bolts × pitch circle in mm: 5x112, 5x130, 4x100, 5x114.3. */
export const BOLT_PATTERN = /^[3-8]x\d{2,3}(\.\d)?$/;
export const BOLT_PATTERN_RULE = 'must be like 5x112 (3 to 8 bolts, circle in mm)';

export function isBoltPattern(value: string): boolean {
  return BOLT_PATTERN.test(value);
}

/** Which wheels of the car a size is for: all four, or one axle of a staggered set. */
export const WHEEL_AXLES = ['both', 'front', 'rear'] as const;
export type WheelAxle = (typeof WHEEL_AXLES)[number];

/** Sizes of one wheel, models it fits, characters of its fitment note. */
export const FITMENT_LIMITS = { sizes: 12, cars: 100, note: 300 } as const;

/** The smallest and largest of `values`, once when they are the same: "20", "20–21". */
function span(values: readonly number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
}

/** A wheel's sizes at a glance, as a card shows them under its name: "20–21″ · 9–12J". No words: both languages read it. */
export function wheelSizeSummary(sizes: readonly { diameterIn: number; widthJ: number }[]): string {
  if (sizes.length === 0) return '';
  return `${span(sizes.map((size) => size.diameterIn))}″ · ${span(sizes.map((size) => size.widthJ))}J`;
}
