// /admin: the day at a glance: new enquiries waiting, today's visits and visitors.
import { PageHeader } from '../../admin/components/page-header.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { ErrorState } from '../../admin/components/state.tsx';
import { OverviewCards } from '../../admin/features/analytics/overview-cards.tsx';
import { adminCall } from '../../admin/lib/api-client.ts';
import { isoDate } from '../../admin/lib/format.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import type { AdminRole, AnalyticsReport, Enquiry, Paged } from '../../admin/lib/types.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';
import type { Route } from './+types/overview';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.overview.title);

/** The figures this role may read; a failed one is left out rather than failing the page. */
async function loadOverview(role: AdminRole, signal: AbortSignal) {
  const today = isoDate(new Date());
  const settle = <T,>(call: Promise<T>) => call.catch(() => null);
  const [newEnquiries, todayReport] = await Promise.all([
    canOpen(role, 'enquiries')
      ? settle(
          adminCall<Paged<Enquiry>>('/enquiries', {
            query: { status: 'new', pageNo: 1, pageSize: 1 },
            signal,
          }),
        )
      : null,
    settle(adminCall<AnalyticsReport>('/analytics', { query: { from: today, to: today }, signal })),
  ]);
  return { newEnquiries: newEnquiries?.total ?? null, today: todayReport?.totals ?? null };
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
        {(data) => <OverviewCards newEnquiries={data.newEnquiries} today={data.today} />}
      </QueryView>
    </>
  );
}
