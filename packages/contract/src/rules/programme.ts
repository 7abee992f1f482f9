// A car's tuning programme (our own addition to the car, beyond SPEC section 7): the ranges of its
// figures, shared by the admin's form and the checks of a saved car, and the one figure the site
// derives instead of storing it twice (metric horsepower from kilowatts).

/** The range of each figure, and its smallest step (whole numbers unless said). */
export const PROGRAMME_FIGURES = {
  /** Power, kilowatts. */
  powerKw: { min: 1, max: 2000, step: 1 },
  /** Torque, newton metres. */
  torqueNm: { min: 1, max: 5000, step: 1 },
  /** 0–100 km/h, seconds, to a tenth. */
  zeroTo100: { min: 1, max: 30, step: 0.1 },
  /** Weight the programme saves, kilograms. */
  weightSavedKg: { min: 1, max: 2000, step: 1 },
  /** The lowest price of the programme, whole yuan. */
  priceFromCny: { min: 1, max: 100_000_000, step: 1 },
} as const;

export type ProgrammeFigure = keyof typeof PROGRAMME_FIGURES;

/** Stages of one car, parts of one stage, characters of a stage's description and of the note. */
export const PROGRAMME_LIMITS = { stages: 10, partsPerStage: 30, description: 500, note: 500 } as const;

/** Watts of one metric horsepower (PS, 马力). */
const WATTS_PER_PS = 735.49875;

/** Metric horsepower of a power in kilowatts, rounded as makers quote it (478 kW is 650 PS). */
export function psFromKw(kw: number): number {
  return Math.round((kw * 1000) / WATTS_PER_PS);
}
