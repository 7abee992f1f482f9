// The item's earlier versions, newest first, each restorable as the draft (after a confirmation).
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/overlay/confirm-dialog.tsx';
import { formatDate, formatShortDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../../lib/i18n.ts';
import { useAdminQuery } from '../../../lib/use-admin-query.ts';
import { listRevisions } from '../content-api.ts';
import type { ContentType } from '../content-types.ts';
import styles from '../content.module.css';

export function RevisionList({
  type,
  id,
  version,
  refreshKey,
  dirty,
  busy,
  onRestore,
}: {
  type: ContentType;
  id: number;
  /** The item's current version (not restorable: it is the draft). */
  version: number;
  /** Changes whenever the item did (saved, published, restored): the list is asked again. */
  refreshKey: string;
  dirty: boolean;
  busy: boolean;
  onRestore: (version: number) => Promise<void>;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const e = t.content.editor;
  const [pending, setPending] = useState<number | null>(null);
  const query = useAdminQuery(`${type}:${id}:${refreshKey}`, (signal) => listRevisions(type, id, signal));
  const records = query.data?.records ?? [];
  return (
    <section className={styles.panel} aria-labelledby="revisions-title">
      <h2 id="revisions-title" className={styles.panelTitle}>
        {e.revisions}
      </h2>
      {records.length === 0 ? <p className={styles.muted}>{e.revisionsEmpty}</p> : null}
      <ol className={styles.revisions}>
        {records.map((record) => (
          <li key={record.version} className={styles.revision}>
            <span>
              <span className={styles.revisionLine}>
                {record.action === 'import' && record.origin
                  ? e.importedLine(record.version, record.origin, formatDate(record.createdAt, lang))
                  : e.revisionLine(record.version, e.revisionAction[record.action], record.actorName ?? '')}
              </span>
              <span className={styles.muted}>{formatShortDateTime(record.createdAt, lang)}</span>
            </span>
            {record.version !== version ? (
              <Button
                small
                tone="ghost"
                disabled={busy || dirty}
                title={dirty ? e.restoreUnsaved : undefined}
                aria-label={`${e.restore} v${record.version}`}
                onClick={() => setPending(record.version)}
              >
                {e.restore}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={pending !== null}
        title={e.restore}
        message={pending === null ? '' : e.confirmRestore(pending)}
        confirmLabel={e.restore}
        cancelLabel={t.common.cancel}
        busy={busy}
        onConfirm={() => {
          if (pending === null) return;
          void onRestore(pending).then(() => setPending(null));
        }}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
