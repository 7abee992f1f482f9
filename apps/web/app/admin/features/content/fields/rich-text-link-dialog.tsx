// The rich text's link tool: the link field (choose a page of the site, or type an address, checked
// as every link field is) in a dialog, to link the selected words, change the link the caret is
// in, or remove it. With no words selected, the link's own name (the page's, the item's title) is
// put in as its text.
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { isKeptStatus, LinkField } from '../../../components/link/link-field.tsx';
import { useLinkStatus } from '../../../components/link/use-link-status.ts';
import type { LinkStatus } from '../../../components/link/use-link-status.ts';
import { Dialog, DialogActions } from '../../../components/overlay/dialog.tsx';
import { useAdminText } from '../../../lib/i18n.ts';

/** The link to put in: its address, and the words to show where none are selected. */
export interface RichLink {
  href: string;
  text: string;
}

export function RichTextLinkDialog({
  open,
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  /** The address of the link being changed; empty for a new one. */
  initial: string;
  onApply: (link: RichLink) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useAdminText();
  return (
    <Dialog open={open} title={t.links.dialogTitle} closeLabel={t.common.close} onClose={onClose}>
      {/* Mounted while open only, so each opening starts from the link it is about. */}
      {open ? <LinkForm initial={initial} onApply={onApply} onRemove={onRemove} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** The words a new link shows: what it leads to, by name where the field knows one. */
const linkText = (status: LinkStatus, href: string) =>
  status.tone === 'ok' || status.tone === 'warning' ? status.title : href;

function LinkForm({
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  onApply: (link: RichLink) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useAdminText();
  const [href, setHref] = useState(initial);
  const status = useLinkStatus(href);
  const address = href.trim();
  // An empty address removes the link, as the remove button does.
  const apply = () => {
    if (address === '') onRemove();
    else if (isKeptStatus(status)) onApply({ href: address, text: linkText(status, address) });
  };
  // No <form>: the dialog opens inside the content editor's own form, and forms do not nest.
  return (
    <>
      <LinkField
        label={t.links.address}
        hint={t.links.newTabNote}
        value={href}
        status={status}
        autoFocus
        onChange={setHref}
        onEnter={apply}
      />
      <DialogActions>
        {initial ? (
          <Button tone="danger" onClick={onRemove}>
            {t.links.remove}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t.common.cancel}</Button>
        <Button tone="primary" disabled={!isKeptStatus(status)} onClick={apply}>
          {t.links.apply}
        </Button>
      </DialogActions>
    </>
  );
}
