// The inbox on a phone: one card per enquiry with what a salesperson acts on first.
import { Link } from 'react-router';
import { formatShortDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { SourceLink } from './source-link.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './enquiry-cards.module.css';
import tableStyles from './enquiry-table.module.css';
import type { EnquiryRecord } from '@refit/contract/admin';

export function EnquiryCards({ records }: { records: EnquiryRecord[] }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  return (
    <ul className={styles.cards} aria-label={t.enquiries.title}>
      {records.map((enquiry) => (
        <li key={enquiry.id} className={styles.card}>
          <div className={styles.head}>
            <Link className={tableStyles.name} to={`/admin/enquiries/${enquiry.id}`}>
              {enquiry.name}
            </Link>
            <StatusBadge status={enquiry.status} />
          </div>
          <div className={styles.meta}>
            <span>{formatShortDateTime(enquiry.receivedAt, lang)}</span>
            <span>{t.enquiries.languages[enquiry.language]}</span>
            <span>{enquiry.assigneeName ?? t.enquiries.unassigned}</span>
          </div>
          <span className={`${tableStyles.message} ${styles.message}`}>{enquiry.message}</span>
          <div className={styles.links}>
            {enquiry.phone ? (
              <a className={tableStyles.contact} href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>
                {enquiry.phone}
              </a>
            ) : null}
            {enquiry.wechat ? (
              <span>
                {t.enquiries.columns.wechat} {enquiry.wechat}
              </span>
            ) : null}
            {enquiry.email ? (
              <a className={tableStyles.contact} href={`mailto:${enquiry.email}`}>
                {enquiry.email}
              </a>
            ) : null}
          </div>
          <SourceLink source={enquiry.source} />
        </li>
      ))}
    </ul>
  );
}
