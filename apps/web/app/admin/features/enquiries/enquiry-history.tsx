// The enquiry's history: each change of status, assignee or notes, oldest first, with who made it
// and when, in the site's time zone as the server gives it.
import { useAdminText } from '../../lib/i18n.ts';
import { historyLine } from './history-lines.ts';
import styles from './enquiry-detail.module.css';
import type { EnquiryHistoryEntry } from '@refit/contract/admin';

export function EnquiryHistory({ entries }: { entries: readonly EnquiryHistoryEntry[] }) {
  const t = useAdminText();
  return (
    <section className={styles.panel} aria-labelledby="enquiry-history">
      <h2 id="enquiry-history" className={styles.panelTitle}>
        {t.enquiry.history}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.historyEmpty}>{t.enquiry.historyEmpty}</p>
      ) : (
        <ol className={styles.history} aria-label={t.enquiry.historyList}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.historyEntry}>
              <p className={styles.historyMeta}>
                <span className={styles.historyActor}>{entry.actorName ?? t.audit.system}</span>
                <time dateTime={entry.at}>{entry.siteTime}</time>
              </p>
              <ul className={styles.historyChanges}>
                {entry.changes.map((change) => (
                  <li key={change.field}>{historyLine(change, t)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
