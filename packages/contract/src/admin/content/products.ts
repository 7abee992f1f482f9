// A product (a part): its type, the car it fits (or none), names, pictures, specs, description.
import { z } from 'zod';
import {
  contentId,
  fileUrl,
  imageList,
  longText,
  optionalName,
  requiredName,
  richText,
  searchAndSharingFields,
} from './fields.ts';
import { richDocSchema } from './rich-doc.ts';

export const productDocumentSchema = z.strictObject(
  {
    typeId: contentId,
    carId: contentId.nullable().default(null),
    name: requiredName,
    nameEn: optionalName,
    productImgFileUrl: fileUrl,
    images: imageList,
    specs: longText,
    specsEn: longText,
    quantity: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(1_000_000, 'is too large')
      .default(1),
    description: richText,
    descriptionEn: richText,
    descriptionDoc: richDocSchema,
    descriptionDocEn: richDocSchema,
    ...searchAndSharingFields,
  },
  { error: 'unknown field' },
);
export type ProductDocument = z.output<typeof productDocumentSchema>;
