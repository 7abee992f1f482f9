// /admin/enquiries/:id: one enquiry in full, with its handling (status, assignee, notes) and the
// history of that handling.
import { Link } from 'react-router';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { QueryView } from '../../admin/components/query-view.tsx';
import styles from '../../admin/features/enquiries/enquiry-detail.module.css';
import { EnquiryEditor } from '../../admin/features/enquiries/enquiry-editor.tsx';
import { EnquiryFacts } from '../../admin/features/enquiries/enquiry-facts.tsx';
import { EnquiryHistory } from '../../admin/features/enquiries/enquiry-history.tsx';
import { StatusBadge } from '../../admin/features/enquiries/status-badge.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { callAdmin } from '../../admin/lib/api-client.ts';
import { useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import { useAdminQuery } from '../../admin/lib/use-admin-query.ts';
import type { Route } from './+types/enquiry-detail';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.enquiries.title);

async function loadEnquiry(id: string, signal: AbortSignal) {
  const [enquiry, assignable, history] = await Promise.all([
    callAdmin('getEnquiry', { params: { id }, signal }),
    callAdmin('assignableUsers', { signal }),
    callAdmin('getEnquiryHistory', { params: { id }, signal }),
  ]);
  return { enquiry, assignable: assignable.records, history: history.records };
}

export default function EnquiryDetailPage({ params }: Route.ComponentProps) {
  const t = useAdminText();
  const query = useAdminQuery(params.id, (signal) => loadEnquiry(params.id, signal));
  return (
    <>
      <Link to="/admin/enquiries" className={styles.back}>
        ← {t.enquiry.back}
      </Link>
      <QueryView
        query={query}
        loadingLabel={t.common.loading}
        renderError={(error) => <AdminPageError error={error} area="enquiries" onRetry={query.reload} />}
      >
        {({ enquiry, assignable, history }) => (
          <>
            <PageHeader
              title={t.enquiry.title(enquiry.name)}
              actions={<StatusBadge status={enquiry.status} />}
            />
            <div className={styles.grid}>
              <EnquiryFacts enquiry={enquiry} />
              <div className={styles.column}>
                <EnquiryEditor enquiry={enquiry} assignable={assignable} onSaved={query.reload} />
                <EnquiryHistory entries={history} />
              </div>
            </div>
          </>
        )}
      </QueryView>
    </>
  );
}
