// The sidebar's entries, in order, and the area each one opens (for the role check).
import type { AdminMessages } from '../../locales/en.ts';
import type { AdminArea } from '../../lib/roles.ts';

export interface NavItem {
  area: AdminArea;
  to: string;
  label: (t: AdminMessages) => string;
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { area: 'overview', to: '/admin', label: (t) => t.nav.overview, end: true },
  { area: 'enquiries', to: '/admin/enquiries', label: (t) => t.nav.enquiries },
  { area: 'analytics', to: '/admin/analytics', label: (t) => t.nav.analytics },
  { area: 'content', to: '/admin/content', label: (t) => t.nav.content },
  { area: 'media', to: '/admin/media', label: (t) => t.nav.media },
  { area: 'users', to: '/admin/users', label: (t) => t.nav.users },
  { area: 'audit', to: '/admin/audit', label: (t) => t.nav.audit },
  { area: 'backups', to: '/admin/backups', label: (t) => t.nav.backups },
  { area: 'account', to: '/admin/account', label: (t) => t.nav.account },
];
