// The signed-in user, as the admin layout's loader found it (GET /api/admin/auth/me).
import { useRouteLoaderData } from 'react-router';
import type { AdminUser } from './types.ts';

export const ADMIN_APP_ROUTE_ID = 'admin-app';

export function useAdminUser(): AdminUser {
  const data = useRouteLoaderData<{ user: AdminUser }>(ADMIN_APP_ROUTE_ID);
  if (!data) throw new Error('useAdminUser is only for pages inside the signed-in admin layout');
  return data.user;
}
