// A brand as edited: its names, icon, keywords, whether it shows in the menu, and its hero slides.
import { z } from 'zod';
import type { brandSlideSchema } from '../../entities.ts';
import {
  boundedText,
  CONTENT_LIMITS,
  fileUrl,
  flagBoolean,
  keywordsText,
  linkUrl,
  optionalName,
  requiredName,
  summaryText,
} from './fields.ts';

/** One hero slide, the public contract's BrandSlide with its fields checked. */
export const brandSlideDocumentSchema = z.strictObject(
  {
    slideshowImg: fileUrl.optional(),
    fileUrl: fileUrl.optional(),
    slideshowLink: linkUrl.optional(),
    slideshowTitle: optionalName.optional(),
    slideshowTitleEn: optionalName.optional(),
    slideshowContent: summaryText.optional(),
    slideshowContentEn: summaryText.optional(),
  },
  { error: 'unknown field' },
) satisfies z.ZodType<z.infer<typeof brandSlideSchema>>;

export const brandDocumentSchema = z.strictObject(
  {
    slug: boundedText(60)
      .toLowerCase()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes'),
    brandName: requiredName,
    brandNameEn: optionalName,
    brandIconUrl: fileUrl,
    keyword: keywordsText,
    keywordEn: keywordsText,
    showInMenu: flagBoolean.default(true),
    slides: z
      .array(brandSlideDocumentSchema)
      .max(CONTENT_LIMITS.listItems, `must have at most ${CONTENT_LIMITS.listItems} items`)
      .default([]),
  },
  { error: 'unknown field' },
);
export type BrandDocument = z.output<typeof brandDocumentSchema>;
