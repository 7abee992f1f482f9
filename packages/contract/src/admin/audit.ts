// The audit log (owners): append-only, read a page at a time with filters.
import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-actions.ts';
import { adminEndpoint } from './endpoint.ts';
import { adminPagedSchema, adminPagingSchema, idText, isoDateOrTimeSchema } from './fields.ts';

export { AUDIT_ACTIONS };
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
