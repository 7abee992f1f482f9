// One variant of an image: resized to a width (never wider than the source), encoded as AVIF,
// WebP or JPEG. Drawings (SVG) are rasterised at the density that gives the width sharply.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { MEDIA_MAX_PIXELS } from '@refit/contract/admin/media-kinds';
import type { ImageFormat } from '@refit/contract/image-variants';

export interface SourceSize {
  width: number;
  height: number;
}

/** Settings chosen for photographs; AVIF's effort trades a little size for much faster encoding. */
const ENCODER_SETTINGS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true, progressive: true },
  jpegBackground: '#18100e',
} as const;

/**
 * Names these settings and sharp's version: variants kept by content (prepared-variants.ts) are
 * made again when either changes.
 */
export const ENCODING_VERSION = createHash('sha256')
  .update(JSON.stringify([ENCODER_SETTINGS, sharp.versions]))
  .digest('hex')
  .slice(0, 12);

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif(ENCODER_SETTINGS.avif);
    case 'webp':
      return image.webp(ENCODER_SETTINGS.webp);
    case 'jpeg':
      return image.jpeg(ENCODER_SETTINGS.jpeg);
  }
}

/** The width a variant really has: the asked width, or the source's when that is narrower. */
export function effectiveWidth(asked: number, source: SourceSize, isDrawing: boolean): number {
  return isDrawing ? asked : Math.min(asked, source.width);
}

export async function readSourceSize(data: Buffer): Promise<SourceSize> {
  const metadata = await sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
  if (!metadata.width || !metadata.height) throw new Error('image without dimensions');
  return { width: metadata.width, height: metadata.height };
}

export async function makeVariant(
  data: Buffer,
  options: { width: number; format: ImageFormat; isDrawing: boolean; source: SourceSize },
): Promise<Buffer> {
  const { width, format, isDrawing, source } = options;
  const density = isDrawing ? Math.min(2400, Math.max(1, (72 * width) / source.width)) : undefined;
  const image = sharp(data, {
    limitInputPixels: MEDIA_MAX_PIXELS,
    ...(density ? { density } : {}),
  })
    // JPEG has no transparency: drawings and PNGs are laid on the site's dark background.
    .flatten(format === 'jpeg' ? { background: ENCODER_SETTINGS.jpegBackground } : false)
    .resize({ width, withoutEnlargement: !isDrawing });
  return encode(image, format).toBuffer();
}
