// The image service: variants (bounded widths, AVIF/WebP/JPEG) of media library images and of the
// site's own content images, made on first request, kept in storage, and made once however many
// requests ask for a new one at the same moment. Stored variants are answered at once; only the
// encoding of a new one goes through the bounded encode pool (encode-pool.ts).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImageFormat, ImageWidth } from '@refit/contract/image-variants';
import type { MediaStorage } from '../media/storage/media-storage.ts';
import type { Caller } from './demand.ts';
import { EncodePool } from './encode-pool.ts';
import { effectiveWidth, makeVariant, readSourceSize } from './make-variant.ts';
import type { SourceSize } from './make-variant.ts';
import { contentDigest, preparedVariantKey } from './prepared-variants.ts';
import { SingleFlight } from './single-flight.ts';

export interface Variant {
  data: Buffer;
  /** Strong validator of these bytes. */
  etag: string;
}

/** What the media library knows of an original. */
export interface MediaSource {
  id: number;
  storageKey: string;
  kind: string;
  width: number | null;
  height: number | null;
}

const STATIC_EXTENSION = /\.(jpe?g|png|webp|avif|svg)$/i;

const etagOf = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;

export function mediaVariantKey(id: number, width: number, format: ImageFormat): string {
  return `variants/${id}/${width}.${format}`;
}

export class ImageVariants {
  private readonly flights = new SingleFlight<Variant>();
  private readonly staticSources = new Map<string, { stamp: string; size: SourceSize; digest: string }>();
  private readonly media: MediaStorage;
  private readonly staticCache: MediaStorage;
  private readonly prepared: MediaStorage | undefined;
  private readonly staticDir: string;
  /** Where every variant is encoded; its counters are read by tests and the bench. */
  readonly pool: EncodePool;

  /** Variants made since start, for tests and the bench. */
  made = 0;

  /**
   * `prepared`: the machine's store of content images' variants by content (prepared-variants.ts):
   * those the demo's seed made ahead, and those made on a first request.
   */
  constructor(options: {
    media: MediaStorage;
    staticCache: MediaStorage;
    staticDir: string;
    prepared?: MediaStorage;
    pool?: EncodePool;
  }) {
    this.media = options.media;
    this.staticCache = options.staticCache;
    this.prepared = options.prepared;
    this.staticDir = path.resolve(options.staticDir);
    this.pool = options.pool ?? new EncodePool();
  }

  /**
   * A content image's new variant goes to the machine's shared store, by content, so every data
   * folder on this machine (another site, each test server) finds it made; to this data folder's
   * cache when there is no shared store or it cannot be written (a read-only home folder).
   */
  private async keepStaticVariant(key: string, sharedKey: string, data: Buffer, format: ImageFormat) {
    const type = `image/${format}`;
    if (this.prepared) {
      try {
        await this.prepared.put(sharedKey, data, type);
        return;
      } catch {
        // Kept in this data folder instead.
      }
    }
    await this.staticCache.put(key, data, type);
  }

  /** Media ids whose file was deleted: their variants are no longer stored. */
  private readonly discarded = new Set<number>();

  /**
   * A variant of a media library image; null when the file is not an image. `background` work
   * (variants prepared after an upload) yields to visitors' requests; `signal` aborts when the
   * caller stops waiting, so a variant nobody waits for any more is not encoded.
   */
  async mediaVariant(
    source: MediaSource,
    width: ImageWidth,
    format: ImageFormat,
    options: Caller = {},
  ): Promise<Variant | null> {
    if ((source.kind !== 'image' && source.kind !== 'svg') || !source.width || !source.height) return null;
    const size = { width: source.width, height: source.height };
    const isDrawing = source.kind === 'svg';
    const actual = effectiveWidth(width, size, isDrawing);
    const key = mediaVariantKey(source.id, actual, format);
    return this.flights.run(
      key,
      async (demand) => {
        const stored = await this.media.get(key);
        if (stored) return { data: stored, etag: etagOf(stored) };
        const original = await this.media.get(source.storageKey);
        if (!original) throw new Error(`media original missing: ${source.storageKey}`);
        const data = await this.pool.run(
          () => makeVariant(original, { width: actual, format, isDrawing, source: size }),
          demand,
        );
        // A file deleted while this was made keeps no variant behind it.
        if (this.discarded.has(source.id)) return { data, etag: etagOf(data) };
        await this.media.put(key, data, `image/${format}`);
        this.made += 1;
        return { data, etag: etagOf(data) };
      },
      options,
    );
  }

  /**
   * Removes a deleted file's variants, after any being made now has settled, and stores none for
   * it afterwards (ids are never reused).
   */
  async discard(id: number): Promise<void> {
    this.discarded.add(id);
    await this.flights.settled(`variants/${id}/`);
    await this.media.deletePrefix(`variants/${id}`);
  }

  /** The file of a content image under the static folder, or null for a path outside it. */
  staticFile(relativePath: string): string | null {
    if (!STATIC_EXTENSION.test(relativePath)) return null;
    const file = path.resolve(this.staticDir, relativePath);
    if (
      !file.startsWith(this.staticDir + path.sep) ||
      relativePath.split('/').some((part) => part.startsWith('.'))
    )
      return null;
    return file;
  }

  /**
   * A variant of a content image under the static folder (`car/x.svg`); null when there is no
   * such image. Looked for under a stamp of the source's size and time (so a replaced file gets
   * new variants), then by content in the machine's shared store.
   */
  async staticVariant(
    relativePath: string,
    width: ImageWidth,
    format: ImageFormat,
    options: Caller = {},
  ): Promise<Variant | null> {
    const file = this.staticFile(relativePath);
    if (!file) return null;
    let stamp: string;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      stamp = `${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}`;
    } catch {
      return null;
    }
    const isDrawing = /\.svg$/i.test(file);
    const known = this.staticSources.get(relativePath);
    const knownSource = known?.stamp === stamp ? known : null;
    const safePath = relativePath.replace(/[^A-Za-z0-9._/-]/g, '_');
    const keyFor = (actual: number) => `static/${safePath}/${stamp}-${actual}.${format}`;
    const flightKey = knownSource
      ? keyFor(effectiveWidth(width, knownSource.size, isDrawing))
      : `${relativePath}:${stamp}:${width}.${format}`;
    return this.flights.run(
      flightKey,
      async (demand) => {
        const original = knownSource ? null : await readFile(file);
        const source = knownSource ?? {
          stamp,
          size: await readSourceSize(original!),
          digest: contentDigest(original!),
        };
        this.staticSources.set(relativePath, source);
        const actual = effectiveWidth(width, source.size, isDrawing);
        const key = keyFor(actual);
        const sharedKey = preparedVariantKey(source.digest, actual, format);
        const stored =
          (await this.staticCache.get(key)) ?? (await this.prepared?.get(sharedKey).catch(() => null));
        if (stored) return { data: stored, etag: etagOf(stored) };
        const input = original ?? (await readFile(file));
        const data = await this.pool.run(
          () => makeVariant(input, { width: actual, format, isDrawing, source: source.size }),
          demand,
        );
        await this.keepStaticVariant(key, sharedKey, data, format);
        this.made += 1;
        return { data, etag: etagOf(data) };
      },
      options,
    );
  }
}
