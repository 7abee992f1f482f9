// What every media storage promises (media-storage.ts), checked on each of them by one suite:
// local disk, and an S3-compatible bucket on a real server (s3rver) with and without a key prefix.
// Then what only the bucket can do: fail (the server stopped) as an error, never as "missing".
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../../test/helpers/s3-server.ts';
import type { TestS3Server } from '../../../../test/helpers/s3-server.ts';
import { localStorage } from './local-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3Client, s3Storage } from './s3-storage.ts';
import { MediaStorageUnavailable } from './storage-unavailable.ts';

let s3: TestS3Server;
const clients: S3Client[] = [];
const folders: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server(['media', 'other']);
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await s3.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Commands each bucket storage's client sent, by name, to see how it talks to the store. */
const sent = new Map<MediaStorage, string[]>();

/** A bucket storage that lists 10 keys a page, so that a few dozen keys already take several. */
function bucketStorage(bucket: string, prefix = ''): MediaStorage {
  const options = s3.options(bucket, prefix);
  const client = createS3Client(options);
  clients.push(client);
  const storage = s3Storage(client, { ...options, pageSize: 10 });
  const commands: string[] = [];
  sent.set(storage, commands);
  client.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize' },
  );
  return storage;
}

const storages: [string, () => MediaStorage][] = [
  [
    'local disk',
    () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'refit-storage-'));
      folders.push(folder);
      return localStorage(folder);
    },
  ],
  ['an S3 bucket', () => bucketStorage('media')],
  ['an S3 bucket under a prefix', () => bucketStorage('other', 'site-a/media')],
];

describe.each(storages)('media storage on %s', (_name, make) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = make();
  });

  it('gives back what was put, as bytes and as a stream with its length', async () => {
    const data = randomBytes(70_000);
    await storage.put('originals/photo.jpg', data, 'image/jpeg');
    expect((await storage.get('originals/photo.jpg'))?.equals(data)).toBe(true);
    const stored = await storage.stream('originals/photo.jpg');
    expect(stored?.bytes).toBe(data.length);
    expect((await buffer(stored!.stream)).equals(data)).toBe(true);
  });

  it('streams a byte range of an object, and answers null for a range of a missing key', async () => {
    const data = randomBytes(10_000);
    await storage.put('originals/range.mp4', data, 'video/mp4');
    const middle = await storage.stream('originals/range.mp4', { start: 100, end: 1099 });
    expect(middle?.bytes).toBe(1000);
    expect((await buffer(middle!.stream)).equals(data.subarray(100, 1100))).toBe(true);
    const last = await storage.stream('originals/range.mp4', { start: 9_990, end: 9_999 });
    expect(last?.bytes).toBe(10);
    expect((await buffer(last!.stream)).equals(data.subarray(9_990))).toBe(true);
    expect(await storage.stream('originals/missing.mp4', { start: 0, end: 9 })).toBeNull();
  });

  it('answers null for a key with nothing under it, and only then', async () => {
    expect(await storage.get('originals/missing.jpg')).toBeNull();
    expect(await storage.stream('originals/missing.jpg')).toBeNull();
    expect(await storage.get('never-used-folder/x.png')).toBeNull();
  });

  it('replaces an object whole', async () => {
    await storage.put('variants/5/320.webp', Buffer.from('first, longer version'), 'image/webp');
    await storage.put('variants/5/320.webp', Buffer.from('second'), 'image/webp');
    expect((await storage.get('variants/5/320.webp'))?.toString()).toBe('second');
  });

  it('deletes a key, and deleting a missing key is no error', async () => {
    await storage.put('originals/gone.pdf', Buffer.from('%PDF'), 'application/pdf');
    await storage.delete('originals/gone.pdf');
    expect(await storage.get('originals/gone.pdf')).toBeNull();
    await expect(storage.delete('originals/gone.pdf')).resolves.toBeUndefined();
  });

  it('deletes everything below a prefix, over more than one listing page, and nothing beside it', async () => {
    const keys = Array.from({ length: 33 }, (_, index) => `variants/1/${index}.avif`);
    await Promise.all(keys.map((key) => storage.put(key, Buffer.from(key), 'image/avif')));
    await storage.put('variants/1/nested/640.webp', Buffer.from('n'), 'image/webp');
    await storage.put('variants/12/640.webp', Buffer.from('sibling'), 'image/webp');
    await storage.put('variants/1.txt', Buffer.from('beside'), 'text/plain');

    await storage.deletePrefix('variants/1');

    for (const key of [...keys, 'variants/1/nested/640.webp']) expect(await storage.get(key), key).toBeNull();
    expect((await storage.get('variants/12/640.webp'))?.toString()).toBe('sibling');
    expect((await storage.get('variants/1.txt'))?.toString()).toBe('beside');
    await expect(storage.deletePrefix('variants/404')).resolves.toBeUndefined();
  });

  it('streams without reading the whole file first', async () => {
    const data = randomBytes(4 * 1024 * 1024);
    await storage.put('originals/stream.mp4', data, 'video/mp4');
    const stored = await storage.stream('originals/stream.mp4');
    expect(stored!.stream.readableEnded).toBe(false);
    expect(stored!.stream.readableLength).toBeLessThan(data.length);
    expect((await buffer(stored!.stream)).equals(data)).toBe(true);
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../secret', '/etc/passwd', 'originals/../x', 'a//b', '', 'originals/.hidden']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid media/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid media/);
    }
  });
});

describe('media storage on local disk', () => {
  it('never lets a reader see half a file (written under a temporary name, then renamed)', async () => {
    const [, make] = storages[0]!;
    const storage = make();
    const data = randomBytes(6 * 1024 * 1024);
    let done = false;
    const writing = storage.put('originals/large.mp4', data, 'video/mp4').finally(() => (done = true));
    const seen: (number | null)[] = [];
    while (!done) {
      const read = await storage.get('originals/large.mp4');
      seen.push(read === null ? null : read.equals(data) ? read.length : -1);
    }
    await writing;
    expect(seen.filter((length) => length !== null && length !== data.length)).toEqual([]);
    expect((await storage.get('originals/large.mp4'))?.equals(data)).toBe(true);
  });
});

describe('media storage on an S3 bucket', () => {
  it('stores a file by one PutObject of all its bytes, which the store keeps whole or not at all', async () => {
    // The atomicity is the service's (S3 never shows part of an upload); s3rver, a test double,
    // writes its files in place, so the check here is that nothing is sent in parts.
    const storage = bucketStorage('media');
    const data = randomBytes(6 * 1024 * 1024);
    await storage.put('originals/large.mp4', data, 'video/mp4');
    expect(sent.get(storage)).toEqual(['PutObjectCommand']);
    expect((await storage.get('originals/large.mp4'))?.equals(data)).toBe(true);
  });

  it('deletes below a prefix page by page: one listing and one batch delete for each', async () => {
    const storage = bucketStorage('media');
    await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        storage.put(`variants/3/${index}.jpeg`, Buffer.from('v'), 'image/jpeg'),
      ),
    );
    sent.get(storage)!.length = 0;
    await storage.deletePrefix('variants/3');
    expect(sent.get(storage)).toEqual([
      'ListObjectsV2Command',
      'DeleteObjectsCommand',
      'ListObjectsV2Command',
      'DeleteObjectsCommand',
      'ListObjectsV2Command',
      'DeleteObjectsCommand',
    ]);
  });

  it('keeps the libraries of two prefixes in one bucket apart', async () => {
    const siteA = bucketStorage('media', 'site-a');
    const siteB = bucketStorage('media', 'site-b');
    await siteA.put('variants/7/320.jpeg', Buffer.from('a'), 'image/jpeg');
    await siteB.put('variants/7/320.jpeg', Buffer.from('b'), 'image/jpeg');
    await siteB.deletePrefix('variants/7');
    expect((await siteA.get('variants/7/320.jpeg'))?.toString()).toBe('a');
    expect(await siteB.get('variants/7/320.jpeg')).toBeNull();
  });

  it('fails every call with MediaStorageUnavailable while the server is down, then works again', async () => {
    const storage = bucketStorage('media');
    await storage.put('originals/kept.png', Buffer.from('kept'), 'image/png');
    await s3.stop();
    try {
      const calls: [string, () => Promise<unknown>][] = [
        ['put', () => storage.put('originals/new.png', Buffer.from('x'), 'image/png')],
        ['get', () => storage.get('originals/kept.png')],
        ['stream', () => storage.stream('originals/kept.png')],
        ['delete', () => storage.delete('originals/kept.png')],
        ['deletePrefix', () => storage.deletePrefix('variants/1')],
      ];
      for (const [name, run] of calls) {
        const failure = await run().then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure, name).toBeInstanceOf(MediaStorageUnavailable);
        expect((failure as MediaStorageUnavailable).statusCode).toBe(503);
        expect((failure as Error).cause, name).toBeDefined();
      }
    } finally {
      await s3.start();
    }
    expect((await storage.get('originals/kept.png'))?.toString()).toBe('kept');
    expect(await storage.get('originals/new.png')).toBeNull();
  });

  it('fails as unavailable, not as missing, when the bucket does not exist', async () => {
    const options = s3.options('no-such-bucket');
    const client = createS3Client(options);
    clients.push(client);
    const storage = s3Storage(client, options);
    await expect(storage.get('originals/x.png')).rejects.toBeInstanceOf(MediaStorageUnavailable);
    await expect(storage.stream('originals/x.png')).rejects.toBeInstanceOf(MediaStorageUnavailable);
  });
});
