// Backups to a bucket's prefix (BACKUP_DIR=s3://bucket/prefix), against the S3 stand-in: the
// archive is made on disk, uploaded whole with its SHA-256, and only then has an object under its
// name; a failed upload leaves none. The panel's list, its download (owners only, names checked)
// and the keep rule work on the prefix; a restore downloads the archive and checks it first.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withArchiveAtHand } from '../../src/backup/restoring/archive-at-hand.ts';
import { listArchives } from '../../src/backup/archive-stores/archive-list.ts';
import { parseBackupLocation } from '../../src/backup/backup-location.ts';
import { createBackup, S3_WORK_FOLDER } from '../../src/backup/making/create-backup.ts';
import type { BackupResult } from '../../src/backup/making/create-backup.ts';
import { pruneScheduledArchives } from '../../src/backup/archive-stores/prune-archives.ts';
import { restoreBackup } from '../../src/backup/restoring/restore-backup.ts';
import { s3Archives } from '../../src/backup/archive-stores/s3-archives.ts';
import { call, signedIn } from '../helpers/admin.ts';
import { backupConfigOf, emptySiteLike, publicAnswers } from '../helpers/backup.ts';
import type { EmptySite } from '../helpers/backup.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import type { TestS3Server } from '../helpers/s3-server.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

const TARGET = 's3://backups/site-a/archives';
let s3: TestS3Server;
let app: TestApp;
let backup: BackupResult;
const sites: EmptySite[] = [];

/** The store's settings without the media library in it: only the backups are in the bucket. */
function storeEnv(): Record<string, string> {
  const { MEDIA_S3_BUCKET: _bucket, MEDIA_S3_PREFIX: _prefix, ...store } = s3.env('backups');
  return store;
}
const config = () => ({ ...backupConfigOf(app, TARGET) });
const store = () => s3Archives(config(), parseBackupLocation(TARGET) as never);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function objectBytes(name: string): Promise<Buffer> {
  const archives = store();
  try {
    const found = await archives.read(name);
    const chunks: Buffer[] = [];
    for await (const chunk of found!.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    archives.close();
  }
}

beforeAll(async () => {
  s3 = await startS3Server(['backups']);
  app = await createTestApp({ ...storeEnv(), BACKUP_DIR: TARGET });
  // The bucket is under test, not the archive's content: without the demo's pictures it is quick.
  fs.rmSync(path.join(app.config.DATA_DIR, 'static'), { recursive: true, force: true });
  await app.jobs.stop();
  backup = await createBackup(config(), { toDir: TARGET });
}, 60_000);

afterAll(async () => {
  for (const site of sites) await site.remove();
  await app?.close();
  await s3?.close();
});

describe('a backup to a bucket prefix', () => {
  it('is an object under the prefix with the bytes and SHA-256 of the archive, and nothing left on disk', async () => {
    const name = path.posix.basename(backup.file);
    expect(backup.file).toBe(`${TARGET}/${name}`);
    const bytes = await objectBytes(name);
    expect(bytes.length).toBe(backup.bytes);
    const archives = store();
    const head = await archives.client.send(
      new HeadObjectCommand({ Bucket: 'backups', Key: `site-a/archives/${name}` }),
    );
    archives.close();
    expect(head.Metadata?.sha256).toBe(sha256(bytes));
    // The work folder keeps nothing once the archive is uploaded.
    expect(fs.readdirSync(path.join(app.config.DATA_DIR, S3_WORK_FOLDER))).toEqual([]);
  });

  it('in parts, is one object with the whole archive; a part that fails leaves no object under the name', async () => {
    const file = path.join(os.tmpdir(), `refit-parts-${process.pid}.bin`);
    const data = Buffer.alloc(300_000, 7);
    data.write('the whole archive');
    fs.writeFileSync(file, data);
    const archives = store();
    try {
      await archives.upload(file, 'refit-backup-20260102-000000Z.tar.gz', { partBytes: 100_000 });
      expect(await archives.find('refit-backup-20260102-000000Z.tar.gz')).toEqual({
        name: 'refit-backup-20260102-000000Z.tar.gz',
        bytes: data.length,
      });
      expect((await objectBytes('refit-backup-20260102-000000Z.tar.gz')).equals(data)).toBe(true);

      // The second part is refused by the store.
      archives.client.middlewareStack.add(
        (next, context) => async (args) => {
          const input = args.input as { PartNumber?: number };
          if (context.commandName === 'UploadPartCommand' && input.PartNumber === 2)
            throw new Error('the connection dropped');
          return next(args);
        },
        { step: 'initialize', name: 'failSecondPart' },
      );
      await expect(
        archives.upload(file, 'refit-backup-20260103-000000Z.tar.gz', { partBytes: 100_000 }),
      ).rejects.toThrow(/could not be written: the connection dropped/);
      expect(await archives.find('refit-backup-20260103-000000Z.tar.gz')).toBeUndefined();
    } finally {
      archives.close();
      fs.rmSync(file, { force: true });
    }
  });

  it('fails in words, with no object and nothing left on disk, when the store is down', async () => {
    await s3.stop();
    try {
      await expect(createBackup(config(), { toDir: TARGET })).rejects.toThrow(
        /s3:\/\/backups\/site-a\/archives/,
      );
    } finally {
      await s3.start();
    }
    expect(fs.readdirSync(path.join(app.config.DATA_DIR, S3_WORK_FOLDER))).toEqual([]);
  });
});

describe('the archives of the prefix', () => {
  it('are listed newest first, and the keep rule deletes only old scheduled ones', async () => {
    const archives = store();
    const file = path.join(os.tmpdir(), `refit-small-${process.pid}.bin`);
    fs.writeFileSync(file, 'an archive');
    try {
      for (const name of [
        'refit-backup-20250101-000000Z-scheduled.tar.gz',
        'refit-backup-20250102-000000Z-scheduled.tar.gz',
        'refit-backup-20250103-000000Z-scheduled.tar.gz',
        'refit-backup-20241231-000000Z-owner.tar.gz',
      ])
        await archives.upload(file, name);
      const listed = (await listArchives(archives)).map((archive) => archive.name);
      expect(listed.slice(-4)).toEqual([
        'refit-backup-20250103-000000Z-scheduled.tar.gz',
        'refit-backup-20250102-000000Z-scheduled.tar.gz',
        'refit-backup-20250101-000000Z-scheduled.tar.gz',
        'refit-backup-20241231-000000Z-owner.tar.gz',
      ]);
      expect(await pruneScheduledArchives(archives, 1)).toEqual([
        'refit-backup-20250101-000000Z-scheduled.tar.gz',
        'refit-backup-20250102-000000Z-scheduled.tar.gz',
      ]);
      const left = (await listArchives(archives)).map((archive) => archive.name);
      expect(left).toContain('refit-backup-20250103-000000Z-scheduled.tar.gz');
      expect(left).toContain('refit-backup-20241231-000000Z-owner.tar.gz');
      expect(left).toContain(path.posix.basename(backup.file));
      expect(left).not.toContain('refit-backup-20250101-000000Z-scheduled.tar.gz');
    } finally {
      archives.close();
      fs.rmSync(file, { force: true });
    }
  });

  it('are listed and downloaded from the store by owners only, audited, names checked', async () => {
    const name = path.posix.basename(backup.file);
    const owner = await signedIn(app, 'owner');
    const list = await call(app, 'GET', '/backups/archives', { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({ storage: 's3', folder: TARGET });
    expect(list.body.result.records).toContainEqual(
      expect.objectContaining({ name, bytes: backup.bytes, madeBy: 'command' }),
    );

    const answer = await app.inject({
      method: 'GET',
      url: `/api/admin/backups/archives/${name}`,
      headers: { cookie: owner.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(answer.rawPayload.equals(await objectBytes(name))).toBe(true);
    const audit = await app.db
      .selectFrom('admin_audit')
      .select(['actorId', 'detail'])
      .where('action', '=', 'backup.download')
      .execute();
    expect(audit.at(-1)).toMatchObject({ actorId: owner.id });

    for (const role of ['editor', 'sales'] as const) {
      const { cookie } = await signedIn(app, role);
      expect((await call(app, 'GET', `/backups/archives/${name}`, { cookie })).status).toBe(403);
      expect((await call(app, 'GET', '/backups/archives', { cookie })).status).toBe(403);
    }
    expect((await call(app, 'GET', `/backups/archives/${name}`)).status).toBe(401);
    const bad = await call(app, 'GET', '/backups/archives/notes.txt', { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    const missing = await call(app, 'GET', '/backups/archives/refit-backup-20300101-000000Z.tar.gz', {
      cookie: owner.cookie,
    });
    expect(missing).toMatchObject({ status: 404, body: { success: false } });
  });
});

describe('a restore from the bucket', () => {
  it('downloads the archive, checks it and restores it as a file', async () => {
    const site = await emptySiteLike(app, TARGET, { ...storeEnv(), BACKUP_DIR: TARGET });
    sites.push(site);
    await withArchiveAtHand(site.config, backup.file, (file) => restoreBackup(site.config, file));
    const restored = await site.start();
    expect(await publicAnswers(restored)).toEqual(await publicAnswers(app));
    expect(fs.readdirSync(path.join(site.config.DATA_DIR, S3_WORK_FOLDER))).toEqual([]);
  }, 60_000);

  it('refuses an archive that is not in the bucket, in words', async () => {
    const site = await emptySiteLike(app, TARGET, { ...storeEnv(), BACKUP_DIR: TARGET });
    sites.push(site);
    await expect(
      withArchiveAtHand(site.config, `${TARGET}/refit-backup-20300101-000000Z.tar.gz`, () =>
        Promise.resolve(),
      ),
    ).rejects.toThrow(`there is no archive refit-backup-20300101-000000Z.tar.gz in ${TARGET}`);
  });
});
