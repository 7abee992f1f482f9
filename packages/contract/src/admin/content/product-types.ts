// A product type (a tile of a catalogue section: aerodynamic kits, wheels, peripherals).
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../../constants.ts';
import { boundedText, fileUrl, optionalName, requiredName } from './fields.ts';

export const productTypeDocumentSchema = z.strictObject(
  {
    category: z.enum(PRODUCT_CATEGORIES, { error: `must be one of ${PRODUCT_CATEGORIES.join(', ')}` }),
    slug: boundedText(60)
      .toLowerCase()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes'),
    typeName: requiredName,
    typeNameEn: optionalName,
    iconUrl: fileUrl,
  },
  { error: 'unknown field' },
);
export type ProductTypeDocument = z.output<typeof productTypeDocumentSchema>;
