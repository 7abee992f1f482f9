// A modal panel over a dimmed page: the WeChat dialog and the share dialog. The native <dialog>
// opened with showModal() keeps focus inside and the rest of the page inert; Escape, the close
// button and a press on the backdrop close it, and focus goes back to the button that opened it.
// Page scrolling is locked while it is open. The panel's content is rendered only while it is
// open, so its pictures are fetched when someone asks for them.
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { CloseIcon } from '../media/media-icons.tsx';
import { useScrollLock } from '../media/use-scroll-lock.ts';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The round badge above the title. */
  icon: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

export function ModalDialog({ open, onClose, title, icon, closeLabel, children }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) {
      // The browser hands focus back by itself; this covers a close it did not see (navigation).
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected && document.activeElement !== opener) {
        opener.focus({ preventScroll: true });
      }
    }
  }, [open]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is the backdrop around the panel.
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      // The title exists only while the dialog is open: never point at a missing id.
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        // Escape: the owner holds `open`, so it decides; the dialog stays controlled.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={onBackdrop}
    >
      {open ? (
        <div className={styles.panel}>
          <header className={styles.head}>
            <span className={styles.badge} aria-hidden="true">
              {icon}
            </span>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <CloseIcon width={20} height={20} />
            </button>
          </header>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
