// A partner shown on the site: names, logo and link.
import { z } from 'zod';
import { CONTENT_LIMITS, fileUrl, optionalName, requiredName, type TranslatedPairs } from './fields.ts';

export const partnerDocumentSchema = z.strictObject(
  {
    partnersName: requiredName,
    partnersNameEn: optionalName,
    partnersIconUrl: fileUrl,
    partnersLink: z
      .string({ error: 'must be text' })
      .trim()
      .max(CONTENT_LIMITS.url, `must be at most ${CONTENT_LIMITS.url} characters`)
      .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'must be an http(s) address')
      .default(''),
  },
  { error: 'unknown field' },
);
export type PartnerDocument = z.output<typeof partnerDocumentSchema>;

export const partnerTranslatedFields = [
  ['partnersName', 'partnersNameEn'],
] as const satisfies TranslatedPairs;
