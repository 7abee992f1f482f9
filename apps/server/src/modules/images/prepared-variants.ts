// Variants made before any request and kept by the content of their source: the demo seed renders
// its photographs' variants once per machine (db/seed/photos), and the image service finds them
// here instead of encoding again. The key is a digest of the source's bytes and the encoder's
// settings, so a changed file or encoder never meets a variant made from something else.
import { createHash } from 'node:crypto';
import type { ImageFormat } from '@refit/contract/image-variants';
import { ENCODING_VERSION } from './make-variant.ts';

/** A digest of a source file's bytes. */
export function contentDigest(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

/** Where a prepared variant lives in its store (one folder per source). */
export function preparedVariantKey(digest: string, width: number, format: ImageFormat): string {
  return `${digest}-${ENCODING_VERSION}/${width}.${format}`;
}
