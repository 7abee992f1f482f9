// npm run bench:hero — the home page's hero picture in every format and width the page offers, as
// the image service makes it (makeVariant, from the seed's JPEG original): bytes, and its SSIM
// against the lossless rendering of the same drawing at that width (ssim.js, the reference
// implementation's settings: 11 px Gaussian window, the image scaled to about 256 px first).
// Then, at each width, the AVIF quality that first reaches the SSIM of the JPEG the site serves,
// and its bytes against that JPEG's: the size of AVIF "at equal quality". The drawing's own SVG,
// which the demo served before its photographs were raster, is listed for comparison.
// A benchmark, not a test: nothing here is asserted.
import { brotliCompressSync, constants } from 'node:zlib';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { ssim } from 'ssim.js';
import { IMAGE_FORMATS, storedVariantWidths } from '@refit/contract/image-variants';
import type { ImageFormat } from '@refit/contract/image-variants';
import { homeBannerSvg } from '../src/db/seed/artwork/index.ts';
import { makeVariant } from '../src/modules/images/make-variant.ts';

/** The seed's original of a drawing (demo-photos.ts): a high-quality JPEG at the drawing's size. */
const ORIGINAL_JPEG = { quality: 90, mozjpeg: true } as const;
/** AVIF qualities tried for "equal quality", at the image service's effort. */
const AVIF_LADDER = [20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80];
const AVIF_EFFORT = 3;
/** The site's background, under JPEG's missing transparency (as make-variant.ts). */
const BACKGROUND = '#18100e';

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

async function pixels(image: Buffer | Sharp): Promise<Pixels> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline
    .flatten({ background: BACKGROUND })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const svg = homeBannerSvg(0);
const reference = await sharp(Buffer.from(svg)).png().toBuffer();
const original = await sharp(Buffer.from(svg)).jpeg(ORIGINAL_JPEG).toBuffer();
const { width: sourceWidth, height: sourceHeight } = await sharp(original).metadata();
if (!sourceWidth || !sourceHeight) throw new Error('the hero has no size');
const source = { width: sourceWidth, height: sourceHeight };
const svgBrotli = brotliCompressSync(Buffer.from(svg), {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;

console.log(`hero: banner/home-0, ${sourceWidth} x ${sourceHeight}`);
console.log(
  `drawing (SVG, as the demo served it before): ${kb(svg.length)} KB, ${kb(svgBrotli)} KB in brotli`,
);
console.log(`original (JPEG q${ORIGINAL_JPEG.quality}): ${kb(original.length)} KB\n`);
console.log('width\tformat\tKB\tSSIM\tvs JPEG bytes');

const summary: string[] = [];
for (const width of storedVariantWidths(sourceWidth)) {
  const truth = await pixels(sharp(reference).resize({ width }));
  const served = new Map<ImageFormat, { bytes: number; quality: number }>();
  for (const format of IMAGE_FORMATS) {
    const data = await makeVariant(original, { width, format, isDrawing: false, source });
    served.set(format, { bytes: data.length, quality: ssim(truth, await pixels(data)).mssim });
  }
  const jpeg = served.get('jpeg')!;
  for (const [format, { bytes, quality }] of served) {
    console.log(
      `${width}\t${format}\t${kb(bytes)}\t${quality.toFixed(4)}\t${(bytes / jpeg.bytes).toFixed(2)}`,
    );
  }
  // The first AVIF quality at or above the JPEG's SSIM, encoded from the same original.
  for (const quality of AVIF_LADDER) {
    const avif = await sharp(original).resize({ width }).avif({ quality, effort: AVIF_EFFORT }).toBuffer();
    const score = ssim(truth, await pixels(avif)).mssim;
    if (score < jpeg.quality) continue;
    summary.push(
      `${width}: AVIF q${quality} reaches the JPEG's SSIM (${score.toFixed(4)} >= ${jpeg.quality.toFixed(4)}) ` +
        `in ${kb(avif.length)} KB, ${(avif.length / jpeg.bytes).toFixed(2)}x the JPEG's ${kb(jpeg.bytes)} KB`,
    );
    break;
  }
}
console.log(`\nAVIF at equal quality (SSIM):\n${summary.join('\n')}`);
