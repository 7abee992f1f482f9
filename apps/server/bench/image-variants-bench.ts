// Time to make every variant of a 12-megapixel photograph (4000 x 3000 JPEG, made here with
// sharp), cold, one variant job after another as the image service runs them, and the bytes of
// each variant beside the original's; then uploads of it through the admin API
// (media-upload-bench.ts). Usage: npm run bench:images
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_FORMATS, variantWidths } from '@refit/contract/image-variants';
import { ImageVariants } from '../src/modules/images/image-variants.ts';
import { localStorage } from '../src/modules/media/storage/local-storage.ts';
import { HEIGHT, twelveMegapixelPhoto, WIDTH } from './twelve-megapixel-photo.ts';

const folder = await mkdtemp(path.join(os.tmpdir(), 'image-bench-'));
try {
  const original = await twelveMegapixelPhoto();
  const storage = localStorage(folder);
  await storage.put('originals/photo.jpg', original, 'image/jpeg');
  const variants = new ImageVariants({ media: storage, staticCache: storage, staticDir: folder });
  const source = { id: 1, storageKey: 'originals/photo.jpg', kind: 'image', width: WIDTH, height: HEIGHT };

  console.log(`original: ${WIDTH} x ${HEIGHT} JPEG, ${(original.length / 1024).toFixed(0)} KB`);
  console.log('format\twidth\tms\tKB');
  const started = performance.now();
  const perFormat: Record<string, number> = {};
  for (const format of IMAGE_FORMATS) {
    const formatStart = performance.now();
    for (const width of variantWidths(WIDTH)) {
      const t = performance.now();
      const made = await variants.mediaVariant(source, width, format);
      console.log(
        `${format}\t${width}\t${(performance.now() - t).toFixed(0)}\t${((made?.data.length ?? 0) / 1024).toFixed(1)}`,
      );
    }
    perFormat[format] = performance.now() - formatStart;
  }
  const total = performance.now() - started;
  console.log(
    `all ${variants.made} variants: ${(total / 1000).toFixed(1)} s (${Object.entries(perFormat)
      .map(([format, ms]) => `${format} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')})`,
  );
  const burst = performance.now();
  await Promise.all(Array.from({ length: 50 }, () => variants.mediaVariant(source, 1440, 'avif')));
  console.log(`50 requests for a cached variant at once: ${(performance.now() - burst).toFixed(0)} ms`);
} finally {
  await rm(folder, { recursive: true, force: true });
}

await import('./media-upload-bench.ts');
