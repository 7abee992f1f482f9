// Scheduled backups: due once a day at BACKUP_SCHEDULE in the site's time zone, made in a child
// process into BACKUP_DIR, the newest BACKUP_KEEP scheduled archives kept (archives made by hand
// left alone), one process of several running it, and a failure recorded and audited. An owner's
// wish is due at once, schedule or not, made once however often it was asked for, never pruned,
// and audited in the owner's name; a stopped run leaves it open for the next one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupJob, runBackupJob } from '../../src/backup/server-job/backup-job.ts';
import { lastBackup } from '../../src/backup/server-job/backup-record.ts';
import { askForBackup, openBackupWish } from '../../src/backup/server-job/backup-wish.ts';
import { runJob } from '../../src/jobs/run-job.ts';
import { makeUser } from '../helpers/admin.ts';
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
  // The runs below are the tests' own, at the times they choose: the app's runner makes none.
  await app.jobs.stop();
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
    // Quick runs may share a second: `…-scheduled-2.tar.gz` then follows `…-scheduled.tar.gz`.
    expect(last).toMatchObject({
      made: true,
      pruned: [expect.stringMatching(/-scheduled(-\d+)?\.tar\.gz$/)],
    });

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

describe("an owner's wish", () => {
  const later = firstDue + 30 * day;
  const audited = (action: string) =>
    app.db.selectFrom('admin_audit').select(['actorId', 'detail']).where('action', '=', action).execute();

  it('is due at once, made once however often asked, labelled apart from the scheduled ones and kept', async () => {
    const owner = await makeUser(app, 'owner');
    const other = await makeUser(app, 'owner');
    const first = await askForBackup(app.db, owner.id);
    const second = await askForBackup(app.db, other.id);
    expect([first.opened, second.opened]).toEqual([true, false]);
    expect(second.wish).toEqual(first.wish);

    const run = (now: number) => runBackupJob({ db: app.db, config: config(), log, now: () => now });
    const made = await run(later);
    expect(made).toMatchObject({ made: true, trigger: 'owner', pruned: [] });
    const name = path.basename((made as { file: string }).file);
    expect(name).toMatch(/^refit-backup-\d{8}-\d{6}Z-owner\.tar\.gz$/);
    expect(await openBackupWish(app.db)).toBeUndefined();
    expect(await lastBackup(app.db)).toMatchObject({ ok: true, trigger: 'owner', askedBy: owner.id });
    const [entry] = await audited('backup.made');
    expect(entry).toMatchObject({ actorId: owner.id });
    expect(JSON.parse(entry!.detail)).toMatchObject({ file: name });

    // Fulfilled: the next look makes the day's scheduled backup, which keeps BACKUP_KEEP of its own.
    expect(await run(later + 60_000)).toMatchObject({ made: true, trigger: 'schedule' });
    expect(await run(later + day + 60_000)).toMatchObject({ made: true, trigger: 'schedule' });
    expect(await run(later + 2 * day + 60_000)).toMatchObject({ made: true, trigger: 'schedule' });
    expect(archives()).toContain(name);
    expect(archives().filter((file) => file.includes('-scheduled'))).toHaveLength(2);
  }, 180_000);

  it('that fails is recorded and audited in the name of the owner who asked, and closed', async () => {
    const owner = await makeUser(app, 'owner');
    await askForBackup(app.db, owner.id);
    const notAFolder = path.join(backupDir, 'not-a-folder-either');
    fs.writeFileSync(notAFolder, '');
    const failing = { ...config(), BACKUP_DIR: notAFolder };
    await expect(
      runBackupJob({ db: app.db, config: failing, log, now: () => later + 5 * day }),
    ).rejects.toThrow();
    expect(await lastBackup(app.db)).toMatchObject({ ok: false, trigger: 'owner', askedBy: owner.id });
    const failures = await audited('backup.failed');
    expect(failures.at(-1)).toMatchObject({ actorId: owner.id });
    expect(JSON.parse(failures.at(-1)!.detail)).toMatchObject({
      trigger: 'owner',
      reason: expect.stringMatching(/not-a-folder-either/),
    });
    // Not tried again behind the owner's back: they see the failure and may ask again.
    expect(await openBackupWish(app.db)).toBeUndefined();
  });

  it('stays open when the run is stopped (the process ends, or another took the lease), and nothing is recorded', async () => {
    const owner = await makeUser(app, 'owner');
    const before = await lastBackup(app.db);
    await askForBackup(app.db, owner.id);
    const stop = new AbortController();
    stop.abort();
    await expect(
      runBackupJob({ db: app.db, config: config(), log, now: () => later + 6 * day }, stop.signal),
    ).rejects.toThrow();
    expect(await lastBackup(app.db)).toEqual(before);
    expect(await openBackupWish(app.db)).toMatchObject({ askedBy: owner.id, startedAt: expect.any(String) });

    // The next run makes it.
    expect(
      await runBackupJob({ db: app.db, config: config(), log, now: () => later + 6 * day }),
    ).toMatchObject({
      made: true,
      trigger: 'owner',
    });
    expect(await openBackupWish(app.db)).toBeUndefined();
  }, 60_000);
});
