// /admin/enquiries: the inbox. Filters, sort and page live in the URL; the server pages.
import { useNavigation } from 'react-router';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { Pagination } from '../../admin/components/pagination.tsx';
import { EmptyState } from '../../admin/components/state.tsx';
import { EnquiryFilters } from '../../admin/features/enquiries/enquiry-filters.tsx';
import {
  filterQuery,
  hasFilters,
  listQuery,
  readFilters,
} from '../../admin/features/enquiries/enquiry-query.ts';
import { EnquiryTable } from '../../admin/features/enquiries/enquiry-table.tsx';
import tableStyles from '../../admin/features/enquiries/enquiry-table.module.css';
import { ExportButton } from '../../admin/features/enquiries/export-button.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { adminCall } from '../../admin/lib/api-client.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { Enquiry, Paged } from '../../admin/lib/types.ts';
import type { Route } from './+types/enquiries';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.enquiries.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const page = await adminCall<Paged<Enquiry>>('/enquiries', {
    query: listQuery(filters),
    signal: request.signal,
  });
  return { filters, page };
}
clientLoader.hydrate = true as const;

export default function EnquiriesPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminText();
  const navigation = useNavigation();
  const { filters, page } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/enquiries';
  return (
    <>
      <PageHeader
        title={t.enquiries.title}
        subtitle={t.enquiries.subtitle}
        actions={<ExportButton query={filterQuery(filters)} />}
      />
      <EnquiryFilters filters={filters} />
      <div className={loading ? tableStyles.busy : undefined} aria-busy={loading}>
        {page.records.length === 0 ? (
          <EmptyState message={hasFilters(filters) ? t.enquiries.empty : t.enquiries.emptyAll} />
        ) : (
          <EnquiryTable records={page.records} filters={filters} />
        )}
      </div>
      <Pagination
        current={page.current}
        pages={page.pages}
        total={page.total}
        label={t.enquiries.title}
        previousLabel={t.common.previous}
        nextLabel={t.common.next}
        pageOf={t.common.pageOf}
        totalText={t.common.totalRecords}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageError error={error} area="enquiries" />;
}
