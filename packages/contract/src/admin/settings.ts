// Admin settings (owners): for now, whether every owner must use TOTP.
import { z } from 'zod';
import { adminEndpoint } from './endpoint.ts';
import { ADMIN_ROUTES } from './routes.ts';

export const securitySettingsSchema = z.object({ requireTotpForOwners: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const securitySettingsPatchSchema = securitySettingsSchema.partial();

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
} as const;
