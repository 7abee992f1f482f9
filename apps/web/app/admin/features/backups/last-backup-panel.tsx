// The last backup the site made: when, by the schedule or an owner, its archive and size; or, when
// it failed, the reason in the backup's own words and what to do about it.
import { Badge } from '../../components/badge.tsx';
import { formatBytes, formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { durationText } from './backup-progress.ts';
import styles from './backups.module.css';
import type { BackupRun } from '@refit/contract/admin';

export function LastBackupPanel({ last }: { last: BackupRun | null }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const b = t.backups;
  return (
    <section className={styles.panel} aria-labelledby="backup-last">
      <h2 id="backup-last" className={styles.panelTitle}>
        {b.last.title}
      </h2>
      {last === null ? (
        <p className={styles.muted}>{b.last.none}</p>
      ) : (
        <>
          <div className={styles.headline}>
            <Badge tone={last.ok ? 'success' : 'danger'}>{last.ok ? b.last.ok : b.last.failed}</Badge>
            <p className={styles.headlineText}>{formatDateTime(last.endedAt, lang)}</p>
          </div>
          <p className={styles.muted}>
            {last.trigger === 'schedule' ? b.last.bySchedule : b.last.byOwner(last.askedBy ?? b.anOwner)}
          </p>
          {last.ok ? (
            <dl className={styles.facts}>
              <dt>{b.last.file}</dt>
              <dd className={styles.mono}>{last.file ?? t.common.none}</dd>
              <dt>{b.last.size}</dt>
              <dd>{last.bytes === null ? t.common.none : formatBytes(last.bytes)}</dd>
              <dt>{b.last.took}</dt>
              <dd>{durationText(Date.parse(last.endedAt) - Date.parse(last.startedAt), b.duration)}</dd>
            </dl>
          ) : (
            <div className={styles.failure}>
              <h3 className={styles.failureTitle}>{b.last.error}</h3>
              <p className={styles.failureReason}>{last.error ?? t.errors.generic}</p>
              <p className={styles.failureAdvice}>{b.last.whatToDo}</p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
