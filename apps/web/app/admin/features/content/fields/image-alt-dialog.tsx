// Asks for an inline image's alternative text: when a picture is put into rich text (starting
// from the library's alt text in the field's language) and when an editor changes it later.
// Screen readers and search engines read nothing else of a picture in a story.
import { MEDIA_ALT_MAX } from '@refit/contract/admin/media-kinds';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Dialog, DialogActions } from '../../../components/overlay/dialog.tsx';
import { useAdminText } from '../../../lib/i18n.ts';

export function ImageAltDialog({
  open,
  initial,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The text the field starts with. */
  initial: string;
  onSave: (alt: string) => void;
  onClose: () => void;
}) {
  const t = useAdminText();
  const r = t.content.rich;
  return (
    <Dialog open={open} title={r.imageAltTitle} closeLabel={t.common.close} onClose={onClose}>
      {/* Mounted while open only, so each opening starts from its own text. */}
      {open ? <AltForm initial={initial} onSave={onSave} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AltForm({
  initial,
  onSave,
  onClose,
}: {
  initial: string;
  onSave: (alt: string) => void;
  onClose: () => void;
}) {
  const t = useAdminText();
  const r = t.content.rich;
  const [alt, setAlt] = useState(initial);
  const save = () => onSave(alt.trim());
  // No <form>: the dialog opens inside the content editor's own form, and forms do not nest.
  return (
    <>
      <TextField
        label={r.imageAltLabel}
        hint={r.imageAltHint}
        value={alt}
        maxLength={MEDIA_ALT_MAX}
        data-autofocus
        onChange={(event) => setAlt(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          save();
        }}
      />
      <DialogActions>
        <Button onClick={onClose}>{t.common.cancel}</Button>
        <Button tone="primary" onClick={save}>
          {r.imageAltSave}
        </Button>
      </DialogActions>
    </>
  );
}
