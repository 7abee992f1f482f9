// /admin/analytics: visits, visitors and enquiries over a period chosen in the URL.
import { useNavigation } from 'react-router';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { AnalyticsReport } from '../../admin/features/analytics/analytics-report.tsx';
import { PeriodPicker } from '../../admin/features/analytics/period-picker.tsx';
import { readPeriod } from '../../admin/features/analytics/period.ts';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { adminCall } from '../../admin/lib/api-client.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { AnalyticsReport as Report } from '../../admin/lib/types.ts';
import type { Route } from './+types/analytics';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.analytics.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const period = readPeriod(new URL(request.url).searchParams);
  const report = await adminCall<Report>('/analytics', {
    query: { from: period.from, to: period.to },
    signal: request.signal,
  });
  return { period, report };
}
clientLoader.hydrate = true as const;

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminText();
  const navigation = useNavigation();
  const { period, report } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/analytics';
  return (
    <>
      <PageHeader title={t.analytics.title} subtitle={t.analytics.subtitle} />
      <PeriodPicker period={period} />
      {period.valid ? null : (
        <p role="alert" style={{ color: 'var(--admin-danger)', marginTop: 0 }}>
          {t.analytics.badRange}
        </p>
      )}
      <div aria-busy={loading} style={{ opacity: loading ? 0.55 : 1 }}>
        <AnalyticsReport report={report} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageError error={error} area="analytics" />;
}
