// Sends an invitation's e-mail through the site's mail server, from the address new-enquiry
// e-mails come from. Null when either is missing: the owner then passes the link on by hand.
import type { Config } from '../../../config.ts';
import { hasSmtp, smtpTransport } from '../../notices/smtp-transport.ts';

export type InvitationMailer = (to: string, mail: { subject: string; text: string }) => Promise<void>;

export function invitationMailer(config: Config): InvitationMailer | null {
  const from = config.NOTIFY_EMAIL_FROM;
  if (!hasSmtp(config) || !from) return null;
  const transport = smtpTransport(config);
  return async (to, mail) => {
    await transport.sendMail({ from, to, subject: mail.subject, text: mail.text });
  };
}
