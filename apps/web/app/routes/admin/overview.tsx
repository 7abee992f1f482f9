// /admin: the day at a glance: new enquiries waiting, today's visits and visitors; for owners,
// how the background jobs are doing.
import { PageHeader } from '../../admin/components/page-header.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { ErrorState } from '../../admin/components/state.tsx';
import { OverviewCards } from '../../admin/features/analytics/overview-cards.tsx';
import { JobsTable } from '../../admin/features/jobs/jobs-table.tsx';
import styles from '../../admin/features/jobs/jobs.module.css';
import { callAdmin } from '../../admin/lib/api-client.ts';
import { isoDate } from '../../admin/lib/format.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';
import type { Route } from './+types/overview';
import type { AdminRole } from '@refit/contract/admin/roles';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.overview.title);

/** The figures this role may read; a failed one is left out rather than failing the page. */
async function loadOverview(role: AdminRole, signal: AbortSignal) {
  const today = isoDate(new Date());
  const settle = <T,>(call: Promise<T>) => call.catch(() => null);
  const [newEnquiries, todayReport, jobs] = await Promise.all([
    canOpen(role, 'enquiries')
      ? settle(
          callAdmin('listEnquiries', {
            query: { status: 'new', pageNo: 1, pageSize: 1 },
            signal,
          }),
        )
      : null,
    settle(callAdmin('getAnalytics', { query: { from: today, to: today }, signal })),
    role === 'owner' ? settle(callAdmin('listJobs', { signal })) : null,
  ]);
  return {
    newEnquiries: newEnquiries?.total ?? null,
    today: todayReport?.totals ?? null,
    jobs: jobs?.records ?? null,
  };
}

export default function OverviewPage() {
  const t = useAdminText();
  const user = useAdminUser();
  const query = useAdminQuery(`overview:${user.role}`, (signal) => loadOverview(user.role, signal));
  return (
    <>
      <PageHeader title={t.overview.title} subtitle={t.overview.greeting(user.name || user.email)} />
      <QueryView
        query={query}
        loadingLabel={t.common.loading}
        renderError={() => <ErrorState message={t.errors.generic} />}
      >
        {(data) => (
          <>
            <OverviewCards newEnquiries={data.newEnquiries} today={data.today} />
            {data.jobs ? (
              // Not a landmark of its own: the table's scrolling region already bears the name.
              <div className={styles.jobs}>
                <h2 className={styles.jobsTitle}>{t.jobs.title}</h2>
                <JobsTable records={data.jobs} />
              </div>
            ) : null}
          </>
        )}
      </QueryView>
    </>
  );
}
