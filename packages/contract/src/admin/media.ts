// The media library (owner and editor): upload (multipart, field `files`), list with filters, one
// file with the places that use it, alt texts and focal point, deletion (refused while used).
import { z } from 'zod';
import { IMAGE_FORMATS } from '../image-variants.ts';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';
import { adminPagedSchema, adminPagingSchema, idParamsSchema } from './fields.ts';
import { MEDIA_ALT_MAX, MEDIA_KINDS, MEDIA_MAX_FILES } from './media-kinds.ts';

export * from './media-kinds.ts';

export const mediaVariantSchema = z.object({
  format: z.enum(IMAGE_FORMATS),
  width: z.number().int().positive(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

export const mediaRecordSchema = z.object({
  id: z.number().int().positive(),
  /**
   * Where the file is served: `/media/<id>/<name>` for an upload (what content documents store,
   * and what "where used" looks for), `/api/static/<sitePath>` for one of the site's own files.
   */
  url: z.string(),
  /**
   * For one of the site's own content files (the demo's pictures, or any picture content named
   * before the library held it): its path under the static folder, as image fields store it
   * (`car/mclaren-1.jpg`); null for an upload.
   */
  sitePath: z.string().nullable(),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  /** The file name as uploaded (shown); the URL carries a cleaned version of it. */
  name: z.string(),
  bytes: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  altZh: z.string(),
  altEn: z.string(),
  /** The point to keep in view when the image is cropped, 0..1 from the left and the top. */
  focalX: z.number().min(0).max(1),
  focalY: z.number().min(0).max(1),
  variants: z.array(mediaVariantSchema),
  /**
   * Progress of the standard variants made in the background after the upload: `variantsReady`
   * of `variantsTotal` (0 of 0 for files without any: documents, videos, drawings).
   */
  variantsReady: z.number().int().nonnegative(),
  variantsTotal: z.number().int().nonnegative(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

export const mediaUsageSchema = z.object({
  /** The content type path (brands, cars, ..., settings). */
  type: z.string(),
  id: z.number().int(),
  title: z.string(),
  /** Only a draft of the item uses the file: the live item does not (yet, or any more). */
  draft: z.boolean(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaDetailSchema = mediaRecordSchema.extend({ usedBy: z.array(mediaUsageSchema) });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

export const mediaListQuerySchema = adminPagingSchema.extend({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  kind: z.enum(MEDIA_KINDS, { error: `must be one of ${MEDIA_KINDS.join(', ')}` }).optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

const altSchema = z.string().trim().max(MEDIA_ALT_MAX, `must be at most ${MEDIA_ALT_MAX} characters`);
const focalSchema = z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1');

export const mediaUpdateSchema = z
  .strictObject(
    {
      altZh: altSchema.optional(),
      altEn: altSchema.optional(),
      focalX: focalSchema.optional(),
      focalY: focalSchema.optional(),
    },
    { error: 'only altZh, altEn, focalX and focalY may be changed' },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'altZh, altEn, focalX or focalY is required',
  });
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

export const mediaUploadFailureSchema = z.object({
  name: z.string(),
  status: z.number().int(),
  message: z.string(),
  /** A file refused as already in the library (409): the library's copy, to use instead. */
  existing: mediaRecordSchema.optional(),
});
export type MediaUploadFailure = z.infer<typeof mediaUploadFailureSchema>;

/** What an upload does with a file whose bytes the library already holds. */
export const MEDIA_DUPLICATE_CHOICES = ['refuse', 'keep'] as const;

export const mediaUploadQuerySchema = z.strictObject(
  {
    duplicates: z
      .enum(MEDIA_DUPLICATE_CHOICES, { error: `must be one of ${MEDIA_DUPLICATE_CHOICES.join(', ')}` })
      .default('refuse'),
  },
  { error: 'only duplicates may be given' },
);
export type MediaUploadQuery = z.output<typeof mediaUploadQuerySchema>;

export const mediaUploadResultSchema = z.object({
  records: z.array(mediaRecordSchema),
  failed: z.array(mediaUploadFailureSchema),
});
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

export const mediaEndpoints = {
  uploadMedia: adminEndpoint({
    ...ADMIN_ROUTES.uploadMedia,
    summary: `Uploads one or several files (multipart field "files", at most ${MEDIA_MAX_FILES} per request). Types are decided by their bytes: JPEG, PNG, WebP, AVIF (EXIF removed), SVG (scripts removed), PDF, MP4. All or nothing: when any file is refused, or more files are sent than allowed (413), none of the request's files is kept. A file refused is listed in failed with its status (400 broken, 413 too large, 415 unsupported, 503 the media storage unavailable), and the answer carries the first one's status. A file whose bytes the library already holds (the same SHA-256 as sent or as stored, or sent twice in one request) is refused with 409 and the library's copy in failed[].existing, unless duplicates=keep`,
    access: ['owner', 'editor'],
    consumes: 'multipart/form-data',
    query: mediaUploadQuerySchema,
    result: mediaUploadResultSchema,
  }),
  listMedia: adminEndpoint({
    ...ADMIN_ROUTES.listMedia,
    summary: 'The media library, newest first, by kind and a search in names and alt texts',
    access: ['owner', 'editor'],
    query: mediaListQuerySchema,
    result: adminPagedSchema(mediaRecordSchema),
  }),
  getMedia: adminEndpoint({
    ...ADMIN_ROUTES.getMedia,
    summary: 'One file, with the content that uses it',
    access: ['owner', 'editor'],
    params: idParamsSchema,
    result: mediaDetailSchema,
  }),
  updateMedia: adminEndpoint({
    ...ADMIN_ROUTES.updateMedia,
    summary: 'Changes the alt texts or the focal point of a file',
    access: ['owner', 'editor'],
    params: idParamsSchema,
    body: mediaUpdateSchema,
    result: mediaRecordSchema,
  }),
  deleteMedia: adminEndpoint({
    ...ADMIN_ROUTES.deleteMedia,
    summary: 'Deletes a file; 409 with result.usedBy while content uses it',
    access: ['owner', 'editor'],
    params: idParamsSchema,
    result: z.null(),
  }),
} as const;
