// The archives where backups go, newest first: name, when it was made, its size, who made it, and
// a download. Said plainly: a folder is that machine's, and its archives belong off the machine
// (docs/backups.md); a bucket's prefix is the same for every server.
import { Badge } from '../../components/badge.tsx';
import type { BadgeTone } from '../../components/badge.tsx';
import { ButtonAnchor } from '../../components/button.tsx';
import { EmptyState } from '../../components/state.tsx';
import { adminUrl } from '../../lib/api-client.ts';
import { formatBytes, formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import styles from './backups.module.css';
import type { BackupArchives, BackupMaker } from '@refit/contract/admin';

const TONE: Readonly<Record<BackupMaker, BadgeTone>> = {
  schedule: 'neutral',
  owner: 'accent',
  restore: 'info',
  command: 'accent',
};

export function ArchiveList({ archives }: { archives: BackupArchives }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const a = t.backups.archives;
  const inBucket = archives.storage === 's3';
  return (
    <section className={styles.archives} aria-labelledby="backup-archives">
      <div className={styles.archivesHead}>
        <h2 id="backup-archives" className={styles.sectionTitle}>
          {a.title}
        </h2>
        <p className={styles.muted}>
          {inBucket
            ? a.inBucket(archives.folder)
            : `${a.where(archives.folder, archives.machine)} ${a.otherServers}`}
        </p>
      </div>
      {/* In a bucket the archives are off the site's machines already. */}
      {inBucket ? null : <p className={styles.copyOff}>{a.copyOff}</p>}
      {archives.records.length === 0 ? (
        <EmptyState message={inBucket ? a.emptyInBucket : a.empty} />
      ) : (
        <ul className={styles.list} aria-label={a.listLabel}>
          {archives.records.map((archive) => (
            <li key={archive.name} className={styles.row}>
              <span className={styles.name}>{archive.name}</span>
              <span className={styles.meta}>
                <time className={styles.when} dateTime={archive.madeAt}>
                  {formatDateTime(archive.madeAt, lang)}
                </time>
                <span className={styles.size}>{formatBytes(archive.bytes)}</span>
                <Badge tone={TONE[archive.madeBy]}>{a.madeBy[archive.madeBy]}</Badge>
              </span>
              {/* A plain link: the browser streams the file to disk, however large (no copy in memory). */}
              <ButtonAnchor
                small
                href={adminUrl('downloadBackupArchive', { name: archive.name })}
                download={archive.name}
                aria-label={a.downloadNamed(archive.name)}
              >
                {a.download}
              </ButtonAnchor>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
