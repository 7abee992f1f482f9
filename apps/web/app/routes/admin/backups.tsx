// /admin/backups (owners): the state of the site's backups (the last one, a backup under way, the
// schedule), "Back up now", and the archives in the answering server's folder with their downloads.
import { PageHeader } from '../../admin/components/page-header.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { ArchiveList } from '../../admin/features/backups/archive-list.tsx';
import { BackUpNowButton } from '../../admin/features/backups/back-up-now-button.tsx';
import { BackupRequestBand } from '../../admin/features/backups/backup-request-band.tsx';
import styles from '../../admin/features/backups/backups.module.css';
import { LastBackupPanel } from '../../admin/features/backups/last-backup-panel.tsx';
import { SchedulePanel } from '../../admin/features/backups/schedule-panel.tsx';
import { useBackupEnd } from '../../admin/features/backups/use-backup-end.ts';
import { NoPermission } from '../../admin/features/shell/no-permission.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { callAdmin } from '../../admin/lib/api-client.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';
import { useRefreshWhile } from '../../admin/lib/use-refresh-while.ts';
import type { Route } from './+types/backups';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.backups.title);

export default function BackupsPage() {
  const user = useAdminUser();
  // The server answers 403 as well; this spares the calls and says so at once.
  return canOpen(user.role, 'backups') ? <BackupsPanel /> : <NoPermission />;
}

function BackupsPanel() {
  const t = useAdminText();
  const state = useAdminQuery('backup-state', (signal) => callAdmin('getBackupState', { signal }));
  const archives = useAdminQuery('backup-archives', (signal) => callAdmin('listBackupArchives', { signal }));
  const asked = state.data !== undefined && state.data.request !== null;
  // Followed while one is asked for or under way; its end brings the new archive into the list.
  useRefreshWhile(asked, state.reload, state.data);
  useBackupEnd(state.data, archives.reload);
  return (
    <>
      <PageHeader
        title={t.backups.title}
        subtitle={t.backups.subtitle}
        actions={state.data ? <BackUpNowButton underWay={asked} onAsked={state.reload} /> : undefined}
      />
      <div className={styles.page}>
        <QueryView
          query={state}
          loadingLabel={t.common.loading}
          renderError={(error) => <AdminPageError error={error} area="backups" onRetry={state.reload} />}
        >
          {(data) => (
            <div className={styles.state}>
              <BackupRequestBand state={data} />
              <div className={styles.panels}>
                <LastBackupPanel last={data.last} />
                <SchedulePanel schedule={data.schedule} />
              </div>
            </div>
          )}
        </QueryView>
        <QueryView
          query={archives}
          loadingLabel={t.common.loading}
          renderError={(error) => <AdminPageError error={error} area="backups" onRetry={archives.reload} />}
        >
          {(data) => <ArchiveList archives={data} />}
        </QueryView>
      </div>
    </>
  );
}
