// The share control of news, gallery, car and product pages: a button that opens the share
// dialog. The dialog's code and strings come in their own chunk, asked for when a pointer or the
// focus reaches the button, so a page that is only read carries the button alone.
import type { UiLanguage } from '@refit/contract';
import { lazy, Suspense, useState } from 'react';
import { getMessages } from '../../lib/i18n/messages.ts';
import { ModalDialog } from '../dialog/modal-dialog.tsx';
import { ShareIcon } from './share-icon.tsx';
import styles from './share-button.module.css';
import type { ShareSheetProps } from './share-sheet.tsx';

const loadSheet = () => import('./share-sheet.tsx');
// A chunk that cannot be fetched (the connection dropped) still leaves the address to copy.
const ShareSheet = lazy(() => loadSheet().catch(() => ({ default: AddressOnly })));

function AddressOnly({ open, lang, onClose }: ShareSheetProps) {
  const messages = getMessages(lang);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={messages.common.share}
      closeLabel={messages.contact.close}
      icon={<ShareIcon width={22} height={22} />}
    >
      <p className={styles.address}>{window.location.href}</p>
    </ModalDialog>
  );
}

interface ShareButtonProps {
  lang: UiLanguage;
  /** The page's headline, for the share targets that take one (Weibo, the system's sheet). */
  title: string;
  /** `onImage`: light on a photograph (the car's hero); `plain`: on the page's own ground. */
  tone?: 'onImage' | 'plain';
}

export function ShareButton({ lang, title, tone = 'plain' }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  // The dialog is mounted at the first press and kept, so it opens at once the next time.
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadSheet().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={tone === 'onImage' ? styles.onImage : styles.button}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <ShareIcon width={18} height={18} />
        {getMessages(lang).common.share}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ShareSheet open={open} lang={lang} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
