// A news story: the brand it is about (or none), titles, tag, summary, cover, rich body, date.
import { z } from 'zod';
import { daySchema } from '../enquiries.ts';
import {
  contentId,
  fileUrl,
  optionalName,
  requiredName,
  richText,
  summaryText,
  searchAndSharingFields,
} from './fields.ts';
import { richDocSchema } from './rich-doc.ts';

export const newsDocumentSchema = z.strictObject(
  {
    brandId: contentId.nullable().default(null),
    title: requiredName,
    titleEn: optionalName,
    tag: optionalName,
    tagEn: optionalName,
    summary: summaryText,
    summaryEn: summaryText,
    coverImgUrl: fileUrl,
    content: richText,
    contentEn: richText,
    /** The editor's documents of the two bodies; the server renders the HTML from them. */
    contentDoc: richDocSchema,
    contentDocEn: richDocSchema,
    publishDate: daySchema,
    ...searchAndSharingFields,
  },
  { error: 'unknown field' },
);
export type NewsDocument = z.output<typeof newsDocumentSchema>;
