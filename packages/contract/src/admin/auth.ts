// Signing in and one's own account: session, password, TOTP, the first owner's setup.
import { z } from 'zod';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';
import { emailSchema, givenPasswordSchema, newPasswordSchema, personNameSchema } from './fields.ts';
import { ADMIN_ROLES } from './roles.ts';

export const adminRoleSchema = z.enum(ADMIN_ROLES);

export const adminUserSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: adminRoleSchema,
  totpEnabled: z.boolean(),
  /** An owner while owners must use TOTP and this one has not set it up: only auth calls work. */
  mustSetUpTotp: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const userResult = z.object({ user: adminUserSchema });
const nothing = z.null();

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'is required').max(254),
  password: givenPasswordSchema,
  totp: totpCodeSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The `result` of a 401 sign-in when the password was right but a TOTP code is needed. */
export const totpRequiredSchema = z.object({ totpRequired: z.literal(true) });

export const passwordChangeBodySchema = z.object({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const setupBodySchema = z.object({
  token: z.string().min(1, 'is required').max(200),
  email: emailSchema,
  name: personNameSchema.default(''),
  password: newPasswordSchema,
});
export type SetupBody = z.infer<typeof setupBodySchema>;

export const totpBeginResultSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG document made on the server. */
  qrSvg: z.string(),
});
export type TotpBeginResult = z.infer<typeof totpBeginResultSchema>;

export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });
export const totpDisableBodySchema = z.object({ password: givenPasswordSchema });

export const authEndpoints = {
  login: adminEndpoint({
    ...ADMIN_ROUTES.login,
    summary:
      'Signs in; sets the session cookie. 401 one message for unknown e-mail or wrong password, or result.totpRequired; 429 when locked',
    access: 'public',
    body: loginBodySchema,
    result: userResult,
  }),
  logout: adminEndpoint({
    ...ADMIN_ROUTES.logout,
    summary: 'Signs out: the session is revoked and the cookie cleared',
    access: 'public',
    result: nothing,
  }),
  me: adminEndpoint({
    ...ADMIN_ROUTES.me,
    summary: 'The signed-in user',
    access: 'signed-in',
    result: userResult,
  }),
  password: adminEndpoint({
    ...ADMIN_ROUTES.password,
    summary: 'Changes one’s own password; every other session is revoked and a new cookie set',
    access: 'signed-in',
    body: passwordChangeBodySchema,
    result: nothing,
  }),
  setup: adminEndpoint({
    ...ADMIN_ROUTES.setup,
    summary: 'Creates the first owner with the one-time setup link’s token; signs in',
    access: 'public',
    body: setupBodySchema,
    result: userResult,
  }),
  totpBegin: adminEndpoint({
    ...ADMIN_ROUTES.totpBegin,
    summary: 'Starts setting up TOTP: a new secret, its otpauth URI and QR code (not active until confirmed)',
    access: 'signed-in',
    result: totpBeginResultSchema,
  }),
  totpConfirm: adminEndpoint({
    ...ADMIN_ROUTES.totpConfirm,
    summary: 'Turns TOTP on with a code from the secret begun',
    access: 'signed-in',
    body: totpConfirmBodySchema,
    result: userResult,
  }),
  totpDisable: adminEndpoint({
    ...ADMIN_ROUTES.totpDisable,
    summary: 'Turns TOTP off (password required); refused to owners while owners must use it',
    access: 'signed-in',
    body: totpDisableBodySchema,
    result: userResult,
  }),
} as const;
