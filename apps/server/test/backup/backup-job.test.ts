// Scheduled backups: due once a day at BACKUP_SCHEDULE in the site's time zone, made in a child
// process into BACKUP_DIR, the newest BACKUP_KEEP scheduled archives kept (archives made by hand
// left alone), one process of several running it, and a failure recorded and audited.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupJob, runBackupJob } from '../../src/backup/backup-job.ts';
import { lastBackup } from '../../src/backup/backup-record.ts';
import { runJob } from '../../src/jobs/run-job.ts';
import { createTestApp, createTwinApp, databaseOf } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
let backupDir: string;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
// 03:30 in Shanghai on 2026-05-02 is 2026-05-01T19:30Z.
const firstDue = Date.parse('2026-05-01T19:30:00Z');
const day = 24 * 3_600_000;

beforeAll(async () => {
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-scheduled-'));
  app = await createTestApp({ BACKUP_SCHEDULE: '03:30', BACKUP_KEEP: '2', BACKUP_DIR: backupDir });
  // The schedule is under test, not the archive's content: without the demo's 25 MB of pictures,
  // each of the backups below takes a moment.
  fs.rmSync(path.join(app.config.DATA_DIR, 'static'), { recursive: true, force: true });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

/** The app's settings with its database named, as a server's own configuration has it. */
const config = () => ({ ...app.config, DATABASE_URL: databaseOf(app).databaseUrl });
const archives = () =>
  fs
    .readdirSync(backupDir)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort();

describe('scheduled backups', () => {
  it('make one archive a day, at the time in the site time zone, and keep the newest BACKUP_KEEP', async () => {
    fs.writeFileSync(path.join(backupDir, 'refit-backup-20260101-000000Z.tar.gz'), 'made by hand');
    const run = (now: number) => runBackupJob({ db: app.db, config: config(), log, now: () => now });

    expect(await run(firstDue - 60_000)).toMatchObject({ made: true });
    expect(await run(firstDue - 30_000)).toEqual({ made: false });
    expect(await run(firstDue + 60_000)).toMatchObject({ made: true });
    expect(await run(firstDue + day + 60_000)).toMatchObject({ made: true });
    const last = await run(firstDue + 2 * day + 60_000);
    expect(last).toMatchObject({ made: true, pruned: [expect.stringMatching(/-scheduled\.tar\.gz$/)] });

    const names = archives();
    expect(names.filter((name) => name.includes('-scheduled'))).toHaveLength(2);
    expect(names).toContain('refit-backup-20260101-000000Z.tar.gz');
    expect(await lastBackup(app.db)).toMatchObject({ ok: true, trigger: 'schedule' });
  }, 180_000);

  it('run in one process of several', async () => {
    const twin = await createTwinApp(app);
    try {
      const job = backupJob({ db: app.db, config: config(), log, now: () => firstDue + 10 * day });
      const runs = await Promise.all([
        runJob(app.db, job, { holder: 'process-a', log, due: true }),
        runJob(twin.db, job, { holder: 'process-b', log, due: true }),
      ]);
      expect(runs.filter((run) => run.ran)).toHaveLength(1);
    } finally {
      await twin.close();
    }
  }, 60_000);

  it('record and audit a failure', async () => {
    const notAFolder = path.join(backupDir, 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    const failing = { ...config(), BACKUP_DIR: notAFolder };
    await expect(
      runBackupJob({ db: app.db, config: failing, log, now: () => firstDue + 20 * day }),
    ).rejects.toThrow();
    expect(await lastBackup(app.db)).toMatchObject({
      ok: false,
      trigger: 'schedule',
      error: expect.any(String),
    });
    const audit = await app.db
      .selectFrom('admin_audit')
      .select(['action', 'detail'])
      .where('action', '=', 'backup.failed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail).reason).toMatch(/not-a-folder/);
  });
});
