// /admin/analytics: visits, visitors and enquiries over a period chosen in the URL.
import { PageHeader } from '../../admin/components/page-header.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { AnalyticsReport } from '../../admin/features/analytics/analytics-report.tsx';
import { PeriodPicker } from '../../admin/features/analytics/period-picker.tsx';
import { readPeriod } from '../../admin/features/analytics/period.ts';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { callAdmin } from '../../admin/lib/api-client.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { useSearch } from '../../admin/lib/search-form.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';
import type { Route } from './+types/analytics';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.analytics.title);

export default function AnalyticsPage() {
  const t = useAdminText();
  const period = readPeriod(useSearch());
  const query = useAdminQuery(`${period.from}/${period.to}`, (signal) =>
    callAdmin('getAnalytics', { query: { from: period.from, to: period.to }, signal }),
  );
  return (
    <>
      <PageHeader title={t.analytics.title} subtitle={t.analytics.subtitle} />
      <PeriodPicker period={period} />
      {period.valid ? null : (
        <p role="alert" style={{ color: 'var(--admin-danger)', marginTop: 0 }}>
          {t.analytics.badRange}
        </p>
      )}
      <QueryView
        query={query}
        loadingLabel={t.common.loading}
        renderError={(error) => <AdminPageError error={error} area="analytics" onRetry={query.reload} />}
      >
        {(report) => <AnalyticsReport report={report} />}
      </QueryView>
    </>
  );
}
