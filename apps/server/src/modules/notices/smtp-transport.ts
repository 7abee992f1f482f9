// The one SMTP connection setting of the site (SMTP_URL, or SMTP_HOST and its parts), for every
// e-mail it sends: new-enquiry notices and invitations.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

const SEND_TIMEOUT_MS = 10_000;

type SmtpConfig = Pick<Config, 'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASS'>;

/** Whether a mail server is set up at all. */
export function hasSmtp(config: SmtpConfig): boolean {
  return Boolean(config.SMTP_URL || config.SMTP_HOST);
}

export function smtpTransport(config: SmtpConfig): Transporter {
  return config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_PORT === 465,
        ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } } : {}),
        connectionTimeout: SEND_TIMEOUT_MS,
        greetingTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      });
}
