// The signed-in user, found by the admin layout (GET /api/admin/auth/me) and handed to its pages.
import { createContext, useContext } from 'react';
import type { AdminUser } from '@refit/contract/admin';

export interface AdminSession {
  user: AdminUser;
  /** Asks the server again (after a change to one's own account). */
  reload: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession is only for pages inside the signed-in admin layout');
  return session;
}

export function useAdminUser(): AdminUser {
  return useAdminSession().user;
}
