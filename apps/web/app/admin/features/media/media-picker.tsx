// A dialog to choose a file of the media library (or upload one there and then), for the content
// editing screens: `accept` limits the kinds shown and uploaded, `onPick` receives the file's
// address (`/media/<id>/<name>`, what content documents store).
import { MEDIA_ACCEPT } from '@refit/contract/admin/media-kinds';
import type { MediaKind } from '@refit/contract/admin/media-kinds';
import { useCallback, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Dialog, DialogActions } from '../../components/dialog.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import { listMedia } from './media-api.ts';
import type { MediaRecord } from './media-api.ts';
import { MediaGrid } from './media-grid.tsx';
import { UploadZone } from './upload-zone.tsx';
import { useUploads } from './use-uploads.ts';
import styles from './media.module.css';

export interface MediaPickerProps {
  open: boolean;
  /** The kinds that may be chosen (all when empty or left out). */
  accept?: readonly MediaKind[];
  onPick: (url: string) => void;
  onClose: () => void;
}

export const MEDIA_UPLOAD_MAX_MB = 20;

export function MediaPicker({ open, accept, onPick, onClose }: MediaPickerProps) {
  const t = useAdminText();
  return (
    <Dialog open={open} title={t.media.pickerTitle} closeLabel={t.common.close} onClose={onClose}>
      {open ? <PickerBody accept={accept} onPick={onPick} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PickerBody({ accept, onPick, onClose }: Omit<MediaPickerProps, 'open'>) {
  const t = useAdminText();
  const kinds = accept && accept.length > 0 ? accept : (Object.keys(MEDIA_ACCEPT) as MediaKind[]);
  const [kind, setKind] = useState<MediaKind>(kinds[0]!);
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<MediaRecord | null>(null);
  const query = useAdminQuery(`picker:${kind}:${q}`, (signal) =>
    listMedia({ kind, q, pageSize: 60 }, signal),
  );
  const { reload } = query;
  const accepted = kinds.join(',');
  const onUploaded = useCallback(
    (record: MediaRecord) => {
      // A file just uploaded here is what the user means to pick.
      if (accepted.split(',').includes(record.kind)) setSelected(record);
      reload();
    },
    [accepted, reload],
  );
  const uploads = useUploads(onUploaded);

  return (
    <div className={styles.picker}>
      <UploadZone
        rows={uploads.rows}
        onFiles={uploads.add}
        accept={kinds.map((one) => MEDIA_ACCEPT[one]).join(',')}
        maxMegabytes={MEDIA_UPLOAD_MAX_MB}
      />
      <div className={styles.pickerFilters}>
        {kinds.length > 1 ? (
          <SelectField
            label={t.media.kind}
            value={kind}
            options={kinds.map((one) => ({ value: one, label: t.media.kinds[one] }))}
            onChange={(event) => setKind(event.currentTarget.value as MediaKind)}
          />
        ) : null}
        <TextField
          label={t.media.search}
          type="search"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
      </div>
      <div className={styles.pickerGrid}>
        {query.data && query.data.records.length === 0 ? (
          <p className={styles.muted}>{t.media.pickerEmpty}</p>
        ) : (
          <MediaGrid
            records={query.data?.records ?? []}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
          />
        )}
      </div>
      <DialogActions>
        <Button onClick={onClose}>{t.common.cancel}</Button>
        <Button
          tone="primary"
          disabled={!selected}
          onClick={() => {
            if (selected) onPick(selected.url);
          }}
        >
          {t.media.pick}
        </Button>
      </DialogActions>
    </div>
  );
}
