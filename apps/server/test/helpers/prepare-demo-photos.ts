// Test set-up: the demo's photographs made once into the machine's cache before any test file
// seeds, so parallel test files copy them instead of each rendering the same minutes of work. Only
// the originals: the tests ask for few of their 4,000 variants, which the image service makes on
// first request and keeps in the same cache for every later test server.
import { prepareDemoPhotographs } from '../../src/db/seed/artwork/index.ts';
import { defaultDemoPhotoCacheDir } from '../../src/db/seed/photos/photo-cache-dir.ts';

export default async function setup(): Promise<void> {
  const cacheDir = process.env.DEMO_PHOTO_CACHE_DIR || defaultDemoPhotoCacheDir();
  const started = Date.now();
  let total = 0;
  await prepareDemoPhotographs({
    cacheDir,
    onProgress: (made, toMake) => {
      total = toMake;
      if (made % 40 === 0 || made === toMake) console.log(`demo photographs: ${made}/${toMake}`);
    },
  });
  if (total > 0) console.log(`demo photographs made in ${Math.round((Date.now() - started) / 1000)} s`);
}
