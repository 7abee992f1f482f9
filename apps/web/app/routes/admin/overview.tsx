// /admin: the team's start page. Every role sees what it works on (new enquiries for owners and
// sales, drafts and scheduled items for owners and editors, this week's visits, recent activity
// about its own work); owners also see the go-live checklist and the background jobs.
import { useCallback } from 'react';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { ErrorState } from '../../admin/components/state.tsx';
import { auditSentence } from '../../admin/features/audit/audit-sentence.ts';
import { DashboardView } from '../../admin/features/dashboard/dashboard-view.tsx';
import { GoLiveSection } from '../../admin/features/dashboard/go-live-section.tsx';
import { JobsTable } from '../../admin/features/jobs/jobs-table.tsx';
import styles from '../../admin/features/jobs/jobs.module.css';
import { callAdmin } from '../../admin/lib/api-client.ts';
import { useAdminLanguage, useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';
import type { Route } from './+types/overview';
import type { AuditRecord } from '@refit/contract/admin';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.overview.title);

/** The background jobs (owners), with their own loading and failure. */
function JobsSection() {
  const t = useAdminText();
  const jobs = useAdminQuery('jobs', (signal) => callAdmin('listJobs', { signal }));
  return (
    <QueryView
      query={jobs}
      loadingLabel={t.common.loading}
      renderError={() => (
        <ErrorState message={t.errors.generic} retryLabel={t.common.retry} onRetry={jobs.reload} />
      )}
    >
      {({ records }) => (
        // Not a landmark of its own: the table's scrolling region already bears the name.
        <div className={styles.jobs}>
          <h2 className={styles.jobsTitle}>{t.jobs.title}</h2>
          <JobsTable records={records} />
        </div>
      )}
    </QueryView>
  );
}

export default function OverviewPage() {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const user = useAdminUser();
  const owner = user.role === 'owner';
  const dashboard = useAdminQuery(`dashboard:${user.role}`, async (signal) => ({
    data: await callAdmin('getDashboard', { signal }),
    now: Date.now(),
  }));
  const describe = useCallback((record: AuditRecord) => auditSentence(record, t, lang), [t, lang]);
  return (
    <>
      <PageHeader title={t.overview.title} subtitle={t.overview.greeting(user.name || user.email)} />
      <QueryView
        query={dashboard}
        loadingLabel={t.common.loading}
        renderError={() => (
          <ErrorState
            message={t.dashboard.loadFailed}
            retryLabel={t.common.retry}
            onRetry={dashboard.reload}
          />
        )}
      >
        {({ data, now }) => (
          <DashboardView data={data} describe={describe} now={now}>
            {owner ? <GoLiveSection /> : null}
          </DashboardView>
        )}
      </QueryView>
      {owner ? <JobsSection /> : null}
    </>
  );
}
