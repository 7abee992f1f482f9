// A product (a part): its type, the car it fits (or none), names, pictures, specs, description,
// and for a wheel its fitment: sizes and the car models it fits.
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
import { checkWheelFitment, wheelFitmentFields } from './wheel-fitment.ts';

export const productDocumentSchema = z
  .strictObject(
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
      ...wheelFitmentFields,
    },
    { error: 'unknown field' },
  )
  .superRefine(checkWheelFitment);
export type ProductDocument = z.output<typeof productDocumentSchema>;
