// The band above the panels while an owner's backup is asked for: waiting for a process, or being
// made, since when and for how long (counting up each second). Its end is told by a notice
// (backups route), so the band itself is no live region that would speak every second.
import { formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { backupPhase, durationText } from './backup-progress.ts';
import styles from './backups.module.css';
import { useClock } from './use-clock.ts';
import type { BackupState } from '@refit/contract/admin';

export function BackupRequestBand({ state }: { state: BackupState }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const b = t.backups;
  const phase = backupPhase(state);
  const now = useClock(phase === 'running');
  const request = state.request;
  if (!request) return null;
  return (
    <section className={styles.band} data-phase={phase} aria-labelledby="backup-request-title">
      <span className={styles.spinner} aria-hidden="true" />
      <div className={styles.bandBody}>
        <h2 id="backup-request-title" className={styles.bandTitle}>
          {phase === 'running' ? b.progress.running : b.progress.waiting}
        </h2>
        <p className={styles.bandFacts}>
          <span>
            {b.progress.askedBy(request.askedBy ?? b.anOwner, formatDateTime(request.askedAt, lang))}
          </span>
          {phase === 'running' && request.startedAt ? (
            <>
              <span>{b.progress.startedAt(formatDateTime(request.startedAt, lang))}</span>
              <span data-metric="backup-elapsed">
                {b.progress.elapsed(durationText(now - Date.parse(request.startedAt), b.duration))}
              </span>
            </>
          ) : null}
        </p>
        <p className={styles.bandNote}>{b.progress.note}</p>
      </div>
    </section>
  );
}
