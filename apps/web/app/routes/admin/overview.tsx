// /admin: the day at a glance: new enquiries waiting, today's visits and visitors.
import { PageHeader } from '../../admin/components/page-header.tsx';
import { OverviewCards } from '../../admin/features/analytics/overview-cards.tsx';
import { adminCall } from '../../admin/lib/api-client.ts';
import { isoDate } from '../../admin/lib/format.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import type { AnalyticsReport, Enquiry, Paged } from '../../admin/lib/types.ts';
import type { Route } from './+types/overview';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.overview.title);

/** A figure the role may not read (403) or that failed to load stays null and is left out. */
async function settle<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch {
    return null;
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const today = isoDate(new Date());
  const [newEnquiries, todayReport] = await Promise.all([
    settle(
      adminCall<Paged<Enquiry>>('/enquiries', {
        query: { status: 'new', pageNo: 1, pageSize: 1 },
        signal: request.signal,
      }),
    ),
    settle(
      adminCall<AnalyticsReport>('/analytics', { query: { from: today, to: today }, signal: request.signal }),
    ),
  ]);
  return { newEnquiries: newEnquiries?.total ?? null, today: todayReport?.totals ?? null };
}
clientLoader.hydrate = true as const;

export default function OverviewPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminText();
  const user = useAdminUser();
  return (
    <>
      <PageHeader title={t.overview.title} subtitle={t.overview.greeting(user.name || user.email)} />
      <OverviewCards newEnquiries={loaderData.newEnquiries} today={loaderData.today} />
    </>
  );
}
