// One file: preview with its focal point (click to move it), alt texts in both languages, its
// variants, its address, where it is used, and deletion (refused while used, with the places).
import { MEDIA_ALT_MAX } from '@refit/contract/admin/media-kinds';
import { useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Badge } from '../../components/badge.tsx';
import { Button, SubmitButton } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/overlay/confirm-dialog.tsx';
import { FormError } from '../../components/form/form-error.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatBytes, formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import { deleteMedia, getMedia, updateMedia } from './media-api.ts';
import type { MediaDetail, MediaRecord } from './media-api.ts';
import styles from './media.module.css';

type Usage = MediaDetail['usedBy'][number];

export interface VariantProgress {
  ready: number;
  total: number;
}

export function MediaDetailPanel({
  id,
  progress,
  onClose,
  onChanged,
  onDeleted,
}: {
  id: number;
  /** The latest progress of its variants, as the library's list (refreshed while pending) has it. */
  progress?: VariantProgress | undefined;
  onClose: () => void;
  onChanged: (record: MediaRecord) => void;
  onDeleted: () => void;
}) {
  const t = useAdminText();
  const query = useAdminQuery(`media:${id}`, (signal) => getMedia(id, signal));
  const detail = query.data?.id === id ? query.data : undefined;
  return (
    <aside className={styles.detail} aria-label={t.media.detail}>
      <div className={styles.detailHeader}>
        <h2 className={styles.detailTitle}>{detail?.name ?? t.common.loading}</h2>
        <Button tone="ghost" small onClick={onClose}>
          {t.media.closeDetail}
        </Button>
      </div>
      {detail ? (
        <DetailBody
          key={detail.id}
          detail={detail}
          progress={progress ?? { ready: detail.variantsReady, total: detail.variantsTotal }}
          onChanged={onChanged}
          onDeleted={onDeleted}
          reload={query.reload}
        />
      ) : (
        <p className={styles.muted}>{t.common.loading}</p>
      )}
    </aside>
  );
}

/** Arrow keys move the focal point by 5 % (Shift: 20 %). */
const FOCAL_STEP = 0.05;
const FOCAL_BIG_STEP = 0.2;
const CROPS = [
  { shape: 'wide', ratio: '16 / 9' },
  { shape: 'square', ratio: '1 / 1' },
  { shape: 'tall', ratio: '4 / 5' },
] as const;

/** What the detail saves: both alt texts and the focal point. */
interface MediaValues {
  altZh: string;
  altEn: string;
  focalX: number;
  focalY: number;
}

const roundFocal = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

function DetailBody({
  detail,
  progress,
  onChanged,
  onDeleted,
  reload,
}: {
  detail: MediaDetail;
  progress: VariantProgress;
  onChanged: (record: MediaRecord) => void;
  onDeleted: () => void;
  reload: () => void;
}) {
  const t = useAdminText();
  const m = t.media;
  const lang = useAdminLanguage();
  const form = useAdminForm<MediaValues>({
    defaultValues: { altZh: detail.altZh, altEn: detail.altEn, focalX: detail.focalX, focalY: detail.focalY },
  });
  const [altZh, altEn, focalX, focalY] = form.watch(['altZh', 'altEn', 'focalX', 'focalY']);
  const focal = { x: focalX, y: focalY };
  const setFocal = (next: { x: number; y: number }) => {
    form.setValue('focalX', next.x, { shouldDirty: true });
    form.setValue('focalY', next.y, { shouldDirty: true });
  };
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [usedBy, setUsedBy] = useState<Usage[]>(detail.usedBy);
  const [refused, setRefused] = useState(false);

  const isPicture = detail.kind === 'image' || detail.kind === 'svg';

  const pickFocal = (event: MouseEvent<HTMLButtonElement>) => {
    // A click made with the keyboard (Enter, Space) has no position: the arrow keys move the point.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({
      x: roundFocal((event.clientX - box.left) / box.width),
      y: roundFocal((event.clientY - box.top) / box.height),
    });
  };

  const moveFocal = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? FOCAL_BIG_STEP : FOCAL_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocal({ x: roundFocal(focal.x + move[0]), y: roundFocal(focal.y + move[1]) });
  };
  const focalPosition = `${focal.x * 100}% ${focal.y * 100}%`;

  const save = form.submitWith(async (values) => {
    const record = await updateMedia(detail.id, values);
    notifySuccess(m.saved);
    form.reset(values);
    onChanged(record);
    reload();
  });

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteMedia(detail.id);
      notifySuccess(m.deleted);
      setConfirming(false);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      if (error instanceof AdminApiError && error.status === 409) {
        setRefused(true);
        const fresh = await getMediaUsage(detail.id);
        if (fresh) setUsedBy(fresh);
      } else {
        notifyError(errorText(error, t));
      }
    } finally {
      setDeleting(false);
    }
  };

  const webp = detail.variants.filter((variant) => variant.format === 'webp');
  const preview = webp.find((variant) => variant.width >= 640)?.url ?? webp.at(-1)?.url ?? detail.url;

  return (
    <div className={styles.detailBody}>
      {isPicture ? (
        <figure className={styles.preview}>
          <button
            type="button"
            className={styles.focalPicker}
            onClick={pickFocal}
            onKeyDown={moveFocal}
            aria-describedby="focal-hint"
          >
            {/* Its size is known before it loads, so the picker's box (and a click's position) never shifts. */}
            <img
              src={preview}
              alt={altZh || altEn || detail.name}
              width={detail.width ?? undefined}
              height={detail.height ?? undefined}
            />
            <span
              className={styles.focalMark}
              style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
              aria-hidden="true"
            />
            {/* Its value is read out by the caption's live region as it moves. */}
            <span className="visually-hidden">{m.focal}</span>
          </button>
          <figcaption className={styles.muted}>
            <strong>{m.focal}:</strong>{' '}
            <span aria-live="polite">
              {m.focalValue(Math.round(focal.x * 100), Math.round(focal.y * 100))}
            </span>
            <span id="focal-hint" className={styles.block}>
              {m.focalHint}
            </span>
          </figcaption>
        </figure>
      ) : null}
      {isPicture ? (
        <section aria-labelledby={`crops-${detail.id}`}>
          <h3 id={`crops-${detail.id}`} className={styles.sectionTitle}>
            {m.cropPreviews}
          </h3>
          <ul className={styles.crops}>
            {CROPS.map((crop) => (
              <li key={crop.shape}>
                <figure>
                  <img
                    src={preview}
                    alt=""
                    style={{ aspectRatio: crop.ratio, objectPosition: focalPosition }}
                  />
                  <figcaption>{m.cropShape[crop.shape]}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {isPicture ? null : detail.kind === 'video' ? (
        <video className={styles.video} src={detail.url} controls preload="metadata" />
      ) : (
        <a className={styles.docLink} href={detail.url} target="_blank" rel="noreferrer">
          {detail.name}
        </a>
      )}

      <p className={styles.muted}>
        {m.details(formatBytes(detail.bytes), formatDateTime(detail.createdAt, lang), detail.createdByName)}
        {detail.width && detail.height ? ` · ${detail.width}×${detail.height}` : ''}
      </p>
      {detail.sitePath !== null ? (
        <p className={styles.siteNote}>
          <Badge tone="accent">{m.siteFile}</Badge> {m.siteFileNote(detail.sitePath)}
        </p>
      ) : null}

      {isPicture ? (
        // The focal point above is part of what this form saves (`focalX`, `focalY`).
        <form className={styles.detailForm} onSubmit={(event) => void save(event)}>
          <FormError message={form.formError ?? form.fieldError('focalX') ?? form.fieldError('focalY')} />
          <TextField label={m.altZh} hint={m.altHint} maxLength={MEDIA_ALT_MAX} {...form.field('altZh')} />
          <TextField label={m.altEn} maxLength={MEDIA_ALT_MAX} {...form.field('altEn')} />
          <div className={styles.row}>
            <SubmitButton busy={form.busy} busyLabel={t.common.saving} disabled={!form.formState.isDirty}>
              {t.common.save}
            </SubmitButton>
          </div>
        </form>
      ) : null}

      <section aria-labelledby={`address-${detail.id}`}>
        <h3 id={`address-${detail.id}`} className={styles.sectionTitle}>
          {m.address}
        </h3>
        <div className={styles.address}>
          <code>{detail.url}</code>
          <Button
            small
            onClick={() => {
              void navigator.clipboard?.writeText(new URL(detail.url, window.location.origin).toString());
              notifySuccess(m.copied);
            }}
          >
            {m.copy}
          </Button>
        </div>
      </section>

      {detail.variants.length > 0 ? (
        <section aria-labelledby={`variants-${detail.id}`}>
          <h3 id={`variants-${detail.id}`} className={styles.sectionTitle}>
            {m.variants}
          </h3>
          <p className={styles.muted}>{m.variantsHint}</p>
          {progress.total > 0 ? (
            <div className={styles.variantProgress} role="status">
              <span>
                {progress.ready < progress.total
                  ? m.generating(progress.ready, progress.total)
                  : m.variantsDone(progress.total)}
              </span>
              <progress max={progress.total} value={progress.ready} aria-hidden="true" />
            </div>
          ) : null}
          <ul className={styles.variants} aria-label={m.variants}>
            {(['avif', 'webp', 'jpeg'] as const).map((format) => (
              <li key={format}>
                <span className={styles.format}>{format.toUpperCase()}</span>
                {detail.variants
                  .filter((variant) => variant.format === format)
                  .map((variant) => (
                    <a key={variant.url} href={variant.url} target="_blank" rel="noreferrer">
                      {variant.width}w
                    </a>
                  ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`used-${detail.id}`}>
        <h3 id={`used-${detail.id}`} className={styles.sectionTitle}>
          {m.usedBy}
        </h3>
        {refused ? (
          <p className={styles.refusal} role="alert">
            {m.inUse}
          </p>
        ) : null}
        {usedBy.length === 0 ? (
          <p className={styles.muted}>{m.unused}</p>
        ) : (
          <ul className={styles.usage}>
            {usedBy.map((usage) => (
              <li key={`${usage.type}:${usage.id}`}>
                <span className={styles.format}>{m.types[usage.type] ?? usage.type}</span> {usage.title}
                {usage.draft ? m.draftUse : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className={styles.row}>
        <Button tone="danger" onClick={() => setConfirming(true)}>
          {m.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={m.delete}
        message={m.confirmDelete(detail.name)}
        confirmLabel={m.delete}
        cancelLabel={t.common.cancel}
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

async function getMediaUsage(id: number): Promise<Usage[] | null> {
  try {
    return (await getMedia(id)).usedBy;
  } catch {
    return null;
  }
}
