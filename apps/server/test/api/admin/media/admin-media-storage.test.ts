// The media library's API over each storage, local disk and an S3-compatible bucket on a real
// local server (s3rver): upload, hostile files, variants, where-used and deletion store and remove
// the same keys; a row that cannot be written leaves no file. Then what only the bucket brings:
// an outage answered 503 with no half record, and two processes on one database and one bucket
// serving one library.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../helpers/admin.ts';
import { HOSTILE_SVG, mp4, pdf, photo, pixelBomb, upload } from '../../../helpers/media.ts';
import { startS3Server } from '../../../helpers/s3-server.ts';
import type { TestS3Server } from '../../../helpers/s3-server.ts';
import { createTestApp, createTwinApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let s3: TestS3Server;
let reader: S3Client;

beforeAll(async () => {
  s3 = await startS3Server(['media']);
  reader = new S3Client(s3.options('media'));
});
afterAll(async () => {
  reader.destroy();
  await s3.close();
});

/** Each app its own prefix: every test database numbers its media from 1. */
function bucketEnv(): Record<string, string> {
  return s3.env('media', `test-${randomUUID().slice(0, 8)}`);
}

/** The keys stored below the app's prefix in the bucket. */
async function bucketKeys(app: TestApp): Promise<string[]> {
  await app.mediaVariantJobs.idle();
  const prefix = `${app.config.MEDIA_S3_PREFIX}/`;
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await reader.send(
      new ListObjectsV2Command({ Bucket: 'media', Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) keys.push(object.Key!.slice(prefix.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

async function diskKeys(app: TestApp): Promise<string[]> {
  await app.mediaVariantJobs.idle();
  try {
    const root = path.join(app.config.DATA_DIR, 'media');
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

const isOriginal = (key: string) => !key.startsWith('variants/');

const storages: [string, () => Record<string, string>, (app: TestApp) => Promise<string[]>][] = [
  ['local disk', () => ({}), diskKeys],
  ['an S3 bucket', bucketEnv, bucketKeys],
];

describe.each(storages)('the media library on %s', (_name, env, storedKeys) => {
  let app: TestApp;
  let editor: string;
  let owner: string;

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000', ...env() });
    editor = (await signedIn(app, 'editor')).cookie;
    owner = (await signedIn(app, 'owner')).cookie;
  });
  afterAll(() => app.close());

  const served = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('stores each upload as one original and serves it back, EXIF removed', async () => {
    const before = await storedKeys(app);
    const movie = mp4();
    const answer = await upload(app, editor, [
      { name: 'front.jpg', data: await photo(300, 200, 'jpeg', { orientation: 6 }) },
      { name: 'brochure.pdf', data: pdf() },
      { name: 'launch.mp4', data: movie },
    ]);
    expect(answer.status).toBe(200);
    const records = answer.body.result.records as { id: number; url: string; mime: string }[];
    expect(records.map((record) => record.mime)).toEqual(['image/jpeg', 'application/pdf', 'video/mp4']);
    // The site's own pictures are listed too; their bytes stay in the static folder.
    const rows = await app.db
      .selectFrom('media')
      .select('storageKey')
      .where('sitePath', 'is', null)
      .execute();
    // Beside the originals, the photo's variants made in the background after the upload.
    expect((await storedKeys(app)).filter(isOriginal)).toEqual(
      [...before.filter(isOriginal), ...rows.map((row) => row.storageKey)].sort(),
    );

    const file = await served(records[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const metadata = await sharp(file.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([200, 300, undefined]);
    expect((await served(records[0]!.url, { 'if-none-match': String(file.headers.etag) })).statusCode).toBe(
      304,
    );
    const video = await served(records[2]!.url);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(movie)).toBe(true);
  });

  it('serves a byte range of a file, as a video player asks', async () => {
    const movie = mp4();
    const { body } = await upload(app, editor, [{ name: 'clip.mp4', data: movie }]);
    const { url } = body.result.records[0];
    const size = movie.length;
    const whole = await served(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = String(whole.headers.etag);

    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      ['bytes=10-20,15-30', 10, 30],
      [`bytes=0-${size * 10}`, 0, size - 1],
    ] as const) {
      const part = await served(url, { range });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(part.headers['content-length']), range).toBe(end - start + 1);
      expect(part.rawPayload.equals(movie.subarray(start, end + 1)), range).toBe(true);
    }
    const head = await app.inject({ method: 'HEAD', url, headers: { range: 'bytes=-100' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(head.headers['content-length']).toBe('100');
    expect(head.rawPayload.length).toBe(0);
    const past = await served(url, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // A malformed range, several apart, or a stale If-Range: the whole file.
    for (const headers of [
      { range: 'bytes=abc' },
      { range: 'items=0-9' },
      { range: 'bytes=0-9,200-209' },
      { range: 'bytes=0-9', 'if-range': '"another-version"' },
    ] as Record<string, string>[]) {
      const full = await served(url, headers);
      expect(full.statusCode, JSON.stringify(headers)).toBe(200);
      expect(full.rawPayload.equals(movie)).toBe(true);
    }
    expect((await served(url, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
  });

  it('refuses hostile files by name and stores nothing of them', async () => {
    const before = await storedKeys(app);
    const answer = await upload(app, editor, [
      { name: 'bomb.png', data: pixelBomb() },
      { name: 'photo.jpg', data: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'cut.mp4', data: mp4().subarray(0, 60) },
      { name: 'empty.png', data: Buffer.alloc(0) },
    ]);
    expect(answer.status).toBe(400);
    expect(
      answer.body.result.failed.map((failure: { name: string; status: number }) => failure.status),
    ).toEqual([400, 415, 400, 400]);
    expect(await storedKeys(app)).toEqual(before);
    const svg = await upload(app, editor, [{ name: 'badge.svg', data: Buffer.from(HOSTILE_SVG) }]);
    const text = (await served(svg.body.result.records[0].url)).body;
    expect(text).toContain('<circle');
    expect(text).not.toMatch(/<script|onload|evil\.example|javascript:/);
  });

  it('keeps the variants made after an upload in the storage, and serves them from there', async () => {
    const made = app.mediaLibrary.variants.made;
    const { body } = await upload(app, editor, [{ name: 'wide.jpg', data: await photo(1000, 500) }]);
    const record = body.result.records[0];
    const url = `/media/${record.id}/w/640.avif`;
    expect(await storedKeys(app)).toContain(`variants/${record.id}/640.avif`);
    expect(app.mediaLibrary.variants.made - made).toBe(record.variantsTotal);
    const answers = await Promise.all(Array.from({ length: 6 }, () => served(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(app.mediaLibrary.variants.made - made).toBe(record.variantsTotal);
    expect((await sharp(answers[0]!.rawPayload).metadata()).width).toBe(640);
  });

  it('refuses to delete a file in use, then deletes it with its variants', async () => {
    const { body } = await upload(app, editor, [{ name: 'hero.jpg', data: await photo(400, 300) }]);
    const record = body.result.records[0];
    await served(record.variants[0].url);
    await served(record.variants[1].url);
    const news = await app.db
      .selectFrom('news')
      .select(['id', 'coverImgUrl'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('news').set({ coverImgUrl: record.url }).where('id', '=', news.id).execute();
    const refused = await call(app, 'DELETE', `/media/${record.id}`, { cookie: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.result.usedBy).toEqual([
      { type: 'news', id: news.id, title: expect.any(String), draft: false },
    ]);
    expect((await storedKeys(app)).filter((key) => key.startsWith(`variants/${record.id}/`))).toHaveLength(
      record.variantsTotal,
    );

    await app.db
      .updateTable('news')
      .set({ coverImgUrl: news.coverImgUrl })
      .where('id', '=', news.id)
      .execute();
    const row = await app.db
      .selectFrom('media')
      .select('storageKey')
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    const deleted = await call(app, 'DELETE', `/media/${record.id}`, { cookie: owner });
    expect(deleted.status).toBe(200);
    const keys = await storedKeys(app);
    expect(keys).not.toContain(row.storageKey);
    expect(keys.filter((key) => key.startsWith(`variants/${record.id}/`))).toEqual([]);
    expect((await served(record.url)).statusCode).toBe(404);
  });

  it('removes the stored file when its row cannot be written, answering 500', async () => {
    const before = await storedKeys(app);
    const rows = await app.db.selectFrom('media').select('id').execute();
    // The audit line is written with the row, in one transaction: without its table both fail.
    await app.db.schema.alterTable('admin_audit').renameTo('admin_audit_hidden').execute();
    try {
      const answer = await upload(app, editor, [{ name: 'orphan.png', data: await photo(32, 32, 'png') }]);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ success: false, result: null, message: 'internal server error' });
    } finally {
      await app.db.schema.alterTable('admin_audit_hidden').renameTo('admin_audit').execute();
    }
    expect(await app.db.selectFrom('media').select('id').execute()).toEqual(rows);
    expect(await storedKeys(app)).toEqual(before);
  });
});

describe('the media library while its S3 store is down', () => {
  let app: TestApp;
  let editor: string;
  let stored: { id: number; url: string; bytes: number };
  let dropped: { id: number; url: string };
  let variantUrl: string;

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000', ...bucketEnv() });
    editor = (await signedIn(app, 'editor')).cookie;
    const { body } = await upload(app, editor, [
      { name: 'kept.jpg', data: await photo(700, 400) },
      { name: 'dropped.pdf', data: pdf() },
    ]);
    stored = body.result.records[0];
    dropped = body.result.records[1];
    variantUrl = `/media/${stored.id}/w/320.webp`;
    await s3.stop();
  });
  afterAll(async () => {
    await s3.start();
    await app.close();
  });

  it('answers an upload 503 with Retry-After and writes no row', async () => {
    const rows = await app.db.selectFrom('media').select('id').execute();
    const answer = await upload(
      app,
      editor,
      [
        { name: 'new.png', data: await photo(40, 40, 'png') },
        { name: 'other.pdf', data: pdf() },
      ],
      { duplicates: 'keep' },
    );
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^new\.png: The media storage is unavailable/),
      result: {
        records: [],
        // The upload is kept whole or not at all: once the store refused one file, the others are
        // only checked, and none was refused by its check.
        failed: [{ name: 'new.png', status: 503, message: expect.any(String) }],
      },
    });
    expect(await app.db.selectFrom('media').select('id').execute()).toEqual(rows);
  });

  it('answers its files and their new variants 503, never 404 or 422, and never cached', async () => {
    for (const url of [stored.url, variantUrl]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.headers['retry-after'], url).toMatch(/^\d+$/);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.json(), url).toEqual({
        success: false,
        result: null,
        message: 'the media storage is unavailable, please try again in a moment',
      });
    }
    // A HEAD is answered from the row alone: the store is not asked for a body nobody gets.
    const head = await app.inject({ method: 'HEAD', url: stored.url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(stored.bytes);
    expect(head.headers['content-type']).toBe('image/jpeg');
    // What needs only the database still works.
    const list = await call(app, 'GET', '/media', { cookie: editor });
    expect(list.status).toBe(200);
  });

  it('still deletes a file: the row goes, the bytes the store could not remove are left', async () => {
    const row = await app.db
      .selectFrom('media')
      .select('storageKey')
      .where('id', '=', dropped.id)
      .executeTakeFirstOrThrow();
    const deleted = await call(app, 'DELETE', `/media/${dropped.id}`, { cookie: editor });
    expect(deleted.status).toBe(200);
    expect((await app.inject({ method: 'GET', url: dropped.url })).statusCode).toBe(404);
    await s3.start();
    try {
      expect(await bucketKeys(app)).toContain(row.storageKey);
      await app.mediaLibrary.storage.delete(row.storageKey);
    } finally {
      await s3.stop();
    }
  });

  it('serves everything again once the store is back, and nothing half-written is left', async () => {
    await s3.start();
    try {
      expect((await app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: variantUrl })).statusCode).toBe(200);
      const rows = await app.db
        .selectFrom('media')
        .select('storageKey')
        .where('sitePath', 'is', null)
        .execute();
      const originals = (await bucketKeys(app)).filter((key) => key.startsWith('originals/'));
      expect(originals).toEqual(rows.map((row) => row.storageKey).sort());
    } finally {
      await s3.stop();
    }
  });
});

describe('two processes on one database and one S3 bucket', () => {
  let first: TestApp;
  let second: TestApp;
  let editor: string;

  beforeAll(async () => {
    first = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000', ...bucketEnv() });
    second = await createTwinApp(first);
    // Both started (each one's start-up sweep done) before anything is uploaded.
    await Promise.all([first.ready(), second.ready()]);
    editor = (await signedIn(first, 'editor')).cookie;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('serve one library: uploaded by one, served by the other; a variant made by one, reused by the other', async () => {
    const data = await photo(900, 600, 'png');
    const answer = await upload(first, editor, [{ name: 'shared.png', data }]);
    expect(answer.status).toBe(200);
    const record = answer.body.result.records[0];
    const fromFirst = await first.inject({ method: 'GET', url: record.url });
    const fromSecond = await second.inject({ method: 'GET', url: record.url });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);

    // The uploading process makes the variants in the background; the other serves them as they are.
    await first.mediaVariantJobs.idle();
    expect(first.mediaLibrary.variants.made).toBe(record.variantsTotal);
    const url = `/media/${record.id}/w/640.webp`;
    const madeByFirst = await first.inject({ method: 'GET', url });
    const reused = await second.inject({ method: 'GET', url });
    expect(reused.statusCode).toBe(200);
    expect(second.mediaLibrary.variants.made).toBe(0);
    expect(reused.headers.etag).toBe(madeByFirst.headers.etag);

    const detail = await call(second, 'GET', `/media/${record.id}`, { cookie: editor });
    expect(detail.body.result).toMatchObject({ id: record.id, usedBy: [] });
    const deleted = await call(second, 'DELETE', `/media/${record.id}`, { cookie: editor });
    expect(deleted.status).toBe(200);
    expect((await first.inject({ method: 'GET', url: record.url })).statusCode).toBe(404);
    expect((await first.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await bucketKeys(first)).toEqual([]);
  });
});
