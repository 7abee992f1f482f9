// The enquiries inbox of the admin (owner and sales): list with filters, paging and sorting on the
// server, one record, its sales state, and the CSV export of the filtered set.
import { z } from 'zod';
import { CONTENT_LANGUAGES, FIELD_LIMITS, UI_LANGUAGES } from '../constants.ts';
import { ENQUIRY_SOURCE_KINDS } from '../content-types/index.ts';
import { BOOKING_SLOTS } from '../rules/workshop-booking.ts';
import { auditChangeSchema } from './audit-change.ts';
import { adminEndpoint } from './endpoint.ts';
import { ENQUIRY_NOTES_MAX, ENQUIRY_STATUSES } from './enquiry-words.ts';
import { ADMIN_ROUTES } from './routes.ts';
import { adminPagedSchema, adminPagingSchema, idParamsSchema } from './fields.ts';

export { ENQUIRY_NOTES_MAX, ENQUIRY_STATUSES, type EnquiryStatus } from './enquiry-words.ts';

/** What kind of page an enquiry was sent from (derived from the content types). */
export { ENQUIRY_SOURCE_KINDS, type EnquirySourceKind } from '../content-types/index.ts';

export const ENQUIRY_SORTS = ['receivedAt', 'name', 'status'] as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, YYYY-MM-DD, that exists. */
export const daySchema = z
  .string()
  .regex(DAY_PATTERN, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real date');

const positiveInt = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number')
  .transform(Number);

const enquiryFilterFields = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: `must be one of ${ENQUIRY_STATUSES.join(', ')}` }).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  assigneeId: positiveInt.optional(),
  sort: z.enum(ENQUIRY_SORTS, { error: `must be one of ${ENQUIRY_SORTS.join(', ')}` }).default('receivedAt'),
  order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc'),
});

const periodInOrder = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const periodProblem = { path: ['to'], message: 'must not be before from' };

/** Filters shared by the list and the CSV export. */
export const enquiryFilterSchema = enquiryFilterFields.refine(periodInOrder, periodProblem);
export type EnquiryFilter = z.output<typeof enquiryFilterSchema>;

/**
 * The export's query: the filters, and the language its header and words are in (the admin's
 * own; Chinese unless told).
 */
export const enquiryExportQuerySchema = enquiryFilterFields
  .extend({
    lang: z.enum(UI_LANGUAGES, { error: `must be one of ${UI_LANGUAGES.join(', ')}` }).default('zh'),
  })
  .refine(periodInOrder, periodProblem);
export type EnquiryExportQuery = z.output<typeof enquiryExportQuerySchema>;

export const enquiryListQuerySchema = enquiryFilterFields
  .extend(adminPagingSchema.shape)
  .refine(periodInOrder, periodProblem);
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

export const enquiryUpdateSchema = z
  .strictObject(
    {
      status: z.enum(ENQUIRY_STATUSES, { error: `must be one of ${ENQUIRY_STATUSES.join(', ')}` }).optional(),
      assigneeId: z.number().int().positive('must be a user id').nullable().optional(),
      notes: z.string().max(ENQUIRY_NOTES_MAX, `must be at most ${ENQUIRY_NOTES_MAX} characters`).optional(),
    },
    { error: 'unknown field' },
  )
  .refine((update) => Object.keys(update).length > 0, { message: 'nothing to change' });
export type EnquiryUpdate = z.output<typeof enquiryUpdateSchema>;

export const enquirySourceSchema = z.object({
  kind: z.enum(ENQUIRY_SOURCE_KINDS),
  id: z.number().int().nullable(),
  path: z.string(),
  title: z.string(),
});

export const enquiryRecordSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  name: z.string().max(FIELD_LIMITS.name),
  phone: z.string(),
  /** Empty when the visitor gave none (decision 0054). */
  wechat: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  source: enquirySourceSchema,
  /**
   * The visit the visitor asked for (decision 0065), each part empty or null when not given: the
   * day (YYYY-MM-DD, a day in SITE_TIME_ZONE), the slot, the workshop (its name as the visitor saw
   * it, kept should the location change) and the car's VIN in capitals.
   */
  booking: z.object({
    date: z.string(),
    slot: z.enum(BOOKING_SLOTS).nullable(),
    workshopId: z.number().int().nullable(),
    workshopName: z.string(),
    vin: z.string(),
  }),
  status: z.enum(ENQUIRY_STATUSES),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  notes: z.string(),
  updatedAt: z.string(),
});
export type EnquirySource = z.infer<typeof enquirySourceSchema>;
export type EnquiryRecord = z.infer<typeof enquiryRecordSchema>;

export const enquiryPageSchema = adminPagedSchema(enquiryRecordSchema);

/**
 * One change to an enquiry's handling, read from its audit entry (the one record of who changed
 * what): when, in the site's time zone as the export writes it, who, and each field from → to.
 */
export const enquiryHistoryEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  /** `2026-11-28 18:05 (UTC+08:00)` in SITE_TIME_ZONE. */
  siteTime: z.string(),
  /** The actor's name as it is now (their e-mail when they have none). */
  actorName: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type EnquiryHistoryEntry = z.infer<typeof enquiryHistoryEntrySchema>;
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

const INBOX: ['owner', 'sales'] = ['owner', 'sales'];

export const enquiryEndpoints = {
  listEnquiries: adminEndpoint({
    ...ADMIN_ROUTES.listEnquiries,
    summary:
      'Enquiries a page at a time, filtered by status, received day (China time), text (name, phone, WeChat ID, e-mail, message) and assignee, sorted',
    access: INBOX,
    query: enquiryListQuerySchema,
    result: enquiryPageSchema,
  }),
  exportEnquiries: adminEndpoint({
    ...ADMIN_ROUTES.exportEnquiries,
    summary:
      'The filtered enquiries as CSV (UTF-8 with BOM, RFC 4180, formulas neutralised) in the language asked for, times in the site time zone with their offset; recorded in the audit log',
    access: INBOX,
    query: enquiryExportQuerySchema,
    result: z.null(),
    produces: 'text/csv',
  }),
  getEnquiry: adminEndpoint({
    ...ADMIN_ROUTES.getEnquiry,
    summary: 'One enquiry',
    access: INBOX,
    params: idParamsSchema,
    result: enquiryRecordSchema,
  }),
  updateEnquiry: adminEndpoint({
    ...ADMIN_ROUTES.updateEnquiry,
    summary:
      'Changes the status, assignee (an active owner or sales account, or null) or notes of an enquiry; recorded in the audit log',
    access: INBOX,
    params: idParamsSchema,
    body: enquiryUpdateSchema,
    result: enquiryRecordSchema,
  }),
  getEnquiryHistory: adminEndpoint({
    ...ADMIN_ROUTES.getEnquiryHistory,
    summary:
      'Every change of status, assignee and notes of an enquiry, oldest first, with who made it and when (from the audit log)',
    access: INBOX,
    params: idParamsSchema,
    result: z.object({ records: z.array(enquiryHistoryEntrySchema) }),
  }),
} as const;
