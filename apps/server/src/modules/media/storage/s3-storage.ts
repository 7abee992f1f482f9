// The media storage in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS, R2…), so
// that several server processes on several machines serve one library. PutObject stores an object
// whole or not at all, so no temporary name is needed as on disk. A missing key reads as null;
// every other failure of the store is a MediaStorageUnavailable (answered 503), never a "missing".
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import type { ByteRange, MediaStorage, StoredObject } from './media-storage.ts';
import { assertKey } from './media-storage.ts';
import { MediaStorageUnavailable } from './storage-unavailable.ts';

export interface S3Options {
  bucket: string;
  /** Any S3-compatible service; unset: AWS S3 of the region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Where the library's keys start in the bucket, '' or ending in '/' (`site-a/`). */
  prefix: string;
}

/** Connections kept to the store: each streamed file holds one for as long as its client reads. */
const MAX_SOCKETS = 256;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle,
    // Checksums only where the API requires them: several S3-compatible stores refuse the
    // newer checksum headers the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails in seconds instead of holding requests; a stalled one too.
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || (name === 'NotFound' && $metadata?.httpStatusCode === 404);
}

export interface S3StorageOptions {
  bucket: string;
  /** '' or ending in '/'. */
  prefix?: string;
  /** Keys listed, then deleted, per call of deletePrefix's loop (tests lower it to see it page). */
  pageSize?: number;
}

export function s3Storage(
  client: S3Client,
  { bucket, prefix = '', pageSize = DELETE_BATCH }: S3StorageOptions,
): MediaStorage {
  const keyOf = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };
  /** Runs one call of the store, turning its failures into MediaStorageUnavailable. */
  async function attempt<T>(operation: string, key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof MediaStorageUnavailable) throw error;
      throw new MediaStorageUnavailable(operation, key, error);
    }
  }
  /** The object, or null when nothing is stored under the key. */
  async function getObject(key: string, range?: ByteRange): Promise<GetObjectCommandOutput | null> {
    const objectKey = keyOf(key);
    return attempt('get', key, async () => {
      try {
        return await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }
  function bodyOf(key: string, object: GetObjectCommandOutput): Readable {
    if (!(object.Body instanceof Readable)) {
      throw new MediaStorageUnavailable('get', key, new Error('the store answered without a body'));
    }
    return object.Body;
  }

  return {
    async put(key, data, contentType) {
      const objectKey = keyOf(key);
      await attempt('put', key, () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey,
            Body: data,
            ContentType: contentType,
            ContentLength: data.length,
          }),
        ),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object) return null;
      const body = bodyOf(key, object);
      return attempt('read', key, async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      });
    },
    async stream(key, range): Promise<StoredObject | null> {
      const object = await getObject(key, range);
      if (!object) return null;
      const stream = bodyOf(key, object);
      if (object.ContentLength === undefined) {
        stream.destroy();
        throw new MediaStorageUnavailable('get', key, new Error('the store answered without a length'));
      }
      return { stream, bytes: object.ContentLength };
    },
    async delete(key) {
      const objectKey = keyOf(key);
      // S3 answers a delete of a missing key with success.
      await attempt('delete', key, () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey })),
      );
    },
    async deletePrefix(folder) {
      // The trailing slash keeps `variants/1` from reaching `variants/12/…`, as a folder would.
      const listPrefix = `${keyOf(folder)}/`;
      let continuationToken: string | undefined;
      do {
        const page = await attempt('list', folder, () =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: listPrefix,
              MaxKeys: pageSize,
              ContinuationToken: continuationToken,
            }),
          ),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const answer = await attempt('delete', folder, () =>
            client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } })),
          );
          const failed = answer.Errors ?? [];
          if (failed.length > 0) {
            const first = failed[0]!;
            throw new MediaStorageUnavailable(
              'delete',
              first.Key ?? folder,
              new Error(`${failed.length} objects not deleted: ${first.Code ?? ''} ${first.Message ?? ''}`),
            );
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}
