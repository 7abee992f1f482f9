// The background maker of the demo's photographs (demo-photo-backfill.ts runs it as a child
// process at the lowest CPU priority): every missing original first, copied into the data
// folder's static folder as soon as it is made, then every photograph's variants into the
// machine's cache. Reports progress to its parent.
//
//   node demo-photo-worker.ts CACHE_DIR STATIC_DIR
import sharp from 'sharp';
import { demoPhotographs } from '../artwork/index.ts';
import { prepareDemoPhotos } from './demo-photos.ts';

const [cacheDir, staticDir] = process.argv.slice(2);
if (!cacheDir || !staticDir) {
  console.error('usage: demo-photo-worker.ts CACHE_DIR STATIC_DIR');
  process.exit(2);
}
// One thread per photograph, one photograph per core: the server's requests come first.
sharp.concurrency(1);
await prepareDemoPhotos(demoPhotographs(), {
  cacheDir,
  staticDir,
  variantsAhead: true,
  onOriginal: (made, toMake) => process.send?.({ phase: 'pictures', made, toMake }),
  onProgress: (made, toMake) => process.send?.({ phase: 'sizes', made, toMake }),
});
process.send?.({ done: true });
