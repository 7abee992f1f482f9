// Where each checklist item is put right: a screen of the admin, or the server's configuration
// (the variables to set) for what only the person running the server can change.
import type { GoLiveItem, GoLiveItemId } from '@refit/contract/admin';
import type { DashboardMessages } from '../../locales/dashboard-en.ts';

type FixLink = { to: string; label: keyof DashboardMessages['goLive']['fix'] };

export type GoLiveFix =
  | ({ kind: 'link' } & FixLink)
  | { kind: 'configuration'; variables: readonly string[]; link?: FixLink }
  | { kind: 'none' };

/** The settings screen (the list's address for the settings leads to their one item). */
const SETTINGS = '/admin/content/settings';

const CONFIGURATION: Partial<Record<GoLiveItemId, readonly string[]>> = {
  siteOrigin: ['SITE_ORIGIN'],
  enquiryNotices: ['NOTIFY_EMAIL_TO', 'NOTIFY_WEBHOOK_URL'],
  backups: ['BACKUP_SCHEDULE'],
};

/** A screen that shows what the configuration does (the backups panel: the schedule, the last backup). */
const CONFIGURATION_LINK: Partial<Record<GoLiveItemId, FixLink>> = {
  backups: { to: '/admin/backups', label: 'backups' },
};

/** A content item's list: the first type still pending, else the content screen. */
const contentOf = (item: GoLiveItem): string =>
  item.pending[0] ? `/admin/content/${item.pending[0].name}` : '/admin/content';

export function goLiveFix(item: GoLiveItem): GoLiveFix {
  if (item.state !== 'todo') return { kind: 'none' };
  const variables = CONFIGURATION[item.id];
  const link = CONFIGURATION_LINK[item.id];
  if (variables) return { kind: 'configuration', variables, ...(link ? { link } : {}) };
  switch (item.id) {
    case 'filingNumbers':
    case 'contactDetails':
    case 'baiduPush':
      return { kind: 'link', to: SETTINGS, label: 'settings' };
    case 'demoContent':
    case 'translations':
      return { kind: 'link', to: contentOf(item), label: 'content' };
    case 'ownerTwoStep':
      return { kind: 'link', to: '/admin/account', label: 'account' };
    default:
      return { kind: 'none' };
  }
}
