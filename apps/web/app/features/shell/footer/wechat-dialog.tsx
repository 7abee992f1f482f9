// The WeChat dialog: both QR codes large, opened by the footer's WeChat icon and the phones'
// contact bar. The native <dialog> opened with showModal() keeps focus inside and the rest of the
// page inert; Escape, the close button and a press on the backdrop close it, and focus goes back
// to the button that opened it. Page scrolling is locked while it is open.
import type { UiLanguage } from '@refit/contract';
import { useEffect, useId, useRef } from 'react';
import type { MouseEvent } from 'react';
import { WechatQrCodes } from '../../../components/contact/wechat-qr-codes.tsx';
import { useScrollLock } from '../../../components/media/use-scroll-lock.ts';
import type { WechatQrCodes as Codes } from '../../../lib/contact/wechat-qr.ts';
import { getMessages } from '../../../lib/i18n/messages.ts';
import { CloseIcon } from '../../../components/media/media-icons.tsx';
import { SocialGlyphIcon } from '../shell-icons.tsx';
import styles from './wechat-dialog.module.css';

interface WechatDialogProps {
  open: boolean;
  codes: Codes;
  lang: UiLanguage;
  onClose: () => void;
}

export function WechatDialog({ open, codes, lang, onClose }: WechatDialogProps) {
  const text = getMessages(lang).contact;
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
        // Escape: the shell owns `open`, so it decides; the dialog stays controlled.
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
              <SocialGlyphIcon glyph="wechat" width={22} height={22} />
            </span>
            <h2 id={titleId} className={styles.title}>
              {text.wechatTitle}
            </h2>
            <button type="button" className={styles.close} aria-label={text.close} onClick={onClose}>
              <CloseIcon width={20} height={20} />
            </button>
          </header>
          <p className={styles.lead}>{text.wechatLead}</p>
          <WechatQrCodes codes={codes} lang={lang} lazy={false} />
          <p className={styles.hint}>{text.wechatPhoneHint}</p>
        </div>
      ) : null}
    </dialog>
  );
}
