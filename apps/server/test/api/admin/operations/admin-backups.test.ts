// The owners' backup panel: GET /api/admin/backups (the state), POST (a backup now), GET
// /backups/archives (this process's folder) and GET /backups/archives/:name (a download). Owners
// only; names that are no archive's are refused before the folder is looked at; two asks at once,
// on two processes of one database, make one backup, labelled so the keep rule never deletes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { BackupArchive, BackupState } from '@refit/contract/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordBackup } from '../../../../src/backup/server-job/backup-record.ts';
import { call, signedIn } from '../../../helpers/admin.ts';
import type { Answer } from '../../../helpers/admin.ts';
import { createTestApp, createTwinApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let twin: TestApp;
let root: string;
let backupDir: string;
let owner: Awaited<ReturnType<typeof signedIn>>;
let otherOwner: Awaited<ReturnType<typeof signedIn>>;
const cookies: Record<'editor' | 'sales', string> = { editor: '', sales: '' };

const HAND_MADE = 'refit-backup-20260101-000000Z.tar.gz';
const handMadeBytes = gzipSync(Buffer.from('an archive made with npm run backup'));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-backup-panel-'));
  // Not there yet: the site has never made a backup.
  backupDir = path.join(root, 'backups');
  app = await createTestApp({ BACKUP_DIR: backupDir });
  twin = await createTwinApp(app);
  // The panel is under test, not the archive's content: without the demo's 25 MB of pictures a
  // backup takes a moment.
  fs.rmSync(path.join(app.config.DATA_DIR, 'static'), { recursive: true, force: true });
  owner = await signedIn(app, 'owner');
  otherOwner = await signedIn(app, 'owner');
  await app.db.updateTable('admin_user').set({ name: '王芳' }).where('id', '=', owner.id).execute();
  owner = { ...owner, name: '王芳' };
  cookies.editor = (await signedIn(app, 'editor')).cookie;
  cookies.sales = (await signedIn(app, 'sales')).cookie;
});
afterAll(async () => {
  await twin?.close();
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const stateOf = (answer: Answer) => answer.body.result as BackupState;
const archivesOf = async () => {
  const answer = await call(app, 'GET', '/backups/archives', { cookie: owner.cookie });
  expect(answer.status).toBe(200);
  return answer.body.result as { machine: string; folder: string; records: BackupArchive[] };
};
/** Waits until no backup is asked for or being made, and answers the state then. */
async function settled(server: TestApp = app): Promise<BackupState> {
  let state: BackupState | undefined;
  await vi.waitFor(
    async () => {
      state = stateOf(await call(server, 'GET', '/backups', { cookie: owner.cookie }));
      expect(state.request).toBeNull();
    },
    { timeout: 60_000, interval: 200 },
  );
  return state!;
}
const auditOf = (action: string) =>
  app.db
    .selectFrom('admin_audit')
    .select(['actorId', 'target', 'detail'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('who may use the backup panel', () => {
  const calls = [
    ['GET', '/backups'],
    ['POST', '/backups'],
    ['GET', '/backups/archives'],
    ['GET', `/backups/archives/${HAND_MADE}`],
  ] as const;

  it.each(calls)(
    '%s %s refuses editors and sales (403) and visitors (401), in the envelope',
    async (method, url) => {
      for (const role of ['editor', 'sales'] as const) {
        const answer = await call(app, method, url, { cookie: cookies[role] });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ success: false, result: null, message: 'Your role may not do this' });
      }
      const signedOut = await call(app, method, url);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toEqual({ success: false, result: null, message: 'Not signed in' });
      // Nobody's refused ask was recorded.
      expect(stateOf(await call(app, 'GET', '/backups', { cookie: owner.cookie })).request).toBeNull();
    },
  );
});

describe('before any backup', () => {
  it('the state says no backup yet and no schedule; the folder lists nothing', async () => {
    const answer = await call(app, 'GET', '/backups', { cookie: owner.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: expect.any(String),
      result: { last: null, request: null, schedule: null },
    });
    expect(await archivesOf()).toEqual({
      storage: 'folder',
      machine: os.hostname(),
      folder: backupDir,
      records: [],
    });
  });
});

describe('with a schedule', () => {
  it('the state gives its time, zone and keep, and when the next scheduled backup is due', async () => {
    const scheduled = await createTestApp({
      BACKUP_SCHEDULE: '03:30',
      BACKUP_KEEP: '3',
      BACKUP_DIR: backupDir,
    });
    try {
      // Its runner would make the day's backup a minute after the start: this test reads the state only.
      await scheduled.jobs.stop();
      const cookie = (await signedIn(scheduled, 'owner')).cookie;
      const stateNow = async () => stateOf(await call(scheduled, 'GET', '/backups', { cookie }));
      const timeZone = scheduled.config.SITE_TIME_ZONE;
      const before = Date.now();
      // Never made: due at once (the job's first look).
      const fresh = await stateNow();
      expect(fresh.schedule).toMatchObject({ time: '03:30', timeZone, keep: 3 });
      expect(Date.parse(fresh.schedule!.nextAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(fresh.schedule!.nextAt)).toBeLessThanOrEqual(Date.now());

      // Made today: due at the next 03:30 in the site's zone, within a day.
      const at = new Date().toISOString();
      await recordBackup(scheduled.db, {
        startedAt: at,
        endedAt: at,
        ok: true,
        trigger: 'schedule',
        file: 'x',
        bytes: 1,
      });
      const next = Date.parse((await stateNow()).schedule!.nextAt);
      expect(next).toBeGreaterThan(Date.now());
      expect(next - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
      const wallClock = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      expect(wallClock.format(next)).toBe('03:30');
      expect((await stateNow()).last).toMatchObject({
        ok: true,
        trigger: 'schedule',
        askedBy: null,
        file: 'x',
      });
    } finally {
      await scheduled.close();
    }
  });
});

describe('the archives of this process', () => {
  it('lists complete archives only, newest first, with who made them', async () => {
    fs.mkdirSync(backupDir, { recursive: true });
    const write = (name: string, bytes: Buffer | string = 'x') =>
      fs.writeFileSync(path.join(backupDir, name), bytes);
    write(HAND_MADE, handMadeBytes);
    write('refit-backup-20260102-033000Z-scheduled.tar.gz', 'scheduled');
    write('refit-backup-20260103-080000Z-before-restore.tar.gz', 'before a restore');
    write('refit-backup-20260104-090000Z-owner.tar.gz', 'asked for');
    // What a backup under way or killed leaves, and what is no archive.
    write('refit-backup-20260105-000000Z-scheduled.tar.gz.3f9a.partial');
    fs.mkdirSync(path.join(backupDir, '.refit-backup-work-abc'));
    write('notes.txt');
    write('refit-backup-20261399-000000Z.tar.gz');
    fs.mkdirSync(path.join(backupDir, 'refit-backup-20260106-000000Z.tar.gz'));
    fs.writeFileSync(path.join(root, 'secret.txt'), 'outside the folder');
    fs.symlinkSync(
      path.join(root, 'secret.txt'),
      path.join(backupDir, 'refit-backup-20260107-000000Z.tar.gz'),
    );

    const { records } = await archivesOf();
    expect(records).toEqual([
      {
        name: 'refit-backup-20260104-090000Z-owner.tar.gz',
        madeAt: '2026-01-04T09:00:00.000Z',
        bytes: 9,
        madeBy: 'owner',
      },
      {
        name: 'refit-backup-20260103-080000Z-before-restore.tar.gz',
        madeAt: '2026-01-03T08:00:00.000Z',
        bytes: 16,
        madeBy: 'restore',
      },
      {
        name: 'refit-backup-20260102-033000Z-scheduled.tar.gz',
        madeAt: '2026-01-02T03:30:00.000Z',
        bytes: 9,
        madeBy: 'schedule',
      },
      { name: HAND_MADE, madeAt: '2026-01-01T00:00:00.000Z', bytes: handMadeBytes.length, madeBy: 'command' },
    ]);
  });
});

describe('downloading an archive', () => {
  it('streams the file as an attachment, byte for byte, and writes it to the audit log', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/admin/backups/archives/${HAND_MADE}`,
      headers: { cookie: owner.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${HAND_MADE}"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.equals(handMadeBytes)).toBe(true);
    expect(gunzipSync(answer.rawPayload).toString()).toBe('an archive made with npm run backup');

    const [entry] = (await auditOf('backup.download')).slice(-1);
    expect(entry).toMatchObject({ actorId: owner.id, target: 'backup' });
    expect(JSON.parse(entry!.detail)).toEqual({ file: HAND_MADE, bytes: handMadeBytes.length });
  });

  it.each([
    ['a path out of the folder', '..%2F..%2Fsecret.txt'],
    ['an escaped traversal to a system file', '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['a name of another pattern', 'notes.txt'],
    ['an archive under way', 'refit-backup-20260105-000000Z-scheduled.tar.gz.3f9a.partial'],
    ['an archive name with a folder in it', 'x%2Frefit-backup-20260101-000000Z.tar.gz'],
  ])('refuses %s with 400 and the issue, in the envelope', async (_label, name) => {
    const answer = await call(app, 'GET', `/backups/archives/${name}`, { cookie: owner.cookie });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, result: { issues: [{ path: ['name'] }] } });
  });

  it.each([
    ['an archive name not in the folder', 'refit-backup-20300101-000000Z.tar.gz'],
    ['a folder named like an archive', 'refit-backup-20260106-000000Z.tar.gz'],
    ['a link named like an archive, leading out of the folder', 'refit-backup-20260107-000000Z.tar.gz'],
  ])('answers %s with 404 in the envelope', async (_label, name) => {
    const answer = await call(app, 'GET', `/backups/archives/${name}`, { cookie: owner.cookie });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: false,
      result: null,
      message: 'There is no such archive in the backup folder',
    });
  });

  it.each([
    ['a path the address resolves itself', '../../../secret.txt'],
    ['dots written as escapes, which the address resolves too', '%2e%2e'],
    ['a name longer than any route parameter', `refit-backup-20260101-000000Z-${'a'.repeat(300)}.tar.gz`],
  ])('answers %s with no call found (404), in the envelope', async (_label, name) => {
    const answer = await call(app, 'GET', `/backups/archives/${name}`, { cookie: owner.cookie });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      success: false,
      result: null,
      message: expect.stringMatching(/^no such call/),
    });
    expect(JSON.stringify(answer.body)).not.toContain('outside the folder');
  });
});

describe('a backup now', () => {
  it('two owners asking at once, on two processes, make one backup, audited in the name of the first', async () => {
    const before = (await archivesOf()).records.length;
    const [first, second] = await Promise.all([
      call(app, 'POST', '/backups', { cookie: owner.cookie }),
      call(twin, 'POST', '/backups', { cookie: otherOwner.cookie }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const joined = [first.body.result.joined, second.body.result.joined];
    expect(joined.sort()).toEqual([false, true]);
    const opener = first.body.result.joined ? otherOwner : owner;
    // Both see the one ask, in the name of the owner whose ask opened it.
    for (const answer of [first, second]) {
      expect(answer.body.result.state.request).toMatchObject({ askedBy: opener.name });
    }

    const state = await settled(twin);
    const records = (await archivesOf()).records;
    const made = records.filter(
      (record) => record.madeBy === 'owner' && record.name !== 'refit-backup-20260104-090000Z-owner.tar.gz',
    );
    expect(made).toHaveLength(1);
    expect(records).toHaveLength(before + 1);
    expect(made[0]!.name).toMatch(/^refit-backup-\d{8}-\d{6}Z-owner\.tar\.gz$/);
    expect(state.last).toMatchObject({
      ok: true,
      trigger: 'owner',
      file: made[0]!.name,
      bytes: made[0]!.bytes,
      error: null,
    });
    const audited = await auditOf('backup.made');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: opener.id, target: 'backup' });
    expect(JSON.parse(audited[0]!.detail)).toEqual({ file: made[0]!.name, bytes: made[0]!.bytes });

    // The audit log names it by its archive.
    const log = await call(app, 'GET', '/audit?action=backup.made', { cookie: owner.cookie });
    expect(log.body.result.records[0]).toMatchObject({
      actorId: opener.id,
      subject: { kind: 'backup', title: made[0]!.name },
    });

    // The archive made is a real one, downloadable like any other.
    const download = await app.inject({
      method: 'GET',
      url: `/api/admin/backups/archives/${made[0]!.name}`,
      headers: { cookie: owner.cookie },
    });
    expect(download.rawPayload.equals(fs.readFileSync(path.join(backupDir, made[0]!.name)))).toBe(true);
    expect(download.rawPayload.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(true);
  }, 120_000);

  it('asked again once the last one ended, makes another', async () => {
    const before = (await archivesOf()).records.length;
    const asked = await call(app, 'POST', '/backups', { cookie: owner.cookie });
    expect(asked.body.result).toMatchObject({ joined: false, state: { request: { askedBy: '王芳' } } });
    const state = await settled();
    expect(state.last).toMatchObject({ ok: true, trigger: 'owner', askedBy: '王芳' });
    expect((await archivesOf()).records).toHaveLength(before + 1);
  }, 120_000);

  it('that fails says why in the state, and a new ask tries again', async () => {
    const notAFolder = path.join(root, 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    const failing = await createTestApp({ BACKUP_DIR: notAFolder });
    try {
      const asker = await signedIn(failing, 'owner');
      const ask = () => call(failing, 'POST', '/backups', { cookie: asker.cookie });
      expect((await ask()).body.result.joined).toBe(false);
      let state: BackupState | undefined;
      await vi.waitFor(
        async () => {
          state = stateOf(await call(failing, 'GET', '/backups', { cookie: asker.cookie }));
          expect(state.request).toBeNull();
        },
        { timeout: 60_000, interval: 200 },
      );
      expect(state!.last).toMatchObject({
        ok: false,
        trigger: 'owner',
        askedBy: asker.name,
        file: null,
        bytes: null,
        error: expect.stringContaining('not-a-folder'),
      });
      // Closed, not retried behind the owner's back: asking again opens a new one.
      expect((await ask()).body.result).toMatchObject({
        joined: false,
        state: { request: { askedBy: asker.name } },
      });
    } finally {
      await failing.close();
    }
  }, 120_000);

  it('refuses a cross-site ask, recording nothing', async () => {
    const answer = await call(app, 'POST', '/backups', {
      cookie: owner.cookie,
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    expect(stateOf(await call(app, 'GET', '/backups', { cookie: owner.cookie })).request).toBeNull();
  });
});
