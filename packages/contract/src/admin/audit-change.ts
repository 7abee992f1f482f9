// One field's change as the audit log tells it, in a module of its own: the enquiries' history
// shows changes too, and the audit log's module reaches the content types, which use the
// enquiries' day schema.
import { z } from 'zod';

/** A value as the log shows it: short text, a number, yes or no, or nothing. */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/**
 * One field's change: its path (`partnersName`, `copyright.en`, `status`) with the value before and
 * after; a value left out was not recorded (a list, a secret, or only the new value was kept).
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: auditValueSchema.optional(),
  after: auditValueSchema.optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;
