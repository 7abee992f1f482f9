// A made invitation: its one-time link (shown this once, since only its hash is kept) with a copy
// button, and whether the e-mail went out, so the owner knows to pass the link on by hand.
import type { CreateInvitationResult } from '@refit/contract/admin';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';
import styles from './invite-link.module.css';

export function InviteLink({ made }: { made: CreateInvitationResult }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const { invitation, link, email } = made;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(t.invite.copied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is there to copy from.
      notifyError(t.invite.copyFailed);
    }
  }

  const note =
    email === 'sent'
      ? t.invite.emailSent(invitation.email)
      : email === 'failed'
        ? t.invite.emailFailed
        : t.invite.emailOff;

  return (
    <div className={styles.ready}>
      <p className={styles.intro}>
        {t.invite.readyIntro(invitation.email, formatDateTime(invitation.expiresAt, lang))}
      </p>
      <div className={styles.row}>
        <TextField
          label={t.invite.link}
          className={styles.link}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button tone="primary" onClick={() => void copy()}>
          {t.invite.copy}
        </Button>
      </div>
      <p className={email === 'failed' ? `${styles.note} ${styles.warning}` : styles.note} role="status">
        {note}
      </p>
    </div>
  );
}
