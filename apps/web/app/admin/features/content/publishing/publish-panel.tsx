// The item's publishing state and actions: status, when and by whom it was saved, publish,
// unpublish (confirmed; never for the settings, which are always published), discarding the
// draft of a published item with changes (confirmed), a publishing time (China time) or its
// cancellation, the public page.
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/overlay/confirm-dialog.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../../lib/i18n.ts';
import { ContentStatusBadge, MissingBadge } from '../list/content-status-badge.tsx';
import type { ContentItem } from '../content-types.ts';
import { NotShownNotice } from './not-shown-notice.tsx';
import styles from '../content.module.css';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** An ISO time as the value of a datetime-local input, in China time. */
function toChinaInput(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 16);
}

export function PublishPanel({
  item,
  dirty,
  busy,
  missing,
  alwaysPublished,
  onPublish,
  onUnpublish,
  onDiscard,
  onSchedule,
}: {
  item: ContentItem;
  dirty: boolean;
  busy: boolean;
  missing: number;
  /** The settings: one document, on the site from the start, never taken off it. */
  alwaysPublished: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  onDiscard: () => void;
  onSchedule: (publishAt: string | null) => Promise<void>;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const e = t.content.editor;
  const [confirming, setConfirming] = useState<'unpublish' | 'discard' | null>(null);
  const [at, setAt] = useState(toChinaInput(item.publishAt));
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const live = item.status !== 'draft';
  // The two actions asked about first, in one dialog.
  const confirmations = {
    unpublish: {
      title: e.unpublish,
      message: e.confirmUnpublish,
      confirmLabel: e.unpublish,
      run: onUnpublish,
    },
    discard: { title: e.discardTitle, message: e.confirmDiscard, confirmLabel: e.discard, run: onDiscard },
  };
  const asked = confirming ? confirmations[confirming] : null;

  function schedule() {
    const time = Date.parse(`${at}:00+08:00`);
    if (!at || Number.isNaN(time) || time <= Date.now()) {
      setScheduleError(e.schedulePast);
      return;
    }
    setScheduleError(undefined);
    void onSchedule(new Date(time).toISOString());
  }

  return (
    <section className={styles.panel} aria-labelledby="publish-title">
      <h2 id="publish-title" className={styles.panelTitle}>
        {e.status}
      </h2>
      <div className={styles.badges}>
        <ContentStatusBadge status={item.status} />
        {missing > 0 ? <MissingBadge count={missing} /> : null}
      </div>
      <NotShownNotice reasons={item.notShown} />
      {item.updatedAt ? (
        <p className={styles.muted}>
          {e.lastSaved(formatDateTime(item.updatedAt, lang), item.updatedByName ?? '')}
        </p>
      ) : null}
      {item.publishAt ? (
        <p className={styles.scheduled}>{e.scheduledFor(formatDateTime(item.publishAt, lang))}</p>
      ) : null}
      <div className={styles.actionsRow}>
        <Button tone="primary" onClick={onPublish} disabled={busy || (item.status === 'published' && !dirty)}>
          {e.publish}
        </Button>
        {item.status === 'changed' ? (
          <Button onClick={() => setConfirming('discard')} disabled={busy}>
            {e.discard}
          </Button>
        ) : null}
        {live && !alwaysPublished ? (
          <Button onClick={() => setConfirming('unpublish')} disabled={busy}>
            {e.unpublish}
          </Button>
        ) : null}
        {/* A page the site does not show would answer "not found". */}
        {item.liveUrl && live && item.notShown.length === 0 ? (
          <a className={styles.liveLink} href={item.liveUrl} target="_blank" rel="noreferrer">
            {e.viewLive} ↗
          </a>
        ) : null}
      </div>
      <div className={styles.scheduleRow}>
        <TextField
          label={e.scheduleAt}
          type="datetime-local"
          value={at}
          error={scheduleError}
          onChange={(event) => setAt(event.target.value)}
        />
        <div className={styles.scheduleButtons}>
          <Button onClick={schedule} disabled={busy || dirty} title={dirty ? e.publishFirst : undefined}>
            {e.schedule}
          </Button>
          {item.publishAt ? (
            <Button tone="ghost" onClick={() => void onSchedule(null).then(() => setAt(''))} disabled={busy}>
              {e.scheduleCancel}
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        cancelLabel={t.common.cancel}
        busy={busy}
        onConfirm={() => {
          setConfirming(null);
          asked?.run();
        }}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
