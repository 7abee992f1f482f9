// The media library when it lives in an S3-compatible bucket (decision 0030): a backup downloads
// every object under the library's prefix into the archive, and a restore into a site whose
// library is in a bucket uploads them there (one whose library is on disk writes them to
// DATA_DIR/media instead, and the other way round).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { BackupError } from '../backup-error.ts';

export interface Bucket {
  client: S3Client;
  bucket: string;
  /** '' or ending in '/'. */
  prefix: string;
}

function unreachable(action: string, error: unknown): BackupError {
  return new BackupError(`the media bucket could not be ${action}: ${(error as Error).message}`, {
    cause: error,
  });
}

/** The library's objects as keys below the prefix, with their sizes; `limit` stops early. */
export async function listObjects({ client, bucket, prefix }: Bucket, limit = Infinity) {
  const objects: { key: string; size: number }[] = [];
  let continuationToken: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key && !object.Key.endsWith('/'))
          objects.push({ key: object.Key.slice(prefix.length), size: object.Size ?? 0 });
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken && objects.length < limit);
  } catch (error) {
    throw unreachable('listed', error);
  }
  return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** One object's bytes as a stream, with its length and type. */
export async function downloadObject({ client, bucket, prefix }: Bucket, key: string) {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${key}` }));
    if (!(object.Body instanceof Readable) || object.ContentLength === undefined)
      throw new Error('the store answered without a body or length');
    return { stream: object.Body, size: object.ContentLength, contentType: object.ContentType };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw unreachable('read', error);
  }
}

export async function uploadObject({ client, bucket, prefix }: Bucket, key: string, file: string) {
  const { size } = await stat(file);
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${prefix}${key}`,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentTypeOf(key),
      }),
    );
  } catch (error) {
    throw unreachable('written', error);
  }
}

/** Removes every object of the library (a forced restore, after its backup). */
export async function deleteAllObjects(target: Bucket): Promise<void> {
  const keys = (await listObjects(target)).map((object) => ({ Key: `${target.prefix}${object.key}` }));
  try {
    for (let i = 0; i < keys.length; i += 1000)
      await target.client.send(
        new DeleteObjectsCommand({
          Bucket: target.bucket,
          Delete: { Objects: keys.slice(i, i + 1000), Quiet: true },
        }),
      );
  } catch (error) {
    throw unreachable('emptied', error);
  }
}

/** The media library's file kinds by extension; the file routes answer with the media row's type. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
