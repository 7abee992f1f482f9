// Another editor saved first: reload their version (ours is dropped) or overwrite it with ours
// (theirs stays in the history). Closing the dialog keeps our edits on screen, unsaved.
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/overlay/dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../../lib/i18n.ts';
import type { ContentItem } from '../content-types.ts';

export function ConflictDialog({
  current,
  busy,
  onReload,
  onOverwrite,
  onClose,
}: {
  current: ContentItem | null;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const e = t.content.editor;
  return (
    <Dialog open={current !== null} title={e.conflictTitle} closeLabel={t.common.cancel} onClose={onClose}>
      <p style={{ margin: 0 }}>
        {e.conflictMessage(current?.updatedByName ?? '', formatDateTime(current?.updatedAt, lang))}
      </p>
      <DialogActions>
        <Button onClick={onReload} disabled={busy}>
          {e.reload}
        </Button>
        <Button tone="primary" onClick={onOverwrite} disabled={busy}>
          {e.overwrite}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
