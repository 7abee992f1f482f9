// A failed backup is told through the notice channels the site has set up, one notice per channel,
// sent by the notices' job: a scheduled one when it first fails and when the wave of retries ends,
// not at every retry; an owner's each time it fails. In the site's default language, with the
// error in words and a link to the backup panel.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_RETRY, runBackupJob } from '../../src/backup/server-job/backup-job.ts';
import { askForBackup } from '../../src/backup/server-job/backup-wish.ts';
import { sendDueNotices } from '../../src/modules/notices/notice-job.ts';
import { configuredSenders } from '../../src/modules/notices/senders.ts';
import { makeUser } from '../helpers/admin.ts';
import { startFakeSmtp, startFakeWebhook } from '../helpers/fake-notice-servers.ts';
import type { FakeSmtp, FakeWebhook } from '../helpers/fake-notice-servers.ts';
import { createTestApp, databaseOf } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
let smtp: FakeSmtp;
let webhook: FakeWebhook;
let folder: string;
let notAFolder: string;
const log = { info: () => undefined, warn: () => undefined };
// 03:30 in Shanghai on 2026-05-02 is 2026-05-01T19:30Z.
const due = Date.parse('2026-05-01T19:30:00Z');
const day = 24 * 3_600_000;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  webhook = await startFakeWebhook();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-failing-'));
  notAFolder = path.join(folder, 'not-a-folder');
  fs.writeFileSync(notAFolder, '');
  app = await createTestApp({
    BACKUP_SCHEDULE: '03:30',
    BACKUP_DIR: notAFolder,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_TO: 'owner@example.com',
    NOTIFY_EMAIL_FROM: 'site@example.com',
    NOTIFY_WEBHOOK_URL: webhook.url,
    SITE_ORIGIN: 'https://www.example.cn',
  });
  // The runs below are the tests' own, at the times they choose.
  await app.jobs.stop();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await webhook?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const config = () => ({ ...app.config, DATABASE_URL: databaseOf(app).databaseUrl });
const fail = (now: number) =>
  expect(runBackupJob({ db: app.db, config: config(), log, now: () => now })).rejects.toThrow();
const send = (now: number) =>
  sendDueNotices({ db: app.db, senders: configuredSenders(app.config), now: () => now });
const robotTexts = () => webhook.received.map((body) => (body as { text: { content: string } }).text.content);

// Each failing run starts the backup's child process: seconds apiece on a busy machine.
describe('a failing scheduled backup', { timeout: 90_000 }, () => {
  it('is told once per channel when it first fails, and again only when the retries settle', async () => {
    let now = due + 60_000;
    await fail(now);
    expect(await send(now)).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['owner@example.com']);
    expect(robotTexts()).toHaveLength(1);
    const [first] = robotTexts();
    expect(first).toContain('网站定时备份失败');
    expect(first).toContain(`原因：`);
    expect(first).toContain(notAFolder);
    expect(first).toContain('自动重试');
    expect(first).toContain('https://www.example.cn/admin/backups');
    expect(smtp.received[0]!.raw).toContain('admin/backups');

    // Its retries: the second is not told, the third (the last of the shorter waits) is.
    for (const wait of BACKUP_RETRY.waitsMs.slice(0, 2)) {
      now += wait;
      await fail(now);
      await send(now);
    }
    expect(robotTexts()).toHaveLength(2);
    expect(robotTexts()[1]).toContain('再次失败（已连续 3 次）');
    expect(smtp.received).toHaveLength(2);
    // Every hour after that, all day: nothing more.
    for (let hour = 1; hour <= 5; hour += 1) {
      now += 3_600_000;
      await fail(now);
      await send(now);
    }
    expect(robotTexts()).toHaveLength(2);

    // The next day's backup failing is told afresh.
    now = due + day + 60_000;
    await fail(now);
    await send(now);
    expect(robotTexts()).toHaveLength(3);
    expect(smtp.received).toHaveLength(3);
  });
});

describe("an owner's backup that fails", { timeout: 60_000 }, () => {
  it('is told each time, naming the owner, once per channel', async () => {
    const owner = await makeUser(app, 'owner');
    const before = robotTexts().length;
    for (const at of [due + 3 * day, due + 3 * day + 60_000]) {
      await askForBackup(app.db, owner.id, new Date(at));
      await fail(at);
      await send(at);
    }
    const told = robotTexts().slice(before);
    expect(told).toHaveLength(2);
    expect(told[0]).toContain(`${owner.name} 要求的备份失败`);
    expect(told[0]).toContain('不会自动重试');
    expect(smtp.received).toHaveLength(3 + 2);
  });
});
