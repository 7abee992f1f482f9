// The actions the audit log records, without zod, so that the admin's browser code (its filter's
// choices) and the server share one list; later areas add theirs here.
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
  'content.save',
  'content.publish',
  'content.unpublish',
  'content.schedule',
  'content.delete',
  'content.reorder',
  'content.restore',
  'media.upload',
  'media.update',
  'media.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
