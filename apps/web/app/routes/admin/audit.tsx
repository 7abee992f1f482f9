// /admin/audit (owners): the append-only log in words, paged, filtered by action and date; the
// content screens lend their field labels to name what an edit changed.
import { PageHeader } from '../../admin/components/page-header.tsx';
import { ListPagination } from '../../admin/components/pagination.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import { EmptyState } from '../../admin/components/state.tsx';
import { AuditFilters } from '../../admin/features/audit/audit-filters.tsx';
import { auditQuery, readAuditFilters } from '../../admin/features/audit/audit-query.ts';
import { AuditTable } from '../../admin/features/audit/audit-table.tsx';
import { contentFieldLabel } from '../../admin/features/content/fields/content-field-labels.ts';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { NoPermission } from '../../admin/features/shell/no-permission.tsx';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { canOpen } from '../../admin/lib/roles.ts';
import { useAdminUser } from '../../admin/lib/session.ts';
import { usePagedList } from '../../admin/lib/use-paged-list.ts';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.audit.title);

export default function AuditPage() {
  const user = useAdminUser();
  return canOpen(user.role, 'audit') ? <AuditLog /> : <NoPermission />;
}

function AuditLog() {
  const t = useAdminText();
  const { filters, query } = usePagedList('listAudit', readAuditFilters, auditQuery);
  return (
    <>
      <PageHeader title={t.audit.title} subtitle={t.audit.subtitle} />
      <AuditFilters filters={filters} />
      <QueryView
        query={query}
        loadingLabel={t.common.loading}
        renderError={(error) => <AdminPageError error={error} area="audit" onRetry={query.reload} />}
      >
        {(page) => (
          <>
            {page.records.length === 0 ? (
              <EmptyState message={t.audit.empty} />
            ) : (
              <AuditTable records={page.records} contentFieldLabel={contentFieldLabel} />
            )}
            <ListPagination page={page} label={t.audit.title} />
          </>
        )}
      </QueryView>
    </>
  );
}
