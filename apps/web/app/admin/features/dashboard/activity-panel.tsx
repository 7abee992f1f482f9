// The newest audit entries about the role's own work, in the words of the audit screen (the
// route brings the sentence: features do not share code); owners can open the whole log.
import { Link } from 'react-router';
import { EmptyState } from '../../components/state.tsx';
import { formatShortDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import styles from './dashboard.module.css';
import type { AuditRecord, Dashboard } from '@refit/contract/admin';

export type AuditWords = (record: AuditRecord) => string;

export function ActivityPanel({
  activity,
  describe,
}: {
  activity: Dashboard['activity'];
  describe: AuditWords;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const a = t.dashboard.activity;
  return (
    <section className={styles.panel} aria-labelledby="dashboard-activity">
      <div className={styles.panelHead}>
        <h2 id="dashboard-activity" className={styles.panelTitle}>
          {a.title[activity.scope]}
        </h2>
        {activity.scope === 'all' ? (
          <Link className={styles.cardLink} to="/admin/audit">
            {a.open}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </div>
      {activity.records.length === 0 ? (
        <EmptyState message={a.none} />
      ) : (
        <ol className={styles.activity}>
          {activity.records.map((record) => (
            <li key={record.id} className={styles.activityItem}>
              <p className={styles.activityText}>{describe(record)}</p>
              <time className={styles.activityTime} dateTime={record.at}>
                {formatShortDateTime(record.at, lang)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
