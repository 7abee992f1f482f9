// A partner shown on the site: names, logo and link.
import { z } from 'zod';
import { fileUrl, httpUrl, optionalName, requiredName } from './fields.ts';

export const partnerDocumentSchema = z.strictObject(
  {
    partnersName: requiredName,
    partnersNameEn: optionalName,
    partnersIconUrl: fileUrl,
    partnersLink: httpUrl,
  },
  { error: 'unknown field' },
);
export type PartnerDocument = z.output<typeof partnerDocumentSchema>;
