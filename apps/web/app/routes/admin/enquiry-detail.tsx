// /admin/enquiries/:id: one enquiry in full, with its handling (status, assignee, notes).
import { Link } from 'react-router';
import { PageHeader } from '../../admin/components/page-header.tsx';
import { EnquiryEditor } from '../../admin/features/enquiries/enquiry-editor.tsx';
import styles from '../../admin/features/enquiries/enquiry-detail.module.css';
import { SourceLink } from '../../admin/features/enquiries/source-link.tsx';
import { StatusBadge } from '../../admin/features/enquiries/status-badge.tsx';
import { AdminPageError } from '../../admin/features/shell/page-error.tsx';
import { adminCall } from '../../admin/lib/api-client.ts';
import { formatDateTime } from '../../admin/lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../admin/lib/i18n.ts';
import { adminMeta } from '../../admin/lib/meta.ts';
import type { Assignable, Enquiry } from '../../admin/lib/types.ts';
import type { Route } from './+types/enquiry-detail';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (t) => t.enquiries.title);

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [enquiry, assignable] = await Promise.all([
    adminCall<Enquiry>(`/enquiries/${encodeURIComponent(params.id)}`, { signal: request.signal }),
    adminCall<{ records: Assignable[] }>('/users/assignable', { signal: request.signal }),
  ]);
  return { enquiry, assignable: assignable.records };
}
clientLoader.hydrate = true as const;

export default function EnquiryDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const { enquiry, assignable } = loaderData;
  return (
    <>
      <Link to="/admin/enquiries" className={styles.back}>
        ← {t.enquiry.back}
      </Link>
      <PageHeader title={t.enquiry.title(enquiry.name)} actions={<StatusBadge status={enquiry.status} />} />
      <div className={styles.grid}>
        <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
          <section className={styles.panel} aria-labelledby="enquiry-message">
            <h2 id="enquiry-message" className={styles.panelTitle}>
              {t.enquiry.message}
            </h2>
            <p className={styles.message}>{enquiry.message || t.common.none}</p>
          </section>
          <section className={styles.panel} aria-labelledby="enquiry-contact">
            <h2 id="enquiry-contact" className={styles.panelTitle}>
              {t.enquiry.contact}
            </h2>
            <dl className={styles.facts}>
              <dt>{t.enquiries.columns.name}</dt>
              <dd>{enquiry.name}</dd>
              <dt>{t.enquiries.columns.phone}</dt>
              <dd>
                {enquiry.phone ? (
                  <a className={styles.link} href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>
                    {enquiry.phone}
                  </a>
                ) : (
                  t.common.none
                )}
              </dd>
              <dt>{t.enquiries.columns.email}</dt>
              <dd>
                {enquiry.email ? (
                  <a className={styles.link} href={`mailto:${enquiry.email}`}>
                    {enquiry.email}
                  </a>
                ) : (
                  t.common.none
                )}
              </dd>
              <dt>{t.enquiry.source}</dt>
              <dd>
                <SourceLink source={enquiry.source} />
              </dd>
              <dt>{t.enquiry.language}</dt>
              <dd>{t.enquiries.languages[enquiry.language]}</dd>
              <dt>{t.enquiry.receivedAt}</dt>
              <dd>{formatDateTime(enquiry.receivedAt, lang)}</dd>
              <dt>{t.enquiry.updatedAt}</dt>
              <dd>{formatDateTime(enquiry.updatedAt, lang)}</dd>
            </dl>
          </section>
        </div>
        <EnquiryEditor enquiry={enquiry} assignable={assignable} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageError error={error} area="enquiries" />;
}
