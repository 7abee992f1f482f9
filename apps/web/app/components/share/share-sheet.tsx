// The share dialog: the page's QR code to open it on a phone, its address with a copy button,
// Weibo's share form and, where the system offers one, the system's share sheet. In WeChat's own
// browser (marked on the document by wechat-share-setup.tsx) its stylesheet shows where WeChat's
// share is, the page having configured it, and hides Weibo and the system's sheet, which WeChat
// does not open. Loaded when a visitor first asks to share.
import type { UiLanguage } from '@refit/contract';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { shareText } from '../../locales/share.ts';
import { useOrigin } from '../../lib/request-origin.ts';
import { languageUrl } from '../../lib/seo.ts';
import { qrPictureUrl, weiboShareUrl } from '../../lib/share/share-links.ts';
import { ModalDialog } from '../dialog/modal-dialog.tsx';
import { ShareIcon } from './share-icon.tsx';
import styles from './share-sheet.module.css';

export interface ShareSheetProps {
  open: boolean;
  lang: UiLanguage;
  title: string;
  onClose: () => void;
}

/** Drawn at up to 41 modules; the picture is sharp at this size on any screen. */
const QR_SIZE = 168;

type CopyState = 'idle' | 'copied' | 'failed';

export default function ShareSheet({ open, lang, title, onClose }: ShareSheetProps) {
  const text = shareText[lang];
  const location = useLocation();
  const path = languageUrl(location, lang);
  const url = `${useOrigin() || window.location.origin}${path}`;
  const systemShare = typeof navigator.share === 'function';
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard here (a plain-http address, a refusal): the visitor copies it.
      inputRef.current?.focus();
      inputRef.current?.select();
      setCopy('failed');
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={() => {
        setCopy('idle');
        onClose();
      }}
      title={text.title}
      closeLabel={text.close}
      icon={<ShareIcon width={22} height={22} />}
    >
      <p className={styles.wechat}>{text.inWechat}</p>
      <figure className={styles.qr}>
        <span className={styles.qrCard}>
          <img src={qrPictureUrl(path)} alt={text.qrLabel} width={QR_SIZE} height={QR_SIZE} />
        </span>
        <figcaption className={styles.caption}>{text.scan}</figcaption>
      </figure>
      <div className={styles.link}>
        <label className={styles.label} htmlFor={inputId}>
          {text.link}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.address}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={styles.copy} onClick={() => void copyLink()}>
            {text.copy}
          </button>
        </div>
        <p className={styles.status} role="status" data-state={copy}>
          {copy === 'copied' ? text.copied : copy === 'failed' ? text.copyFailed : ''}
        </p>
      </div>
      <div className={styles.actions}>
        <a
          className={styles.action}
          href={weiboShareUrl(url, title)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {text.weibo}
          <span className="visually-hidden"> {text.opensInNewTab}</span>
        </a>
        {systemShare ? (
          <button
            type="button"
            className={styles.action}
            // A visitor closing the system's sheet is not an error worth telling.
            onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
          >
            {text.more}
          </button>
        ) : null}
      </div>
    </ModalDialog>
  );
}
