// /admin/audit (owners): the append-only log, paged, filtered by action and date.
import { PageHeader } from '../../admin/components/page-header.tsx';
import { Pagination } from '../../admin/components/pagination.tsx';
import { EmptyState } from '../../admin/components/state.tsx';
import { AuditFilters } from '../../admin/features/audit/audit-filters.tsx';
import { auditQuery, readAuditFilters } from '../../admin/features/audit/audit-query.ts';
import { AuditTable } from '../../admin/features/audit/audit-table.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { adminCall } from '../../admin/lib/api-client.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { AuditRecord, Paged } from '../../admin/lib/types.ts';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.audit.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readAuditFilters(new URL(request.url).searchParams);
  const page = await adminCall<Paged<AuditRecord>>('/audit', {
    query: auditQuery(filters),
    signal: request.signal,
  });
  return { filters, page };
}
clientLoader.hydrate = true as const;

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminText();
  const { filters, page } = loaderData;
  return (
    <>
      <PageHeader title={t.audit.title} subtitle={t.audit.subtitle} />
      <AuditFilters filters={filters} />
      {page.records.length === 0 ? (
        <EmptyState message={t.audit.empty} />
      ) : (
        <AuditTable records={page.records} />
      )}
      <Pagination
        current={page.current}
        pages={page.pages}
        total={page.total}
        label={t.audit.title}
        previousLabel={t.common.previous}
        nextLabel={t.common.next}
        pageOf={t.common.pageOf}
        totalText={t.common.totalRecords}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageError error={error} area="audit" />;
}
