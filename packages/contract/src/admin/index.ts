// The admin's contract (`@refit/contract/admin`), an entry of its own so public pages never
// pull it in. Each area exports its schemas and its endpoints; `adminEndpoints` lists them all,
// and the server and the OpenAPI document are built from that list: a new area adds its
// endpoints object here.
import { analyticsEndpoints } from './analytics.ts';
import { auditEndpoints } from './audit.ts';
import { backupEndpoints } from './backups.ts';
import { baiduPushEndpoints } from './baidu-push.ts';
import { authEndpoints } from './auth.ts';
import { contentEndpoints } from './content/index.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { enquiryEndpoints } from './enquiries.ts';
import { invitationEndpoints } from './invitations.ts';
import { jobsEndpoints } from './jobs.ts';
import { linkEndpoints } from './links.ts';
import { mediaEndpoints } from './media.ts';
import type { ADMIN_ROUTES } from './routes.ts';
import type { AdminRouteName } from './routes.ts';
import { settingsEndpoints } from './settings.ts';
import { usersEndpoints } from './users.ts';

export * from './analytics.ts';
export * from './audit.ts';
export * from './backups.ts';
export * from './baidu-push.ts';
export * from './auth.ts';
export * from './content/index.ts';
export * from './dashboard.ts';
export * from './endpoint.ts';
export * from './enquiries.ts';
export * from './enquiry-words.ts';
export * from './fields.ts';
export * from './invitation-rules.ts';
export * from './invitations.ts';
export * from './jobs.ts';
export * from './links.ts';
export * from './media.ts';
export * from './roles.ts';
export * from './routes.ts';
export * from './settings.ts';
export * from './users.ts';

export const adminEndpoints = {
  ...authEndpoints,
  ...usersEndpoints,
  ...invitationEndpoints,
  ...settingsEndpoints,
  ...auditEndpoints,
  ...enquiryEndpoints,
  ...analyticsEndpoints,
  ...contentEndpoints,
  ...linkEndpoints,
  ...mediaEndpoints,
  ...baiduPushEndpoints,
  ...backupEndpoints,
  ...jobsEndpoints,
  ...dashboardEndpoints,
} as const satisfies {
  [N in AdminRouteName]: (typeof ADMIN_ROUTES)[N];
};
export type AdminEndpointName = keyof typeof adminEndpoints;

type Holds<T extends true> = T;
/** Every endpoint has a route under its own name (the `satisfies` above checks the other way). */
export type EveryEndpointHasItsRoute = Holds<AdminEndpointName extends AdminRouteName ? true : false>;
