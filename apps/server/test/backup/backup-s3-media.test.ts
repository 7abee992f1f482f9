// A media library in an S3-compatible bucket (decision 0030) is downloaded into the archive, and a
// restore puts it where the restored site keeps its media: in a bucket of its own, or on disk.
// Either way every file answers the same bytes as on the site that was backed up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/making/create-backup.ts';
import type { BackupResult } from '../../src/backup/making/create-backup.ts';
import { restoreBackup } from '../../src/backup/restoring/restore-backup.ts';
import { call, signedIn } from '../helpers/admin.ts';
import { backupConfigOf, emptySiteLike, filesOf } from '../helpers/backup.ts';
import type { EmptySite } from '../helpers/backup.ts';
import { photo, upload } from '../helpers/media.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import type { TestS3Server } from '../helpers/s3-server.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let s3: TestS3Server;
let source: TestApp;
let backupDir: string;
let backup: BackupResult;
let urls: string[];
const sites: EmptySite[] = [];

beforeAll(async () => {
  s3 = await startS3Server(['media']);
  source = await createTestApp(s3.env('media', 'site-a'));
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-backups-'));
  const owner = await signedIn(source, 'owner');
  const uploaded = await upload(source, owner.cookie, [
    { name: 'front.jpg', data: await photo(640, 400), type: 'image/jpeg' },
    { name: 'brochure.png', data: await photo(300, 300, 'png'), type: 'image/png' },
  ]);
  expect(uploaded.status).toBe(200);
  await source.mediaVariantJobs.idle();
  const listed = await call(source, 'GET', '/media?pageSize=100', { cookie: owner.cookie });
  // The uploads (the site's own pictures are library items too, kept in the static folder).
  urls = (listed.body.result.records as { url: string; sitePath: string | null }[])
    .filter((record) => record.sitePath === null)
    .map((record) => record.url);
  backup = await createBackup(backupConfigOf(source, backupDir), { toDir: backupDir });
});

afterAll(async () => {
  for (const site of sites) await site.remove();
  await source?.close();
  await s3?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

async function expectSameFiles(restored: TestApp) {
  expect(urls).toHaveLength(2);
  for (const url of urls) {
    const [a, b] = await Promise.all([source.inject(url), restored.inject(url)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  }
}

describe('a media library in a bucket', () => {
  it('is in the archive, every object of the prefix', () => {
    expect(backup.manifest.media).toEqual({ storage: 's3', bucket: 'media', prefix: 'site-a/' });
    const media = backup.manifest.files.filter((record) => record.path.startsWith('data/media/'));
    expect(media.filter((record) => record.path.startsWith('data/media/originals/'))).toHaveLength(2);
    expect(media.length).toBeGreaterThan(2);
  });

  it('is restored into the bucket of the restored site', async () => {
    const site = await emptySiteLike(source, backupDir, s3.env('media', 'site-b'));
    sites.push(site);
    await restoreBackup(site.config, backup.file);
    expect(filesOf(path.join(site.config.DATA_DIR, 'media')).size).toBe(0);
    await expectSameFiles(await site.start());
    // Now it holds objects: a second restore is refused.
    expect(await site.contents()).toContainEqual(
      expect.stringMatching(/media bucket media \(site-b\/\) holds objects/),
    );
  }, 60_000);

  it('is restored onto the disk of a site without a bucket', async () => {
    const site = await emptySiteLike(source, backupDir);
    sites.push(site);
    await restoreBackup(site.config, backup.file);
    expect(filesOf(path.join(site.config.DATA_DIR, 'media', 'originals')).size).toBe(2);
    await expectSameFiles(await site.start());
  }, 60_000);
});
