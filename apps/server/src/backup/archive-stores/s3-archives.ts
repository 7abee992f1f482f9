// Archives under a prefix of an S3-compatible bucket (BACKUP_DIR=s3://bucket/prefix). An archive is
// written on disk first and uploaded once complete, under its final key: a multipart upload (parts
// of PART_BYTES, each with its MD5 that the store checks) becomes an object only when completed,
// and a small one is one PutObject, whole or not at all; so a failed or killed upload never leaves
// an object under a complete archive's name. The archive's SHA-256 travels as the object's
// metadata, and a download for a restore is checked against it before the restore reads it.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '../../modules/media/storage/s3-storage.ts';
import { s3StoreOptions } from '../../modules/media/media-library.ts';
import { parseArchiveName } from '../archive-file/archive-names.ts';
import type { ArchiveStore, StoredArchive } from './archive-store.ts';
import { BackupError } from '../backup-error.ts';
import type { BackupLocation } from '../backup-location.ts';
import { describeLocation } from '../backup-location.ts';
import type { BackupConfig } from '../backup-target.ts';

/** Parts of a multipart upload: S3's least is 5 MiB, and 10,000 parts of 16 MiB hold 160 GB. */
export const PART_BYTES = 16 * 1024 * 1024;
/** The object's metadata entry holding the archive's SHA-256 (hex). */
const SHA256_META = 'sha256';

type S3Location = BackupLocation & { kind: 's3' };

export interface S3ArchiveStore extends ArchiveStore {
  readonly client: S3Client;
  /** Uploads a complete archive on disk as `name`; answers its SHA-256. */
  upload(file: string, name: string, options?: { partBytes?: number }): Promise<{ sha256: string }>;
  /** Downloads `name` to `file`, checking its length and SHA-256; false when there is no such archive. */
  download(name: string, file: string): Promise<boolean>;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function s3Archives(
  config: BackupConfig,
  location: S3Location,
  client: S3Client = createS3Client({
    ...s3StoreOptions(config),
    bucket: location.bucket,
    prefix: location.prefix,
  }),
): S3ArchiveStore {
  const { bucket, prefix } = location;
  const where = describeLocation(location);
  const keyOf = (name: string) => `${prefix}${name}`;
  async function attempt<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${where} could not be ${action}: ${(error as Error).message}`, { cause: error });
    }
  }

  async function find(name: string): Promise<StoredArchive | undefined> {
    if (!parseArchiveName(name)) return undefined;
    return attempt('read', async () => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return { name, bytes: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    });
  }

  async function get(name: string) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined)
        throw new Error('the store answered without a body or length');
      return { body: object.Body, bytes: object.ContentLength, sha256: object.Metadata?.[SHA256_META] };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    location,
    client,
    async list() {
      return attempt('listed', async () => {
        const found: StoredArchive[] = [];
        let token: string | undefined;
        do {
          // The prefix's own level only: archives are never in folders below it.
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              Delimiter: '/',
              ContinuationToken: token,
            }),
          );
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(prefix.length) ?? '';
            if (parseArchiveName(name)) found.push({ name, bytes: object.Size ?? 0 });
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return found;
      });
    },
    find,
    async read(name) {
      if (!parseArchiveName(name)) return undefined;
      const object = await attempt('read', () => get(name));
      return object && { name, bytes: object.bytes, stream: object.body };
    },
    async remove(name) {
      if (!parseArchiveName(name)) return;
      await attempt('written', () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) })),
      );
    },
    async upload(file, name, { partBytes = PART_BYTES } = {}) {
      const sha256 = await hashFile(file);
      await attempt('written', () =>
        uploadFile(client, { bucket, key: keyOf(name), file, sha256, partBytes }),
      );
      // Complete under its name: the store's length must be the file's.
      const stored = await find(name);
      const { size } = await stat(file);
      if (stored?.bytes !== size)
        throw new BackupError(
          `${where}/${name} was stored with ${stored?.bytes ?? 'no'} bytes instead of ${size}`,
        );
      return { sha256 };
    },
    async download(name, file) {
      if (!parseArchiveName(name)) return false;
      return attempt('read', async () => {
        const object = await get(name);
        if (!object) return false;
        const hash = createHash('sha256');
        let bytes = 0;
        await pipeline(
          object.body,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              bytes += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(file, { flags: 'wx' }),
        );
        if (bytes !== object.bytes)
          throw new BackupError(`${where}/${name} was cut short: ${bytes} of ${object.bytes} bytes`);
        // An archive uploaded by this code says its SHA-256; one copied in by hand may not.
        if (object.sha256 !== undefined && object.sha256 !== hash.digest('hex'))
          throw new BackupError(
            `${where}/${name} does not match its SHA-256: damaged in the store or on the way`,
          );
        return true;
      });
    },
    close: () => client.destroy(),
  };
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const md5Of = (data: Buffer) => createHash('md5').update(data).digest('base64');

interface Upload {
  bucket: string;
  key: string;
  file: string;
  sha256: string;
  partBytes: number;
}

async function uploadFile(client: S3Client, { bucket, key, file, sha256, partBytes }: Upload): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const metadata = { [SHA256_META]: sha256 };
    const type = 'application/gzip';
    if (size <= partBytes) {
      const data = Buffer.alloc(size);
      await handle.read(data, 0, size, 0);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentMD5: md5Of(data),
          ContentType: type,
          Metadata: metadata,
        }),
      );
      return;
    }
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: type, Metadata: metadata }),
    );
    if (!UploadId) throw new Error('the store began no multipart upload');
    try {
      const parts: { ETag: string; PartNumber: number }[] = [];
      const data = Buffer.alloc(partBytes);
      for (let at = 0, number = 1; at < size; at += partBytes, number += 1) {
        const { bytesRead } = await handle.read(data, 0, Math.min(partBytes, size - at), at);
        const part = data.subarray(0, bytesRead);
        const md5 = md5Of(part);
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId,
            PartNumber: number,
            Body: part,
            ContentMD5: md5,
          }),
        );
        if (!ETag) throw new Error(`the store gave part ${number} no ETag`);
        parts.push({ ETag, PartNumber: number });
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      // The parts would cost storage until a lifecycle rule clears them; no object exists either way.
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  } finally {
    await handle.close();
  }
}
