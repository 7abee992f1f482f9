// The demo's photographs: rendered from their drawings to JPEG originals at seed time, kept in a
// cache by content so a second seed renders nothing; their variants made ahead by a first start's
// background maker, or on first request, into the same cache, where every data folder finds them.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, storedVariantWidths } from '@refit/contract/image-variants';
import { ImageVariants } from '../../../modules/images/image-variants.ts';
import { localStorage } from '../../../modules/media/storage/local-storage.ts';
import { prepareDemoPhotos, writeDemoPhotos } from './demo-photos.ts';
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

  it('writes JPEG originals at the drawing size, making no variant', async () => {
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
    await expect(filesUnder(preparedVariantsDir(cacheDir))).rejects.toThrow(/ENOENT/);
  });

  it('makes every standard variant into the cache when asked to make them ahead', async () => {
    const progress: [number, number][] = [];
    await prepareDemoPhotos(photos, {
      cacheDir,
      variantsAhead: true,
      onProgress: (made, toMake) => progress.push([made, toMake]),
    });
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const variants = await filesUnder(preparedVariantsDir(cacheDir));
    const expected =
      (storedVariantWidths(700).length + storedVariantWidths(300).length) * IMAGE_FORMATS.length;
    expect(variants).toHaveLength(expected);
    const formats = await Promise.all(variants.map(async (file) => (await sharp(file).metadata()).format));
    expect(new Set(formats)).toEqual(new Set(['heif', 'webp', 'jpeg']));

    // All made: a second run makes nothing.
    const again: number[] = [];
    await prepareDemoPhotos(photos, {
      cacheDir,
      variantsAhead: true,
      onProgress: (made) => again.push(made),
    });
    expect(again).toEqual([]);
  });

  it('makes the variants of photographs whose originals alone were made before', async () => {
    await prepareDemoPhotos(photos, { cacheDir });
    await expect(filesUnder(preparedVariantsDir(cacheDir))).rejects.toThrow(/ENOENT/);
    const progress: number[] = [];
    await prepareDemoPhotos(photos, {
      cacheDir,
      variantsAhead: true,
      onProgress: (made) => progress.push(made),
    });
    expect(progress).toEqual([1, 2]);
    expect(await filesUnder(preparedVariantsDir(cacheDir))).toHaveLength(
      (storedVariantWidths(700).length + storedVariantWidths(300).length) * IMAGE_FORMATS.length,
    );
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

  /** The image service of a data folder of its own, sharing the machine's store of variants. */
  const serviceFor = (dataDir: string, staticDir: string) =>
    new ImageVariants({
      media: localStorage(path.join(dataDir, 'media')),
      staticCache: localStorage(path.join(dataDir, 'image-cache')),
      staticDir,
      prepared: localStorage(preparedVariantsDir(cacheDir)),
    });

  it('lets the image service answer a photograph variant made ahead from the cache, encoding nothing', async () => {
    const staticDir = path.join(root, 'static');
    await prepareDemoPhotos(photos, { cacheDir, variantsAhead: true });
    await writeDemoPhotos(staticDir, photos, { cacheDir });
    const service = serviceFor(path.join(root, 'data'), staticDir);
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

  it('keeps a variant made on request in the cache, where another data folder finds it made', async () => {
    const firstStatic = path.join(root, 'first/static');
    const secondStatic = path.join(root, 'second/static');
    await writeDemoPhotos(firstStatic, photos, { cacheDir });
    await writeDemoPhotos(secondStatic, photos, { cacheDir });

    const first = serviceFor(path.join(root, 'first'), firstStatic);
    const made = await first.staticVariant('car/red.jpg', 640, 'avif');
    expect(first.made).toBe(1);
    expect(await filesUnder(preparedVariantsDir(cacheDir))).toHaveLength(1);
    await expect(filesUnder(path.join(root, 'first/image-cache'))).rejects.toThrow(/ENOENT/);

    const second = serviceFor(path.join(root, 'second'), secondStatic);
    const found = await second.staticVariant('car/red.jpg', 640, 'avif');
    expect(second.made).toBe(0);
    expect(found!.data.equals(made!.data)).toBe(true);
  });

  it("keeps a variant in the data folder's own cache when the shared store cannot be written", async () => {
    const staticDir = path.join(root, 'static');
    await writeDemoPhotos(staticDir, photos, { cacheDir });
    // A file where the shared store's folder would be: nothing can be written under it.
    await writeFile(preparedVariantsDir(cacheDir), 'not a folder');
    const service = serviceFor(path.join(root, 'data'), staticDir);
    await service.staticVariant('car/red.jpg', 320, 'webp');
    expect(service.made).toBe(1);
    expect(await filesUnder(path.join(root, 'data/image-cache'))).toHaveLength(1);
    await service.staticVariant('car/red.jpg', 320, 'webp');
    expect(service.made).toBe(1);
  });
});
