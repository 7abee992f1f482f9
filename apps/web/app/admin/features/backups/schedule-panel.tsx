// Whether the site backs itself up on a schedule: the time of day and its zone, when the next one is
// due and how many are kept; or, without BACKUP_SCHEDULE, a plain sentence and how to set it.
import { formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import styles from './backups.module.css';
import type { BackupState } from '@refit/contract/admin';

export function SchedulePanel({ schedule }: { schedule: BackupState['schedule'] }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const s = t.backups.schedule;
  return (
    <section className={styles.panel} aria-labelledby="backup-schedule">
      <h2 id="backup-schedule" className={styles.panelTitle}>
        {s.title}
      </h2>
      {schedule ? (
        <>
          <p className={styles.scheduleTime}>{s.daily(schedule.time)}</p>
          <p className={styles.muted}>{s.zone(schedule.timeZone)}</p>
          <dl className={styles.facts}>
            <dt>{s.next}</dt>
            <dd>{formatDateTime(schedule.nextAt, lang)}</dd>
          </dl>
          <p className={styles.muted}>{s.keep(schedule.keep)}</p>
        </>
      ) : (
        <>
          <p className={styles.plain}>{s.none}</p>
          <p className={styles.muted}>{s.howTo}</p>
          <dl className={styles.settings}>
            <dt>
              <code className={styles.code}>BACKUP_SCHEDULE=03:30</code>
            </dt>
            <dd>{s.settings.schedule}</dd>
            <dt>
              <code className={styles.code}>BACKUP_KEEP=7</code>
            </dt>
            <dd>{s.settings.keep}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
