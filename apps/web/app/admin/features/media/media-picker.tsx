// A dialog to choose a file of the media library (or upload one there and then), for the content
// editing screens: `accept` limits the kinds shown and uploaded, `multiple` lets several be chosen
// at once (an image list), `onPick` receives the files' addresses as content documents store them
// (`/media/<id>/<name>` for an upload, the path under the static folder for one of the site's own
// pictures) with their alt texts.
import { MEDIA_ACCEPT } from '@refit/contract/admin/media-kinds';
import type { MediaKind } from '@refit/contract/admin/media-kinds';
import { useCallback, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Dialog, DialogActions } from '../../components/overlay/dialog.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import { listMedia } from './media-api.ts';
import type { MediaRecord } from './media-api.ts';
import { MediaGrid } from './media-grid.tsx';
import { UploadZone } from './upload-zone.tsx';
import { useUploads } from './use-uploads.ts';
import styles from './media.module.css';

/** A chosen file: its address and its alt texts, for an image put into rich text. */
export interface PickedFile {
  url: string;
  altZh: string;
  altEn: string;
}

export interface MediaPickerProps {
  open: boolean;
  /** The kinds that may be chosen (all when empty or left out). */
  accept?: readonly MediaKind[];
  /** Several files may be chosen; they are handed over in the order they were chosen. */
  multiple?: boolean;
  onPick: (files: PickedFile[]) => void;
  onClose: () => void;
}

/**
 * What a content document stores for a file: the library's address of an upload, and for one of
 * the site's own files its path under the static folder, as image fields have always held them.
 */
const picked = ({ url, sitePath, altZh, altEn }: MediaRecord): PickedFile => ({
  url: sitePath ?? url,
  altZh,
  altEn,
});

export const MEDIA_UPLOAD_MAX_MB = 20;

export function MediaPicker({ open, accept, multiple = false, onPick, onClose }: MediaPickerProps) {
  const t = useAdminText();
  return (
    <Dialog open={open} title={t.media.pickerTitle} closeLabel={t.common.close} onClose={onClose}>
      {open ? <PickerBody accept={accept} multiple={multiple} onPick={onPick} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PickerBody({
  accept,
  multiple,
  onPick,
  onClose,
}: Omit<MediaPickerProps, 'open' | 'multiple'> & { multiple: boolean }) {
  const t = useAdminText();
  const kinds = accept && accept.length > 0 ? accept : (Object.keys(MEDIA_ACCEPT) as MediaKind[]);
  const [kind, setKind] = useState<MediaKind>(kinds[0]!);
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<MediaRecord[]>([]);
  // One file replaces the choice; with `multiple`, choosing a chosen file again leaves it out.
  const choose = useCallback(
    (record: MediaRecord) =>
      setSelected((current) =>
        !multiple
          ? [record]
          : current.some((one) => one.id === record.id)
            ? current.filter((one) => one.id !== record.id)
            : [...current, record],
      ),
    [multiple],
  );
  const query = useAdminQuery(`picker:${kind}:${q}`, (signal) =>
    listMedia({ kind, q, pageSize: 60 }, signal),
  );
  const { reload } = query;
  const accepted = kinds.join(',');
  const onUploaded = useCallback(
    (record: MediaRecord) => {
      // A file just uploaded here is what the user means to pick.
      if (accepted.split(',').includes(record.kind))
        setSelected((current) => (multiple ? [...current, record] : [record]));
      reload();
    },
    [accepted, multiple, reload],
  );
  const uploads = useUploads(onUploaded);

  return (
    <div className={styles.picker}>
      <UploadZone
        rows={uploads.rows}
        onFiles={uploads.add}
        onDuplicate={uploads.resolve}
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
            selectedId={null}
            selectedIds={selected.map((one) => one.id)}
            onSelect={choose}
          />
        )}
      </div>
      <DialogActions>
        <Button onClick={onClose}>{t.common.cancel}</Button>
        <Button
          tone="primary"
          disabled={selected.length === 0}
          onClick={() => {
            if (selected.length > 0) onPick(selected.map(picked));
          }}
        >
          {multiple ? t.media.pickMany(selected.length) : t.media.pick}
        </Button>
      </DialogActions>
    </div>
  );
}
