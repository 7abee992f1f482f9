// How each channel sends a notice. A sender resolves once the notice is accepted and throws
// otherwise; the notice job tries it again later.
import type { Config } from '../../config.ts';
import { smtpTransport } from './smtp-transport.ts';
import { robotBody } from './message.ts';
import type { NoticeMessage } from './message.ts';
import type { NoticeChannel } from './outbox.ts';

export type NoticeSender = (message: NoticeMessage) => Promise<void>;
export type NoticeSenders = Partial<Record<NoticeChannel, NoticeSender>>;

const SEND_TIMEOUT_MS = 10_000;

export function webhookSender(url: string): NoticeSender {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(robotBody(message)),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    // WeCom and DingTalk answer 200 with a non-zero errcode when they refuse a message.
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return;
    }
    const code = (answer as { errcode?: unknown } | null)?.errcode;
    if (typeof code === 'number' && code !== 0)
      throw new Error(`webhook refused the message (errcode ${code})`);
  };
}

export function emailSender(config: Config): NoticeSender {
  const transport = smtpTransport(config);
  return async (message) => {
    await transport.sendMail({
      from: config.NOTIFY_EMAIL_FROM,
      to: config.NOTIFY_EMAIL_TO,
      subject: message.subject,
      text: message.text,
    });
  };
}

export function configuredSenders(config: Config): NoticeSenders {
  return {
    ...(config.NOTIFY_EMAIL_TO.length > 0 ? { email: emailSender(config) } : {}),
    ...(config.NOTIFY_WEBHOOK_URL ? { webhook: webhookSender(config.NOTIFY_WEBHOOK_URL) } : {}),
  };
}
