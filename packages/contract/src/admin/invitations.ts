// Invitations (owners invite a colleague by e-mail and role; the colleague accepts with the link's
// one-time token, choosing name and password, and is signed in).
import { z } from 'zod';
import { UI_LANGUAGES } from '../constants.ts';
import { adminRoleSchema, adminUserSchema } from './auth.ts';
import { adminEndpoint } from './endpoint.ts';
import { emailSchema, idParamsSchema, newPasswordSchema, personNameSchema } from './fields.ts';
import { INVITATION_CLOSED_REASONS, INVITATION_EMAIL_OUTCOMES } from './invitation-rules.ts';
import { ADMIN_ROUTES } from './routes.ts';

export const invitationSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: adminRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Who invited, by name (or e-mail); null once that account is gone. */
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const createInvitationBodySchema = z.object({
  email: emailSchema,
  name: personNameSchema.default(''),
  role: adminRoleSchema,
  /** The inviting owner's admin language: the e-mail is written in it. */
  lang: z.enum(UI_LANGUAGES).default('zh'),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

export const createInvitationResultSchema = z.object({
  invitation: invitationSchema,
  /** The one-time link; shown once, never stored. */
  link: z.string(),
  email: z.enum(INVITATION_EMAIL_OUTCOMES),
});
export type CreateInvitationResult = z.infer<typeof createInvitationResultSchema>;

const tokenSchema = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters');

export const lookupInvitationBodySchema = z.object({ token: tokenSchema });

export const invitationLookupSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: adminRoleSchema,
  expiresAt: z.string(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

export const acceptInvitationBodySchema = z.object({
  token: tokenSchema,
  name: personNameSchema.pipe(z.string().min(1, 'is required')),
  password: newPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** The `result` of a 410: why the link no longer works. */
export const invitationClosedSchema = z.object({ reason: z.enum(INVITATION_CLOSED_REASONS) });

const closedNote =
  '404 for a token never issued; 410 with result.reason (expired, withdrawn, used, replaced) for one that no longer works';

export const invitationEndpoints = {
  listInvitations: adminEndpoint({
    ...ADMIN_ROUTES.listInvitations,
    summary: 'Open invitations, newest first',
    access: ['owner'],
    result: z.object({ records: z.array(invitationSchema) }),
  }),
  createInvitation: adminEndpoint({
    ...ADMIN_ROUTES.createInvitation,
    summary:
      'Invites a colleague: a one-time link good for a week, replacing any open invitation to the same address, e-mailed when SMTP is set up. 409 when the e-mail has an account',
    access: ['owner'],
    body: createInvitationBodySchema,
    result: createInvitationResultSchema,
  }),
  withdrawInvitation: adminEndpoint({
    ...ADMIN_ROUTES.withdrawInvitation,
    summary: 'Withdraws an open invitation: its link stops working. 404 when it is not open',
    access: ['owner'],
    params: idParamsSchema,
    result: z.null(),
  }),
  lookupInvitation: adminEndpoint({
    ...ADMIN_ROUTES.lookupInvitation,
    summary: `What an invitation's link is for (e-mail, name, role). ${closedNote}`,
    access: 'public',
    body: lookupInvitationBodySchema,
    result: invitationLookupSchema,
  }),
  acceptInvitation: adminEndpoint({
    ...ADMIN_ROUTES.acceptInvitation,
    summary: `Makes the invited account with the name and password chosen, and signs it in. ${closedNote}; 409 when the e-mail has an account by now`,
    access: 'public',
    body: acceptInvitationBodySchema,
    result: z.object({ user: adminUserSchema }),
  }),
} as const;
