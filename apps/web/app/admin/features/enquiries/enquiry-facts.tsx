// One enquiry's message and contact details, with the page it was sent from, and the workshop
// visit it asks for when it asks for one (decision 0065).
import { formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { SourceLink } from './source-link.tsx';
import { EnquiryVisit } from './enquiry-visit.tsx';
import styles from './enquiry-detail.module.css';
import type { EnquiryRecord } from '@refit/contract/admin';

export function EnquiryFacts({ enquiry }: { enquiry: EnquiryRecord }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  return (
    <div className={styles.column}>
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
          <dt>{t.enquiries.columns.wechat}</dt>
          <dd>{enquiry.wechat || t.common.none}</dd>
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
      <EnquiryVisit booking={enquiry.booking} />
    </div>
  );
}
