// A wheel's fitment as edited with the product (decision 0066): its sizes, the car models it fits
// and a short note in both languages. Sizes and models go together: a wheel lists both or neither,
// so a page never shows sizes without the cars they are for, or cars without a size.
import { z } from 'zod';
import { onStep } from '../../rules/on-step.ts';
import {
  BOLT_PATTERN_RULE,
  FITMENT_LIMITS,
  isBoltPattern,
  WHEEL_AXLES,
  WHEEL_SIZE_NUMBERS,
} from '../../rules/fitment.ts';
import type { WheelSizeNumber } from '../../rules/fitment.ts';
import { boundedText, contentId } from './fields.ts';

/** A number of a size, required, in its range and on its step. */
function sizeNumber(name: WheelSizeNumber) {
  const { min, max, step } = WHEEL_SIZE_NUMBERS[name];
  const range = `must be from ${min} to ${max}`;
  return z
    .number({
      error: (issue) =>
        issue.input === null || issue.input === undefined ? 'is required' : 'must be a number',
    })
    .min(min, range)
    .max(max, range)
    .refine(
      (value) => onStep(value, step),
      step === 1
        ? 'must be a whole number'
        : step === 0.5
          ? 'must be in halves'
          : 'must have at most one decimal',
    );
}

export const wheelSizeDocumentSchema = z.strictObject(
  {
    axle: z.enum(WHEEL_AXLES, { error: `must be one of ${WHEEL_AXLES.join(', ')}` }).default('both'),
    diameterIn: sizeNumber('diameterIn'),
    widthJ: sizeNumber('widthJ'),
    offsetMm: sizeNumber('offsetMm'),
    boltPattern: z
      .string({ error: 'must be text' })
      .trim()
      // An editor may type 5×112 or 5X112: the stored form is 5x112.
      .transform((value) => value.replace(/[×X]/g, 'x'))
      .refine((value) => value !== '', { message: 'is required', abort: true })
      .refine(isBoltPattern, BOLT_PATTERN_RULE),
    centreBoreMm: sizeNumber('centreBoreMm'),
  },
  { error: 'unknown field' },
);
export type WheelSizeDocument = z.output<typeof wheelSizeDocumentSchema>;

export const fitCarDocumentSchema = z.strictObject({ carId: contentId }, { error: 'unknown field' });

/** The fields a product document gains; only products of a wheels type may fill them (the server checks). */
export const wheelFitmentFields = {
  wheelSizes: z
    .array(wheelSizeDocumentSchema)
    .max(FITMENT_LIMITS.sizes, `must have at most ${FITMENT_LIMITS.sizes} items`)
    .default([]),
  fitCars: z
    .array(fitCarDocumentSchema)
    .max(FITMENT_LIMITS.cars, `must have at most ${FITMENT_LIMITS.cars} items`)
    .default([]),
  fitmentNote: boundedText(FITMENT_LIMITS.note).default(''),
  fitmentNoteEn: boundedText(FITMENT_LIMITS.note).default(''),
};

interface FitmentParts {
  wheelSizes: readonly WheelSizeDocument[];
  fitCars: readonly { carId: number }[];
}

/** Sizes only with models and the other way round; a model listed once. */
export function checkWheelFitment(document: FitmentParts, context: z.RefinementCtx): void {
  if (document.wheelSizes.length > 0 && document.fitCars.length === 0)
    context.addIssue({ code: 'custom', path: ['fitCars'], message: 'is required with the sizes' });
  if (document.fitCars.length > 0 && document.wheelSizes.length === 0)
    context.addIssue({ code: 'custom', path: ['wheelSizes'], message: 'is required with the models' });
  const seen = new Set<number>();
  document.fitCars.forEach((entry, index) => {
    if (seen.has(entry.carId))
      context.addIssue({ code: 'custom', path: ['fitCars', index, 'carId'], message: 'is listed twice' });
    seen.add(entry.carId);
  });
}
