// Admin settings (owners): whether every owner must use TOTP, and which contact details the
// booking form requires (decision 0054).
import { z } from 'zod';
import { CONTACT_RULES } from '../rules/contact.ts';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';

export const securitySettingsSchema = z.object({ requireTotpForOwners: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const securitySettingsPatchSchema = securitySettingsSchema.partial();

/**
 * The booking form's settings. `contactRule`, `spec`: the e-mail is required (SPEC section 5);
 * `any-one`: one of phone, WeChat ID, e-mail (decision 0054). `workshopBooking`: the form also asks
 * for a day, a slot, a workshop and the car's VIN (decision 0065); off until an owner turns it on.
 */
export const contactSettingsSchema = z.object({
  contactRule: z.enum(CONTACT_RULES, { error: `must be one of ${CONTACT_RULES.join(', ')}` }),
  workshopBooking: z.boolean({ error: 'must be true or false' }),
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

export const settingsEndpoints = {
  getSecuritySettings: adminEndpoint({
    ...ADMIN_ROUTES.getSecuritySettings,
    summary: 'Security settings',
    access: ['owner'],
    result: securitySettingsSchema,
  }),
  updateSecuritySettings: adminEndpoint({
    ...ADMIN_ROUTES.updateSecuritySettings,
    summary: 'Changes security settings',
    access: ['owner'],
    body: securitySettingsPatchSchema,
    result: securitySettingsSchema,
  }),
  getContactSettings: adminEndpoint({
    ...ADMIN_ROUTES.getContactSettings,
    summary: 'Which contact details the booking form requires',
    access: ['owner'],
    result: contactSettingsSchema,
  }),
  updateContactSettings: adminEndpoint({
    ...ADMIN_ROUTES.updateContactSettings,
    summary:
      'Changes which contact details the booking form requires, or whether it books a workshop visit; the public pages follow within a second; recorded in the audit log',
    access: ['owner'],
    // Either setting alone, or both.
    body: z
      .strictObject(contactSettingsSchema.partial().shape, { error: 'unknown field' })
      .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' }),
    result: contactSettingsSchema,
  }),
} as const;
