// The media library's storage and the image service, made once per app from the configuration
// and shared by the admin calls and the file routes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ImageVariants } from '../images/image-variants.ts';
import { localStorage } from './storage/local-storage.ts';
import type { MediaStorage } from './storage/media-storage.ts';

export interface MediaLibrary {
  storage: MediaStorage;
  variants: ImageVariants;
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaLibrary: MediaLibrary;
  }
}

export function createMediaLibrary(options: { dataDir: string; staticDir: string }): MediaLibrary {
  const storage = localStorage(path.join(options.dataDir, 'media'));
  const staticCache = localStorage(path.join(options.dataDir, 'image-cache'));
  return {
    storage,
    variants: new ImageVariants({ media: storage, staticCache, staticDir: options.staticDir }),
  };
}

export function decorateMediaLibrary(app: FastifyInstance, library: MediaLibrary): void {
  app.decorate('mediaLibrary', library);
}
