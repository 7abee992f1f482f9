// A backup and its restore give back the same site: seeded, then changed through the app (content
// published and edited, media uploaded, enquiries sent, users made), backed up while it serves,
// restored into an empty data folder and database, and started as a server would start it. Every
// public call, the admin's lists, every file and the enquiries are the same. On SQLite by default;
// on PostgreSQL under scripts/with-postgres.sh (as CI runs the server's tests a second time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/making/create-backup.ts';
import { restoreBackup } from '../../src/backup/restoring/restore-backup.ts';
import { call, signedIn, TEST_PASSWORD } from '../helpers/admin.ts';
import {
  adminLists,
  backupConfigOf,
  emptySiteLike,
  filesOf,
  publicAnswers,
  restoredCounts,
} from '../helpers/backup.ts';
import type { EmptySite } from '../helpers/backup.ts';
import { brandCase, contentApi, expectOk } from '../helpers/content.ts';
import { photo, upload } from '../helpers/media.ts';
import { createTestApp, post } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from '../api/captcha-solver.ts';

let source: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let backupDir: string;
const sites: EmptySite[] = [];

async function sendEnquiry(name: string) {
  const answer = await post(source, 'saveContactUsForm', {
    name,
    email: `${name.toLowerCase()}@example.com`,
    messageContent: `Carbon kit for ${name}?`,
    languages: 'en',
    altcha: await solvedCaptcha(source),
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  source = await createTestApp({ CONTACT_RATE_LIMIT: '1000', ...CAPTCHA_TEST_ENV });
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-backups-'));
  owner = await signedIn(source, 'owner');
  const content = contentApi(source, owner.cookie);

  const brand = expectOk(await content.create('brands', brandCase.document(1)));
  expectOk(await content.publish('brands', brand.id, 1));
  const story = (await source.db.selectFrom('news').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const item = expectOk(await content.get('news', story));
  expectOk(await content.save('news', story, item.version, { ...item.document, title: '改过的新闻标题' }));
  expectOk(await content.publish('news', story, item.version + 1));

  const uploaded = await upload(source, owner.cookie, [
    { name: 'front.jpg', data: await photo(640, 400), type: 'image/jpeg' },
    { name: 'side.png', data: await photo(320, 200, 'png'), type: 'image/png' },
  ]);
  expect(uploaded.status).toBe(200);
  await source.mediaVariantJobs.idle();

  const made = await call(source, 'POST', '/users', {
    cookie: owner.cookie,
    body: { email: 'sales.li@example.com', name: '李娜', role: 'sales', password: TEST_PASSWORD },
  });
  expect(made.status).toBe(200);
  for (const name of ['Alice', 'Bob', 'Chen']) await sendEnquiry(name);
  const first = (
    await source.db.selectFrom('contact_enquiry').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  expect(
    (
      await call(source, 'PATCH', `/enquiries/${first}`, {
        cookie: owner.cookie,
        body: { status: 'contacted' },
      })
    ).status,
  ).toBe(200);
});

afterAll(async () => {
  for (const site of sites) await site.remove();
  await source?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

async function restoredSite(archive: string) {
  const site = await emptySiteLike(source, backupDir);
  sites.push(site);
  const result = await restoreBackup(site.config, archive);
  return { site, result };
}

// A few hundred calls on each site, and a restore of the demo's 25 MB of pictures: minutes on a busy machine.
describe('a backup restored into an empty site', () => {
  it('gives back every public answer, admin list, file and enquiry', async () => {
    const before = {
      answers: await publicAnswers(source),
      lists: await adminLists(source, owner.cookie),
      static: filesOf(path.join(source.config.DATA_DIR, 'static')),
      media: filesOf(path.join(source.config.DATA_DIR, 'media')),
      enquiries: await source.db.selectFrom('contact_enquiry').selectAll().orderBy('id').execute(),
    };
    expect(before.media.size).toBeGreaterThan(2);

    const backup = await createBackup(backupConfigOf(source, backupDir), { toDir: backupDir });
    expect(path.basename(backup.file)).toMatch(/^refit-backup-\d{8}-\d{6}Z\.tar\.gz$/);
    expect(fs.readdirSync(backupDir).filter((name) => !name.startsWith('.'))).toEqual([
      path.basename(backup.file),
    ]);
    const { site, result } = await restoredSite(backup.file);
    expect(result.tables).toEqual(restoredCounts(backup.manifest.tables));
    expect(result.tables.contact_enquiry).toBe(3);
    expect(result.schema.archived).toBe(result.schema.known);

    // Byte for byte, before the restored site runs and makes files of its own.
    expect(filesOf(path.join(site.config.DATA_DIR, 'static'))).toEqual(before.static);
    expect(filesOf(path.join(site.config.DATA_DIR, 'media'))).toEqual(before.media);

    const restored = await site.start();
    expect(await publicAnswers(restored)).toEqual(before.answers);
    // The owner's session is in the restored database: the same cookie signs the owner in.
    expect(await adminLists(restored, owner.cookie)).toEqual(before.lists);
    expect(await restored.db.selectFrom('contact_enquiry').selectAll().orderBy('id').execute()).toEqual(
      before.enquiries,
    );
    const media = (await call(source, 'GET', '/media?pageSize=100', { cookie: owner.cookie })).body.result
      .records as { url: string; sitePath: string | null }[];
    // The two uploads, and the site's own pictures the library lists where they are.
    expect(media.filter((record) => record.sitePath === null)).toHaveLength(2);
    for (const { url } of media) {
      const [a, b] = await Promise.all([source.inject(url), restored.inject(url)]);
      expect(b.statusCode).toBe(200);
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    }
    // Not seeded over: the brand made through the admin is still the last one.
    expect(await restored.db.selectFrom('brand').select('id').execute()).toHaveLength(
      (await source.db.selectFrom('brand').select('id').execute()).length,
    );
  }, 180_000);

  it('is consistent to one moment while enquiries keep arriving', async () => {
    let sending = true;
    const sent = (async () => {
      let n = 0;
      while (sending) await sendEnquiry(`Busy${(n += 1)}`);
      return n;
    })();
    const backup = await createBackup(backupConfigOf(source, backupDir), { toDir: backupDir }).finally(
      () => (sending = false),
    );
    expect(await sent).toBeGreaterThan(0);
    const { site, result } = await restoredSite(backup.file);
    expect(result.tables).toEqual(restoredCounts(backup.manifest.tables));
    const restored = await site.start();
    const restoredIds = (
      await restored.db.selectFrom('contact_enquiry').select('id').orderBy('id').execute()
    ).map((row) => row.id);
    const sourceIds = (
      await source.db.selectFrom('contact_enquiry').select('id').orderBy('id').execute()
    ).map((row) => row.id);
    // What the archive holds is what the source held at one moment: its first enquiries, no gap.
    expect(restoredIds).toEqual(sourceIds.slice(0, restoredIds.length));
    expect(restoredIds.length).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
