// Stand-ins for the places new-enquiry notices go, on loopback: a group-robot webhook that can be
// up, down (500) or hanging, and an SMTP server that keeps what it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startLoopbackHttp } from './loopback-http.ts';

export type WebhookMode = 'up' | 'down' | 'hang';

export interface FakeWebhook {
  url: string;
  mode: WebhookMode;
  received: unknown[];
  close(): Promise<void>;
}

export async function startFakeWebhook(): Promise<FakeWebhook> {
  const fake: FakeWebhook = { url: '', mode: 'up', received: [], close: () => server.close() };
  const server = await startLoopbackHttp((request, answer) => {
    if (fake.mode === 'hang') return answer.hang();
    if (fake.mode === 'down') return answer.status(500, 'down');
    fake.received.push(JSON.parse(request.body));
    answer.json(200, { errcode: 0, errmsg: 'ok' });
  });
  fake.url = `${server.origin}/robot/send?key=test`;
  return fake;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
