// The demo's photographs. Real content is photographs, so each drawing of a photographic kind
// (car renders, brand slides, galleries, configuration shots, parts, news covers, home banners) is
// rendered with sharp to a JPEG original. That is minutes of CPU, so originals are kept in a cache
// per machine, by content: later seeds (a restart on an empty database, every test server) copy
// them. Their variants (every width pages ask for, in AVIF, WebP and JPEG) live in the same cache
// (prepared-variants.ts): a first start's background maker makes them all; otherwise the image
// service makes each on its first request, once for the machine (decision 0069).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_FORMATS, storedVariantWidths } from '@refit/contract/image-variants';
import { ENCODING_VERSION, makeVariant } from '../../../modules/images/make-variant.ts';
import { contentDigest, preparedVariantKey } from '../../../modules/images/prepared-variants.ts';
import { localStorage } from '../../../modules/media/storage/local-storage.ts';
import type { MediaStorage } from '../../../modules/media/storage/media-storage.ts';
import { preparedVariantsDir } from './photo-cache-dir.ts';

/** How a drawing becomes its original: at its own size, as a high-quality JPEG. */
const ORIGINAL_JPEG = { quality: 90, mozjpeg: true } as const;
/** Part of every original's key: a change to the rendering makes every original again. */
const RENDER_VERSION = createHash('sha256')
  .update(JSON.stringify([ORIGINAL_JPEG, sharp.versions]))
  .digest('hex')
  .slice(0, 12);

export interface DemoPhotoOptions {
  cacheDir: string;
  /** Called as photographs not yet in the cache are made (never when all are). */
  onProgress?: (made: number, toMake: number) => void;
  /**
   * Make every variant too (the background maker of a first start); else only the originals, and
   * the image service makes each variant on its first request into the same cache (a seed that
   * waits for its photographs, the tests' set-up: they ask for few of the 4,000 variants).
   */
  variantsAhead?: boolean;
}

/** A photograph to write: its path under the static folder and the drawing it is rendered from. */
export type DemoPhoto = readonly [relativePath: string, drawing: () => string];

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** The cache's folders: originals, variants (the image service's prepared store) and markers. */
export class PhotoCache {
  private readonly dir: string;
  /** Writes whole files only (a temporary name, then a rename), as the media storage does. */
  private readonly files: MediaStorage;
  private readonly variants: MediaStorage;

  constructor(dir: string) {
    this.dir = dir;
    this.files = localStorage(dir);
    this.variants = localStorage(preparedVariantsDir(dir));
  }

  originalOf(key: string): string {
    return path.join(this.dir, 'originals', `${key}.jpg`);
  }

  /** Marks a drawing whose original and every variant are in the cache. */
  private completeMark(key: string): string {
    return `complete/${key}-${ENCODING_VERSION}`;
  }

  isComplete(key: string): Promise<boolean> {
    return exists(path.join(this.dir, this.completeMark(key)));
  }

  hasOriginal(key: string): Promise<boolean> {
    return exists(this.originalOf(key));
  }

  /** The original, rendered from its drawing unless the cache holds it. */
  async original(key: string, svg: string): Promise<Buffer> {
    const file = this.originalOf(key);
    if (await exists(file)) return readFile(file);
    const original = await sharp(Buffer.from(svg)).jpeg(ORIGINAL_JPEG).toBuffer();
    await this.files.put(`originals/${key}.jpg`, original, 'image/jpeg');
    return original;
  }

  /** Renders the original (unless cached) and makes every standard variant of it. */
  async make(key: string, svg: string): Promise<void> {
    const original = await this.original(key, svg);
    const { width, height } = await sharp(original).metadata();
    if (!width || !height) throw new Error(`demo photograph without a size: ${key}`);
    const digest = contentDigest(original);
    // One variant after another: photographs are made side by side instead (prepareDemoPhotos).
    for (const variantWidth of storedVariantWidths(width)) {
      for (const format of IMAGE_FORMATS) {
        const key = preparedVariantKey(digest, variantWidth, format);
        // Made already when a page asked for it first (decision 0069).
        if (await exists(path.join(preparedVariantsDir(this.dir), key))) continue;
        const data = await makeVariant(original, {
          width: variantWidth,
          format,
          isDrawing: false,
          source: { width, height },
        });
        await this.variants.put(key, data, `image/${format}`);
      }
    }
    await this.files.put(this.completeMark(key), Buffer.alloc(0), 'application/octet-stream');
  }
}

/** The key of a drawing's original: its text and how it is rendered. */
export function drawingKey(svg: string): string {
  return createHash('sha256').update(RENDER_VERSION).update(svg).digest('hex').slice(0, 32);
}

export interface PlannedPhoto {
  relativePath: string;
  svg: string;
  key: string;
}

export function planPhotos(photos: readonly DemoPhoto[]): PlannedPhoto[] {
  return photos.map(([relativePath, drawing]) => {
    const svg = drawing();
    return { relativePath, svg, key: drawingKey(svg) };
  });
}

/** Runs `work` on every item, `parallel` at a time. */
async function eachInParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/**
 * Makes what the cache lacks of these photographs (originals and variants), several photographs at
 * a time (one per core); returns them with their cache keys. With `staticDir`, every original is
 * made first and copied there as soon as it is made, so that each picture exists before any of its
 * variants is made (the background maker, demo-photo-backfill.ts).
 */
export async function prepareDemoPhotos(
  photos: readonly DemoPhoto[],
  options: DemoPhotoOptions & {
    staticDir?: string;
    parallel?: number;
    /** Called as originals are copied into `staticDir`. */
    onOriginal?: (copied: number, missing: number) => void;
  },
): Promise<{ cache: PhotoCache; planned: PlannedPhoto[] }> {
  const cache = new PhotoCache(options.cacheDir);
  const planned = planPhotos(photos);
  const parallel = options.parallel ?? availableParallelism();
  const variantsAhead = options.variantsAhead ?? false;
  const complete = await Promise.all(
    planned.map((photo) => (variantsAhead ? cache.isComplete(photo.key) : cache.hasOriginal(photo.key))),
  );
  const toMake = planned.filter((_, index) => !complete[index]);
  const { staticDir } = options;
  if (staticDir) {
    const missing = (
      await Promise.all(
        planned.map(async (photo) =>
          (await exists(path.join(staticDir, photo.relativePath))) ? null : photo,
        ),
      )
    ).filter((photo) => photo !== null);
    let copied = 0;
    await eachInParallel(missing, parallel, async (photo) => {
      await cache.original(photo.key, photo.svg);
      await copyOriginal(cache, photo, staticDir);
      copied += 1;
      options.onOriginal?.(copied, missing.length);
    });
  }
  let made = 0;
  await eachInParallel(toMake, parallel, async (photo) => {
    await (variantsAhead ? cache.make(photo.key, photo.svg) : cache.original(photo.key, photo.svg));
    made += 1;
    options.onProgress?.(made, toMake.length);
  });
  return { cache, planned };
}

/** Copies a photograph's cached original into the static folder, whole or not at all. */
export async function copyOriginal(cache: PhotoCache, photo: PlannedPhoto, staticDir: string): Promise<void> {
  const target = path.join(staticDir, photo.relativePath);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await copyFile(cache.originalOf(photo.key), temporary);
  await rename(temporary, target);
}

/**
 * Copies the photographs whose originals the cache holds into `staticDir`, making nothing; returns
 * those it could not copy (made later, in the background and on demand: demo-photo-backfill.ts).
 */
export async function copyCachedDemoPhotos(
  staticDir: string,
  photos: readonly DemoPhoto[],
  cacheDir: string,
): Promise<PlannedPhoto[]> {
  const cache = new PhotoCache(cacheDir);
  const planned = planPhotos(photos);
  const cached = await Promise.all(planned.map((photo) => cache.hasOriginal(photo.key)));
  await Promise.all(
    planned.filter((_, index) => cached[index]).map((photo) => copyOriginal(cache, photo, staticDir)),
  );
  return planned.filter((_, index) => !cached[index]);
}

/** Writes every photograph's original under `staticDir`, making what the cache lacks first. */
export async function writeDemoPhotos(
  staticDir: string,
  photos: readonly DemoPhoto[],
  options: DemoPhotoOptions,
): Promise<void> {
  const { cache, planned } = await prepareDemoPhotos(photos, options);
  await Promise.all(
    [...new Set(planned.map((photo) => path.dirname(path.join(staticDir, photo.relativePath))))].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  );
  await Promise.all(
    planned.map((photo) => copyFile(cache.originalOf(photo.key), path.join(staticDir, photo.relativePath))),
  );
}
