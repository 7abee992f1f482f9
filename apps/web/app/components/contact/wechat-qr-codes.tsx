// The WeChat QR codes (official account and sales consultant) side by side, each on a light card
// with its name: in the footer, on About and in the WeChat dialog. The pictures were drawn on the
// server; a code the editors left out is not shown.
import type { UiLanguage } from '@refit/contract';
import type { WechatQrCodes } from '../../lib/contact/wechat-qr.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import styles from './wechat-qr-codes.module.css';

interface WechatQrCodesProps {
  codes: WechatQrCodes;
  lang: UiLanguage;
  /** compact: the footer's small codes; large: About and the dialog, with a line under each name. */
  size?: 'compact' | 'large';
  /** Pictures below the fold wait until they come near; the dialog's show at once. */
  lazy?: boolean;
}

/** Drawn at 41 modules (a link of up to about 60 characters) or fewer; CSS sets the shown size. */
const PICTURE_SIZE = 164;

export function WechatQrCodes({ codes, lang, size = 'large', lazy = true }: WechatQrCodesProps) {
  const text = getMessages(lang).contact;
  const entries = [
    {
      key: 'officialAccount',
      src: codes.officialAccount,
      name: text.officialAccount,
      note: text.officialAccountNote,
    },
    { key: 'consultant', src: codes.consultant, name: text.consultant, note: text.consultantNote },
  ].filter((entry) => entry.src !== '');
  if (entries.length === 0) return null;

  return (
    <ul className={styles.codes} data-size={size}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.entry}>
          <figure className={styles.figure}>
            <span className={styles.card}>
              <img
                className={styles.picture}
                src={entry.src}
                alt={text.qrLabel(entry.name)}
                width={PICTURE_SIZE}
                height={PICTURE_SIZE}
                loading={lazy ? 'lazy' : 'eager'}
                decoding="async"
              />
            </span>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{entry.name}</span>
              {size === 'large' ? <span className={styles.note}>{entry.note}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
