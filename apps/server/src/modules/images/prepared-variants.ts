// Variants of the site's own content images kept by the content of their source, in one store per
// machine (inside the demo photographs' cache): the demo's seed makes its photographs' variants
// there ahead of time (db/seed/photos), and the image service keeps there each one it makes on a
// first request, so every data folder on the machine (every test server too) encodes it once. The
// key is a digest of the source's bytes and the encoder's settings, so a changed file or encoder
// never meets a variant made from something else.
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
