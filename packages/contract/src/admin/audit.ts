// The audit log (owners): append-only, read a page at a time with filters.
import { z } from 'zod';
import { adminEndpoint } from './endpoint.ts';
import { adminPagedSchema, adminPagingSchema, isoDateOrTimeSchema } from './fields.ts';

/** Actions the log records; later areas add theirs here. */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.locked',
  'auth.sign-out',
  'auth.password-change',
  'auth.setup',
  'auth.totp-enable',
  'auth.totp-disable',
  'user.create',
  'user.update',
  'user.password-reset',
  'settings.update',
  'enquiry.update',
  'enquiry.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = adminPagingSchema.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
    .transform(Number)
    .optional(),
  /** From this day or instant on (inclusive). */
  from: isoDateOrTimeSchema.optional(),
  /** Up to this day (inclusive, whole day) or instant. */
  to: isoDateOrTimeSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRecordSchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditEndpoints = {
  listAudit: adminEndpoint({
    method: 'GET',
    path: '/audit',
    summary: 'The audit log, newest first, a page at a time',
    access: ['owner'],
    query: auditQuerySchema,
    result: adminPagedSchema(auditRecordSchema),
  }),
} as const;
