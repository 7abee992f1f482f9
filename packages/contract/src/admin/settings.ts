// Admin settings (owners): for now, whether every owner must use TOTP.
import { z } from 'zod';
import { adminEndpoint } from './endpoint.ts';

export const securitySettingsSchema = z.object({ requireTotpForOwners: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const securitySettingsPatchSchema = securitySettingsSchema.partial();

export const settingsEndpoints = {
  getSecuritySettings: adminEndpoint({
    method: 'GET',
    path: '/settings/security',
    summary: 'Security settings',
    access: ['owner'],
    result: securitySettingsSchema,
  }),
  updateSecuritySettings: adminEndpoint({
    method: 'PATCH',
    path: '/settings/security',
    summary: 'Changes security settings',
    access: ['owner'],
    body: securitySettingsPatchSchema,
    result: securitySettingsSchema,
  }),
} as const;
