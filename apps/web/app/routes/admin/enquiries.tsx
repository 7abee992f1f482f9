// /admin/enquiries: the inbox. Filters, sort and page live in the URL; the server pages.
import { PageHeader } from '../../admin/components/page-header.tsx';
import { ListPagination } from '../../admin/components/pagination.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { EmptyState } from '../../admin/components/state.tsx';
import { EnquiryFilters } from '../../admin/features/enquiries/enquiry-filters.tsx';
import {
  filterQuery,
  hasFilters,
  listQuery,
  readFilters,
} from '../../admin/features/enquiries/enquiry-query.ts';
import { EnquiryCards } from '../../admin/features/enquiries/enquiry-cards.tsx';
import { EnquiryTable } from '../../admin/features/enquiries/enquiry-table.tsx';
import tableStyles from '../../admin/features/enquiries/enquiry-table.module.css';
import { ExportButton } from '../../admin/features/enquiries/export-button.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { usePagedList } from '../../admin/lib/use-paged-list.ts';
import type { Route } from './+types/enquiries';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.enquiries.title);

export default function EnquiriesPage() {
  const t = useAdminText();
  const { filters, query } = usePagedList('listEnquiries', readFilters, listQuery);
  return (
    <>
      <PageHeader
        title={t.enquiries.title}
        subtitle={t.enquiries.subtitle}
        actions={<ExportButton query={filterQuery(filters)} />}
      />
      <EnquiryFilters filters={filters} />
      <QueryView
        query={query}
        loadingLabel={t.common.loading}
        renderError={(error) => <AdminPageError error={error} area="enquiries" onRetry={query.reload} />}
      >
        {(page) => (
          <>
            {page.records.length === 0 ? (
              <EmptyState message={hasFilters(filters) ? t.enquiries.empty : t.enquiries.emptyAll} />
            ) : (
              <>
                <div className={tableStyles.wideOnly}>
                  <EnquiryTable records={page.records} filters={filters} />
                </div>
                <EnquiryCards records={page.records} />
              </>
            )}
            <ListPagination page={page} label={t.enquiries.title} />
          </>
        )}
      </QueryView>
    </>
  );
}
