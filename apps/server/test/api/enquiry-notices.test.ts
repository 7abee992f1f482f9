// New-enquiry notices: written to the outbox with the enquiry, sent after the answer, retried with
// backoff while the webhook is down (the enquiry stored and answered all the same), sent once when
// two processes race for them, and by e-mail through SMTP.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendDueNotices } from '../../src/modules/notices/notice-job.ts';
import { configuredSenders } from '../../src/modules/notices/senders.ts';
import { startFakeSmtp, startFakeWebhook } from '../helpers/fake-notice-servers.ts';
import type { FakeSmtp, FakeWebhook } from '../helpers/fake-notice-servers.ts';
import { createTestApp, openSecondConnection, post } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from './captcha-solver.ts';

const enquiry = {
  name: '王芳',
  email: 'wang@example.com',
  phoneNum: '139 0000 0000',
  messageContent: '请报价碳纤维前唇',
  languages: 'cn',
};

async function send(app: TestApp, extra: Record<string, string> = {}) {
  return post(app, 'saveContactUsForm', { ...enquiry, ...extra, altcha: await solvedCaptcha(app) });
}

async function outboxOf(app: TestApp, email: string) {
  return app.db
    .selectFrom('notice_outbox')
    .innerJoin('contact_enquiry', 'contact_enquiry.id', 'notice_outbox.enquiryId')
    .selectAll('notice_outbox')
    .where('contact_enquiry.email', '=', email)
    .execute();
}

describe('webhook notices', () => {
  let webhook: FakeWebhook;
  let app: TestApp;
  beforeAll(async () => {
    webhook = await startFakeWebhook();
    app = await createTestApp({
      ...CAPTCHA_TEST_ENV,
      CONTACT_RATE_LIMIT: '1000',
      NOTIFY_WEBHOOK_URL: webhook.url,
    });
  });
  afterAll(async () => {
    await app.close();
    await webhook.close();
  });

  it('sends the enquiry to the robot in its JSON after storing it', async () => {
    webhook.mode = 'up';
    webhook.received.length = 0;
    const { status } = await send(app, { email: 'up@example.com', sourcePath: '/car/1' });
    expect(status).toBe(200);
    await vi.waitFor(() => expect(webhook.received).toHaveLength(1));
    const body = webhook.received[0] as { msgtype: string; text: { content: string } };
    expect(body.msgtype).toBe('text');
    expect(body.text.content).toContain('王芳');
    expect(body.text.content).toContain('up@example.com');
    expect(body.text.content).toContain('/car/1');
    await vi.waitFor(async () => expect((await outboxOf(app, 'up@example.com'))[0]?.status).toBe('sent'));
  });

  it('stores and answers the enquiry while the webhook is down, then retries with backoff', async () => {
    webhook.mode = 'down';
    webhook.received.length = 0;
    const { status, body } = await send(app, { email: 'down@example.com' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(
      await app.db
        .selectFrom('contact_enquiry')
        .select('id')
        .where('email', '=', 'down@example.com')
        .execute(),
    ).toHaveLength(1);
    // The first attempt, made after the answer, failed and set the next one 30 s later.
    // Waits for the attempt's outcome, not only its count: the count is written when it starts.
    await vi.waitFor(async () =>
      expect((await outboxOf(app, 'down@example.com'))[0]).toMatchObject({
        attempts: 1,
        lastError: 'webhook answered 500',
      }),
    );
    const [failed] = await outboxOf(app, 'down@example.com');
    expect(failed).toMatchObject({ status: 'pending', lastError: 'webhook answered 500' });
    const failedAt = failed!.nextAttemptAt - 30_000;

    webhook.mode = 'up';
    let clock = failedAt + 29_000;
    const sending = { db: app.db, senders: configuredSenders(app.config), now: () => clock };
    expect(await sendDueNotices(sending)).toBe(0);
    expect(webhook.received).toHaveLength(0);
    clock = failedAt + 30_001;
    expect(await sendDueNotices(sending)).toBe(1);
    expect(webhook.received).toHaveLength(1);
    expect((await outboxOf(app, 'down@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('answers at once even when the webhook hangs', async () => {
    webhook.mode = 'hang';
    const started = performance.now();
    const { status } = await send(app, { email: 'hang@example.com' });
    expect(status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    webhook.mode = 'up';
  });

  it('sends a notice once when two processes claim it at the same moment', async () => {
    webhook.mode = 'down';
    await send(app, { email: 'race@example.com' });
    // The first attempt is claimed (attempts 1) before it fails: wait for its failure, else a busy
    // machine turns the webhook up while that attempt is still on its way, and it succeeds.
    await vi.waitFor(async () =>
      expect((await outboxOf(app, 'race@example.com'))[0]).toMatchObject({
        attempts: 1,
        status: 'pending',
        lastError: expect.stringMatching(/./),
      }),
    );
    webhook.mode = 'up';
    webhook.received.length = 0;
    const later = () => Date.now() + 60_000;
    const other = openSecondConnection(app);
    const senders = configuredSenders(app.config);
    await Promise.all([
      sendDueNotices({ db: app.db, senders, now: later, worker: 'one' }),
      sendDueNotices({ db: other, senders, now: later, worker: 'two' }),
    ]);
    const aboutRace = webhook.received.filter((body) => JSON.stringify(body).includes('race@example.com'));
    expect(aboutRace).toHaveLength(1);
    expect((await outboxOf(app, 'race@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    await other.destroy();
  });

  it('gives a notice up after its last attempt, keeping it and the enquiry', async () => {
    webhook.mode = 'down';
    await send(app, { email: 'gone@example.com' });
    await vi.waitFor(async () => expect((await outboxOf(app, 'gone@example.com'))[0]?.attempts).toBe(1));
    let clock = Date.now();
    const sending = { db: app.db, senders: configuredSenders(app.config), now: () => clock };
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      clock += 3_600_001;
      await sendDueNotices(sending);
    }
    expect((await outboxOf(app, 'gone@example.com'))[0]).toMatchObject({ status: 'failed', attempts: 10 });
    clock += 3_600_001;
    await sendDueNotices(sending);
    expect((await outboxOf(app, 'gone@example.com'))[0]?.attempts).toBe(10);
    webhook.mode = 'up';
  });
});

describe('e-mail notices', () => {
  let smtp: FakeSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    app = await createTestApp({
      ...CAPTCHA_TEST_ENV,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'sales@example.com, boss@example.com',
      NOTIFY_EMAIL_FROM: 'site@example.com',
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails the enquiry to the configured addresses through SMTP', async () => {
    const { status } = await send(app, { email: 'mail@example.com', sourcePath: '/product/info/1' });
    expect(status).toBe(200);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000 });
    const [mail] = smtp.received;
    expect(mail!.from).toBe('site@example.com');
    expect(mail!.to).toEqual(['sales@example.com', 'boss@example.com']);
    expect(mail!.raw).toContain('mail@example.com');
    expect(mail!.raw).toMatch(/^Subject: /m);
    await vi.waitFor(async () => expect((await outboxOf(app, 'mail@example.com'))[0]?.status).toBe('sent'));
  });
});

describe('without notice settings', () => {
  it('queues nothing', async () => {
    const app = await createTestApp(CAPTCHA_TEST_ENV);
    await send(app, { email: 'quiet@example.com' });
    expect(await outboxOf(app, 'quiet@example.com')).toEqual([]);
    await app.close();
  });
});
