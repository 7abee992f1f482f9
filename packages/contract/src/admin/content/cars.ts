// A car as edited: names, pictures, texts (the description is rich HTML), video, whether it is
// featured, and the product types it offers with their configuration images and PDF brochure.
import { z } from 'zod';
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
  });
export type CarDocument = z.output<typeof carDocumentSchema>;
