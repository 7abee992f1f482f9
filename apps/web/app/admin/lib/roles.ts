// Which admin pages each role may open. The server checks every call anyway; this only shapes
// the navigation and shows a clear page instead of an error.
import type { AdminRole } from '@refit/contract/admin/roles';

export type AdminArea =
  'overview' | 'enquiries' | 'analytics' | 'content' | 'media' | 'users' | 'audit' | 'backups' | 'account';

const AREAS: Readonly<Record<AdminRole, readonly AdminArea[]>> = {
  owner: ['overview', 'enquiries', 'analytics', 'content', 'media', 'users', 'audit', 'backups', 'account'],
  sales: ['overview', 'enquiries', 'analytics', 'account'],
  editor: ['overview', 'analytics', 'content', 'media', 'account'],
};

export function canOpen(role: AdminRole, area: AdminArea): boolean {
  return AREAS[role].includes(area);
}
