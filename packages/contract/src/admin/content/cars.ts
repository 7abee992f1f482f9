// A car as edited: names, pictures, texts (the description is rich HTML), video, whether it is
// featured, the product types it offers with their configuration images and PDF brochure, and its
// tuning programme: stock and tuned figures, a price from, stages of parts and a compliance note.
import { z } from 'zod';
import { onStep } from '../../rules/on-step.ts';
import { PROGRAMME_FIGURES, PROGRAMME_LIMITS } from '../../rules/programme.ts';
import type { ProgrammeFigure } from '../../rules/programme.ts';
import {
  boundedText,
  CONTENT_LIMITS,
  contentId,
  fileUrl,
  flagBoolean,
  imageList,
  keywordsText,
  optionalName,
  requiredName,
  richText,
  searchAndSharingFields,
} from './fields.ts';
import { richDocSchema } from './rich-doc.ts';

export const carProductTypeDocumentSchema = z.strictObject(
  {
    productTypeId: contentId,
    /** Configuration images (URLs), in order. */
    configImages: imageList,
    /** The PDF brochure (the live `moMaUrl`); empty when none. */
    brochureUrl: fileUrl,
  },
  { error: 'unknown field' },
);

/** A figure of the programme in its range; empty (null) when the editors give none. */
function figure(name: ProgrammeFigure) {
  const { min, max, step } = PROGRAMME_FIGURES[name];
  const range = `must be from ${min} to ${max}`;
  return z
    .number({ error: 'must be a number' })
    .min(min, range)
    .max(max, range)
    .refine(
      (value) => onStep(value, step),
      step === 1 ? 'must be a whole number' : 'must have at most one decimal',
    )
    .nullable()
    .default(null);
}

/** The figures shown stock beside tuned: one is given only with the other. */
export const PROGRAMME_FIGURE_PAIRS = [
  ['stockPowerKw', 'tunedPowerKw'],
  ['stockTorqueNm', 'tunedTorqueNm'],
  ['stockZeroTo100', 'tunedZeroTo100'],
] as const;

export const carStagePartDocumentSchema = z.strictObject(
  { productId: contentId },
  { error: 'unknown field' },
);

/** A stage of the programme (Stage 1, Stage 2): its name, a short description and its parts, in order. */
export const carStageDocumentSchema = z.strictObject(
  {
    name: requiredName,
    nameEn: optionalName,
    description: boundedText(PROGRAMME_LIMITS.description).default(''),
    descriptionEn: boundedText(PROGRAMME_LIMITS.description).default(''),
    parts: z
      .array(carStagePartDocumentSchema)
      .max(PROGRAMME_LIMITS.partsPerStage, `must have at most ${PROGRAMME_LIMITS.partsPerStage} items`)
      .default([]),
  },
  { error: 'unknown field' },
);

export const carDocumentSchema = z
  .strictObject(
    {
      brandId: contentId,
      carName: requiredName,
      carNameEn: optionalName,
      carIcoUrl: fileUrl,
      carImgUrl: fileUrl,
      carTitles: boundedText(CONTENT_LIMITS.summary).default(''),
      carTitlesEn: boundedText(CONTENT_LIMITS.summary).default(''),
      carContents: richText,
      carContentsEn: richText,
      carContentsDoc: richDocSchema,
      carContentsDocEn: richDocSchema,
      keyword: keywordsText,
      keywordEn: keywordsText,
      videoUrl: fileUrl,
      featured: flagBoolean.default(false),
      productTypes: z.array(carProductTypeDocumentSchema).max(50, 'must have at most 50 items').default([]),
      /** Power, kW (PS is derived); torque, Nm; 0–100 km/h, s; before and after the programme. */
      stockPowerKw: figure('powerKw'),
      tunedPowerKw: figure('powerKw'),
      stockTorqueNm: figure('torqueNm'),
      tunedTorqueNm: figure('torqueNm'),
      stockZeroTo100: figure('zeroTo100'),
      tunedZeroTo100: figure('zeroTo100'),
      weightSavedKg: figure('weightSavedKg'),
      /** The programme's lowest price in yuan; none (null) is "price on request". */
      priceFromCny: figure('priceFromCny'),
      /** Road-legal and annual inspection (年检) remarks; empty when the editors write none. */
      complianceNote: boundedText(PROGRAMME_LIMITS.note).default(''),
      complianceNoteEn: boundedText(PROGRAMME_LIMITS.note).default(''),
      stages: z
        .array(carStageDocumentSchema)
        .max(PROGRAMME_LIMITS.stages, `must have at most ${PROGRAMME_LIMITS.stages} items`)
        .default([]),
      ...searchAndSharingFields,
    },
    { error: 'unknown field' },
  )
  .superRefine((car, context) => {
    const seen = new Set<number>();
    car.productTypes.forEach((entry, index) => {
      if (seen.has(entry.productTypeId)) {
        context.addIssue({
          code: 'custom',
          path: ['productTypes', index, 'productTypeId'],
          message: 'is listed twice',
        });
      }
      seen.add(entry.productTypeId);
    });
    for (const [stock, tuned] of PROGRAMME_FIGURE_PAIRS) {
      if ((car[stock] === null) === (car[tuned] === null)) continue;
      const missing = car[stock] === null ? stock : tuned;
      context.addIssue({
        code: 'custom',
        path: [missing],
        message:
          missing === stock ? 'is required with the tuned figure' : 'is required with the stock figure',
      });
    }
    car.stages.forEach((stage, index) => {
      const parts = new Set<number>();
      stage.parts.forEach((part, at) => {
        if (parts.has(part.productId)) {
          context.addIssue({
            code: 'custom',
            path: ['stages', index, 'parts', at, 'productId'],
            message: 'is listed twice',
          });
        }
        parts.add(part.productId);
      });
    });
  });
export type CarDocument = z.output<typeof carDocumentSchema>;
