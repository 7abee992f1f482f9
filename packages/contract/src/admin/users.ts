// The users page (owners): accounts, roles, disabling, password resets.
import { z } from 'zod';
import { adminRoleSchema, adminUserSchema } from './auth.ts';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';
import {
  emailSchema,
  givenPasswordSchema,
  idParamsSchema,
  newPasswordSchema,
  personNameSchema,
} from './fields.ts';

export const adminUserRecordSchema = adminUserSchema.extend({
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUserRecord = z.infer<typeof adminUserRecordSchema>;

export const createUserBodySchema = z.object({
  email: emailSchema,
  name: personNameSchema.default(''),
  role: adminRoleSchema,
  password: newPasswordSchema,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z
  .object({
    name: personNameSchema.optional(),
    role: adminRoleSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'name, role or disabled is required',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/**
 * Another account's new password, with the acting owner's own current password: a session left
 * open or stolen must not be enough to take over other accounts, owners' included.
 */
export const resetPasswordBodySchema = z.object({
  password: newPasswordSchema,
  currentPassword: givenPasswordSchema,
});

export const assignableUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
});
export type AssignableUser = z.infer<typeof assignableUserSchema>;

export const usersEndpoints = {
  listUsers: adminEndpoint({
    ...ADMIN_ROUTES.listUsers,
    summary: 'Every admin account',
    access: ['owner'],
    result: z.object({ records: z.array(adminUserRecordSchema) }),
  }),
  createUser: adminEndpoint({
    ...ADMIN_ROUTES.createUser,
    summary: 'Creates an account; 409 when the e-mail is taken',
    access: ['owner'],
    body: createUserBodySchema,
    result: z.object({ user: adminUserRecordSchema }),
  }),
  updateUser: adminEndpoint({
    ...ADMIN_ROUTES.updateUser,
    summary:
      'Renames, changes the role of, disables or enables an account; 409 for the last active owner. Disabling revokes its sessions',
    access: ['owner'],
    params: idParamsSchema,
    body: updateUserBodySchema,
    result: z.object({ user: adminUserRecordSchema }),
  }),
  resetPassword: adminEndpoint({
    ...ADMIN_ROUTES.resetPassword,
    summary:
      "Sets a new password for an account and revokes its sessions. currentPassword is the acting owner's own password; a wrong one is a 400 beside it and counts toward the owner's sign-in lockout (429 while locked)",
    access: ['owner'],
    params: idParamsSchema,
    body: resetPasswordBodySchema,
    result: z.null(),
  }),
  assignableUsers: adminEndpoint({
    ...ADMIN_ROUTES.assignableUsers,
    summary: 'Active owners and sales people, who enquiries may be assigned to',
    access: ['owner', 'sales'],
    result: z.object({ records: z.array(assignableUserSchema) }),
  }),
} as const;
