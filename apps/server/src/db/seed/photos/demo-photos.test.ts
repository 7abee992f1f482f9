// The demo's photographs: rendered from their drawings to JPEG with every standard variant at seed
// time, kept in a cache by content so a second seed encodes nothing, and served by the image
// service from that cache.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, storedVariantWidths } from '@refit/contract/image-variants';
import { ImageVariants } from '../../../modules/images/image-variants.ts';
import { localStorage } from '../../../modules/media/storage/local-storage.ts';
import { writeDemoPhotos } from './demo-photos.ts';
import type { DemoPhoto } from './demo-photos.ts';
import { preparedVariantsDir } from './photo-cache-dir.ts';

/** A small opaque drawing (fast to render), distinct per colour. */
const drawing =
  (colour: string, width = 700, height = 400) =>
  () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#101418"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="${colour}"/></svg>`;

let root = '';
let cacheDir = '';
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'demo-photos-'));
  cacheDir = path.join(root, 'cache');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('demo photographs', () => {
  const photos: DemoPhoto[] = [
    ['car/red.jpg', drawing('#c0392b')],
    ['gallery/blue.jpg', drawing('#2e86c1', 300, 200)],
  ];

  it('writes JPEG originals at the drawing size and makes every standard variant into the cache', async () => {
    const staticDir = path.join(root, 'static');
    const progress: [number, number][] = [];
    await writeDemoPhotos(staticDir, photos, {
      cacheDir,
      onProgress: (made, toMake) => progress.push([made, toMake]),
    });

    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const original = await sharp(await readFile(path.join(staticDir, 'car/red.jpg'))).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 700, height: 400 });
    expect((await sharp(path.join(staticDir, 'gallery/blue.jpg')).metadata()).width).toBe(300);

    const variants = await filesUnder(preparedVariantsDir(cacheDir));
    const expected =
      (storedVariantWidths(700).length + storedVariantWidths(300).length) * IMAGE_FORMATS.length;
    expect(variants).toHaveLength(expected);
    const formats = await Promise.all(variants.map(async (file) => (await sharp(file).metadata()).format));
    expect(new Set(formats)).toEqual(new Set(['heif', 'webp', 'jpeg']));
  });

  it('makes nothing on a second seed with the same cache, and copies the same originals', async () => {
    await writeDemoPhotos(path.join(root, 'first'), photos, { cacheDir });
    const before = await filesUnder(cacheDir);
    const progress: number[] = [];
    await writeDemoPhotos(path.join(root, 'second'), photos, {
      cacheDir,
      onProgress: (made) => progress.push(made),
    });
    expect(progress).toEqual([]);
    expect(await filesUnder(cacheDir)).toEqual(before);
    expect(await readFile(path.join(root, 'second/car/red.jpg'))).toEqual(
      await readFile(path.join(root, 'first/car/red.jpg')),
    );
  });

  it('renders a changed drawing again', async () => {
    await writeDemoPhotos(path.join(root, 'first'), photos, { cacheDir });
    const progress: number[] = [];
    const changed: DemoPhoto[] = [['car/red.jpg', drawing('#f1c40f')], photos[1]!];
    await writeDemoPhotos(path.join(root, 'second'), changed, {
      cacheDir,
      onProgress: (made) => progress.push(made),
    });
    expect(progress).toEqual([1]);
    // The centre pixel's green: high for the new yellow drawing, low for the old red one.
    const centre = await sharp(path.join(root, 'second/car/red.jpg'))
      .extract({ left: 350, top: 200, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(centre[1]).toBeGreaterThan(150);
  });

  it('lets the image service answer a photograph variant from the cache, encoding nothing', async () => {
    const staticDir = path.join(root, 'static');
    await writeDemoPhotos(staticDir, photos, { cacheDir });
    const prepared = localStorage(preparedVariantsDir(cacheDir));
    const service = new ImageVariants({
      media: localStorage(path.join(root, 'media')),
      staticCache: localStorage(path.join(root, 'image-cache')),
      staticDir,
      prepared,
    });
    const variant = await service.staticVariant('car/red.jpg', 640, 'avif');
    expect(service.made).toBe(0);
    expect((await sharp(variant!.data).metadata()).width).toBe(640);
    // Wider than the photograph: its own width, prepared too.
    await service.staticVariant('car/red.jpg', 1920, 'webp');
    expect(service.made).toBe(0);

    // A file the seed did not make (or one replaced by hand) is encoded as before.
    await writeFile(
      path.join(staticDir, 'car/red.jpg'),
      await sharp(Buffer.from(drawing('#27ae60')()))
        .jpeg()
        .toBuffer(),
    );
    const fresh = await service.staticVariant('car/red.jpg', 640, 'avif');
    expect(service.made).toBe(1);
    expect(fresh!.data.equals(variant!.data)).toBe(false);
  });
});
