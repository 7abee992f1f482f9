// Wheel fitment (decision 0066, beyond SPEC section 3): the sizes a wheel comes in and the car
// models it fits. The ranges and the bolt-pattern format are read by the admin's form, the checks
// of a saved product and the public query's validation; the page formats sizes with `wheelSizeText`.

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

/** A size as wheel makers write it: 20 × 9J ET45, with the offset's sign kept (ET-10). */
export function wheelSizeText(size: { diameterIn: number; widthJ: number; offsetMm: number }): string {
  return `${size.diameterIn} × ${size.widthJ}J ET${size.offsetMm}`;
}
