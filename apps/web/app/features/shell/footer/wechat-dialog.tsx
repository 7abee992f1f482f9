// The WeChat dialog: both QR codes large, opened by the footer's WeChat icon and the phones'
// contact bar.
import type { UiLanguage } from '@refit/contract';
import { WechatQrCodes } from '../../../components/contact/wechat-qr-codes.tsx';
import { ModalDialog } from '../../../components/dialog/modal-dialog.tsx';
import type { WechatQrCodes as Codes } from '../../../lib/contact/wechat-qr.ts';
import { getMessages } from '../../../lib/i18n/messages.ts';
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
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={text.wechatTitle}
      closeLabel={text.close}
      icon={<SocialGlyphIcon glyph="wechat" width={22} height={22} />}
    >
      <p className={styles.lead}>{text.wechatLead}</p>
      <div className={styles.codes}>
        <WechatQrCodes codes={codes} lang={lang} lazy={false} />
      </div>
      <p className={styles.hint}>{text.wechatPhoneHint}</p>
    </ModalDialog>
  );
}
