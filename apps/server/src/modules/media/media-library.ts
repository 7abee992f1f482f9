// The media library's storage and the image service, made once per app from the configuration
// and shared by the admin calls and the file routes: local disk by default, an S3-compatible
// bucket when MEDIA_S3_BUCKET is set (then every process of the site reads and writes the same
// files, originals and variants alike).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import { preparedVariantsDir } from '../../db/seed/photos/photo-cache-dir.ts';
import { ImageVariants } from '../images/image-variants.ts';
import { localStorage } from './storage/local-storage.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { createS3Client, s3Storage } from './storage/s3-storage.ts';
import type { S3Options } from './storage/s3-storage.ts';

export interface MediaLibrary {
  storage: MediaStorage;
  variants: ImageVariants;
  /** Releases what the storage holds open (the S3 client's connections). */
  close: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaLibrary: MediaLibrary;
  }
}

/** The settings that say where the media library keeps its files. */
export type MediaConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'DEMO_PHOTO_CACHE_DIR'
  | 'MEDIA_S3_BUCKET'
  | 'MEDIA_S3_ENDPOINT'
  | 'MEDIA_S3_REGION'
  | 'MEDIA_S3_ACCESS_KEY_ID'
  | 'MEDIA_S3_SECRET_ACCESS_KEY'
  | 'MEDIA_S3_FORCE_PATH_STYLE'
  | 'MEDIA_S3_PREFIX'
>;

/**
 * The S3-compatible store the configuration names (address, region, keys, addressing), without a
 * bucket: the media library's, and the backups' when BACKUP_DIR is an `s3://` location.
 */
export function s3StoreOptions(config: MediaConfig): Omit<S3Options, 'bucket' | 'prefix'> {
  const { MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return {
    endpoint: config.MEDIA_S3_ENDPOINT,
    region: config.MEDIA_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
  };
}

/** The bucket the configuration names, or undefined for local disk. */
export function mediaS3Options(config: MediaConfig): S3Options | undefined {
  if (!config.MEDIA_S3_BUCKET) return undefined;
  return {
    ...s3StoreOptions(config),
    bucket: config.MEDIA_S3_BUCKET,
    prefix: config.MEDIA_S3_PREFIX === '' ? '' : `${config.MEDIA_S3_PREFIX}/`,
  };
}

export function createMediaLibrary(options: { config: MediaConfig; staticDir: string }): MediaLibrary {
  const s3 = mediaS3Options(options.config);
  const client = s3 ? createS3Client(s3) : undefined;
  const storage =
    s3 && client ? s3Storage(client, s3) : localStorage(path.join(options.config.DATA_DIR, 'media'));
  // Variants of the site's own content images come from files on this machine's disk: a cache
  // beside them, per machine, is enough (and is remade when missing).
  const staticCache = localStorage(path.join(options.config.DATA_DIR, 'image-cache'));
  // One libvips thread per image: the encode pool's size is then the number of cores encoding
  // (sharp's default of a thread per core per image multiplied them). No libvips operation cache:
  // each variant is made once and stored, so a cached decode is never used again, and the cache
  // would hold up to 50 MB of pixels per process for nothing.
  sharp.concurrency(1);
  sharp.cache(false);
  return {
    storage,
    variants: new ImageVariants({
      media: storage,
      staticCache,
      staticDir: options.staticDir,
      // Content images' variants by content, per machine: the demo's made ahead, others on request.
      prepared: localStorage(preparedVariantsDir(options.config.DEMO_PHOTO_CACHE_DIR)),
    }),
    close: () => client?.destroy(),
  };
}

export function decorateMediaLibrary(app: FastifyInstance, library: MediaLibrary): void {
  app.decorate('mediaLibrary', library);
  app.addHook('onClose', async () => library.close());
}
