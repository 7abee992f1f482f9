// Where the demo's photographs are kept between seeds (demo-photos.ts), apart from the code that
// makes them so the configuration can name the folder without loading the image encoder.
import { homedir } from 'node:os';
import path from 'node:path';

/** The machine's cache of demo photographs: XDG's cache folder, shared by every checkout. */
export function defaultDemoPhotoCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'refit-showcase', 'demo-photos');
}

/** The store the image service reads prepared variants from, inside the cache. */
export function preparedVariantsDir(cacheDir: string): string {
  return path.join(cacheDir, 'variants');
}

/**
 * A file in a data folder's static folder while some of the demo's photographs are still to be
 * made there (demo-photo-backfill.ts); a dot file, so it is never served.
 */
export const DEMO_PHOTOS_PENDING = '.demo-photos-pending';
