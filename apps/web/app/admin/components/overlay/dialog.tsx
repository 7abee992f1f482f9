// A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus
// stays inside), Escape closes it, and focus returns to what opened it. A control marked
// `data-autofocus` takes the focus when it opens. A dialog opened from
// inside another (the link picker from the rich text's link dialog) closes alone: React passes
// the inner one's close and cancel events up to the outer one, which answers only its own.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** As wide and tall as the window allows (a page preview), instead of a form's width. */
  wide?: boolean;
  children: ReactNode;
}

export function Dialog({ open, title, closeLabel, onClose, wide = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React focuses an `autoFocus` control while the dialog is still closed, which the browser
      // ignores before moving the focus to the first control: the one marked takes it instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button tone="ghost" small onClick={onClose}>
              {closeLabel}
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
