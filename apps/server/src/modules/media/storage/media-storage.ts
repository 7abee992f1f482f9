// Where the media library keeps its bytes (originals and image variants), behind the few calls
// the library needs, so that local disk and an S3-compatible store are interchangeable. Keys are
// relative paths made by the server (`originals/<uuid>.jpg`, `variants/12/640.avif`), never
// taken from a request.
import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  /** The bytes in the stream: the range's when a range was asked for. */
  bytes: number;
}

import type { ByteRange } from '../../../http/request/byte-range.ts';

export type { ByteRange };

export interface MediaStorage {
  /** Stores the bytes whole or not at all: a reader never sees half a file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /**
   * A stream of the bytes (of a range within the object's size, when given) and their count, or
   * null when nothing is stored under the key.
   */
  stream(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key below a prefix (an original's variants). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Guards the stores against a key that could climb out of their root. */
export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid media storage key: ${key}`);
}
