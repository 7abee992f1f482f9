// Time to make every variant of a 12-megapixel photograph (4000 x 3000 JPEG, made here with
// sharp), cold, one variant job after another as the image service runs them, and the bytes of
// each variant beside the original's. Usage: npm run bench:images
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_FORMATS, variantWidths } from '@refit/contract/image-variants';
import sharp from 'sharp';
import { ImageVariants } from '../src/modules/images/image-variants.ts';
import { localStorage } from '../src/modules/media/storage/local-storage.ts';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A photograph-like picture: smooth light, a horizon, fine grain (noise compresses like a photo's detail). */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const sky = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1d2b44"/><stop offset="0.55" stop-color="#c8794a"/><stop offset="1" stop-color="#2a1a14"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#s)"/>
      <ellipse cx="2000" cy="2250" rx="1500" ry="420" fill="#0d0a09"/>
      <rect x="900" y="1750" width="2200" height="520" rx="260" fill="#7a1010"/>
      <circle cx="1350" cy="2280" r="230" fill="#111"/><circle cx="2650" cy="2280" r="230" fill="#111"/>
    </svg>`,
  );
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .png()
    .toBuffer();
  return sharp(sky)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

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
