// Drop files here or choose them: several at once, each with its own progress bar and, when it is
// refused, the server's reason beside its name. A file the library already holds shows the
// library's copy with the two ways on: use that copy, or upload the file anyway.
import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { thumbnailOf } from './media-api.ts';
import type { UploadRow } from './use-uploads.ts';
import styles from './media.module.css';

export function UploadZone({
  rows,
  onFiles,
  onDuplicate,
  accept,
  maxMegabytes,
}: {
  rows: UploadRow[];
  onFiles: (files: File[]) => void;
  /** The editor's choice for a file the library already holds. */
  onDuplicate: (row: UploadRow, choice: 'existing' | 'upload') => void;
  accept: string;
  maxMegabytes: number;
}) {
  const t = useAdminText().media;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <section className={styles.uploads} aria-label={t.uploads}>
      <div
        className={styles.drop}
        data-over={over ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <LineIcon className={styles.dropIcon} width={28} height={28} strokeWidth={1.6}>
          <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
        </LineIcon>
        <p className={styles.dropTitle}>{t.dropTitle}</p>
        <p id={hintId} className={styles.dropHint}>
          {t.dropHint(maxMegabytes)}
        </p>
        <Button tone="primary" onClick={() => input.current?.click()} aria-describedby={hintId}>
          {t.choose}
        </Button>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          multiple
          accept={accept}
          tabIndex={-1}
          aria-label={t.choose}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </div>
      {rows.length > 0 ? (
        <ul className={styles.uploadList} aria-label={t.uploads}>
          {rows.map((row) => (
            <li key={row.key} className={styles.uploadRow} data-state={row.state}>
              <span className={styles.uploadName}>{row.name}</span>
              <progress
                className={styles.progress}
                max={1}
                value={row.progress}
                aria-label={`${row.name}: ${Math.round(row.progress * 100)}%`}
              />
              <span className={styles.uploadState} role={row.state === 'failed' ? 'alert' : undefined}>
                {row.state === 'failed'
                  ? `${t.failed}: ${row.message}`
                  : row.state === 'done'
                    ? t.uploaded
                    : row.state === 'duplicate'
                      ? t.duplicateWaiting
                      : row.state === 'existing'
                        ? t.usingExisting
                        : `${t.uploading} ${Math.round(row.progress * 100)}%`}
              </span>
              {row.state === 'duplicate' && row.record ? (
                <DuplicateChoice row={row} record={row.record} onChoose={onDuplicate} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The library's copy of a file sent again, and the two ways on. */
function DuplicateChoice({
  row,
  record,
  onChoose,
}: {
  row: UploadRow;
  record: NonNullable<UploadRow['record']>;
  onChoose: (row: UploadRow, choice: 'existing' | 'upload') => void;
}) {
  const t = useAdminText().media;
  const thumbnail = thumbnailOf(record);
  const titleId = useId();
  return (
    <div className={styles.duplicate} role="group" aria-labelledby={titleId}>
      {thumbnail ? <img className={styles.duplicateThumb} src={thumbnail} alt="" decoding="async" /> : null}
      <div className={styles.duplicateText}>
        <p id={titleId} className={styles.duplicateTitle}>
          {t.duplicate}
        </p>
        <p className={styles.duplicateOf}>{t.duplicateOf(record.name)}</p>
      </div>
      <div className={styles.duplicateActions}>
        <Button small tone="primary" onClick={() => onChoose(row, 'existing')}>
          {t.useExisting}
        </Button>
        <Button small onClick={() => onChoose(row, 'upload')}>
          {t.uploadAnyway}
        </Button>
      </div>
    </div>
  );
}
