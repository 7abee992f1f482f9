// The audit log (owners): append-only, read a page at a time with filters.
import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-actions.ts';
import { auditChangeSchema } from './audit-change.ts';
import { CONTENT_TYPES } from './content/index.ts';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';
import { adminPagedSchema, adminPagingSchema, idText, isoDateOrTimeSchema } from './fields.ts';

export { AUDIT_ACTIONS };
export * from './audit-change.ts';
export type { AuditAction } from './audit-actions.ts';

export const auditQuerySchema = adminPagingSchema.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: idText.optional(),
  /** From this day or instant on (inclusive). */
  from: isoDateOrTimeSchema.optional(),
  /** Up to this day (inclusive, whole day) or instant. */
  to: isoDateOrTimeSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * What an entry is about, so the screen can name it in words: a content item (type, id and its
 * titles), a user, an enquiry, a media file, the enquiries (an export), the security settings, a
 * sign-in name (a failed sign-in), a backup (its archive's name, when it has one), or nothing in
 * particular.
 */
export const AUDIT_SUBJECT_KINDS = [
  'content',
  'user',
  'enquiry',
  'enquiries',
  'media',
  'security',
  'account',
  'backup',
  'none',
] as const;
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number];

export const auditSubjectSchema = z.object({
  kind: z.enum(AUDIT_SUBJECT_KINDS),
  contentType: z.enum(CONTENT_TYPES).nullable(),
  id: z.number().int().nullable(),
  /** Its name (the Chinese one for content), or null when it is not known. */
  title: z.string().nullable(),
  /** Content only: its English name. */
  titleEn: z.string().nullable(),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

export const auditRecordSchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's name as it is now (their e-mail when they have none), null for the system. */
  actorName: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  subject: auditSubjectSchema,
  /** Before and after of the fields the entry changed, where it recorded them. */
  changes: z.array(auditChangeSchema),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditEndpoints = {
  listAudit: adminEndpoint({
    ...ADMIN_ROUTES.listAudit,
    summary: 'The audit log, newest first, a page at a time',
    access: ['owner'],
    query: auditQuerySchema,
    result: adminPagedSchema(auditRecordSchema),
  }),
} as const;
