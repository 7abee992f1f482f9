// Turns an uploaded file into what the library stores: its type decided by its bytes, photos
// turned upright by their EXIF orientation and re-encoded without metadata (no location or
// camera data leaves the office), SVG cleaned, PDF and MP4 checked. Refusals carry the status
// and message the uploader sees.
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { MediaKind } from '@refit/contract/admin';
import { MEDIA_MAX_PIXELS } from '@refit/contract/admin/media-kinds';
import { checkMp4, checkPdf } from './check-documents.ts';
import { cleanSvg } from './clean-svg.ts';
import { detectType } from './detect-type.ts';
import type { DetectedType } from './detect-type.ts';
import { UploadRefusal } from './upload-refusal.ts';

export interface PreparedFile {
  data: Buffer;
  kind: MediaKind;
  mime: string;
  extension: string;
  width: number | null;
  height: number | null;
}

const RASTER: Record<'jpeg' | 'png' | 'webp' | 'avif', { mime: string; extension: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  avif: { mime: 'image/avif', extension: 'avif' },
};

const megapixels = Math.round(MEDIA_MAX_PIXELS / 1_000_000);

function isPixelLimit(error: unknown): boolean {
  return /pixel limit/i.test((error as Error).message ?? '');
}

async function prepareRaster(data: Buffer, type: keyof typeof RASTER): Promise<PreparedFile> {
  const image = sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    if (isPixelLimit(error))
      throw new UploadRefusal(400, `The image is larger than ${megapixels} megapixels`);
    throw new UploadRefusal(400, 'The image is damaged and cannot be read');
  }
  // The header alone can claim any size; a decompression bomb is refused before it is decoded.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MEDIA_MAX_PIXELS) {
    throw new UploadRefusal(400, `The image is larger than ${megapixels} megapixels`);
  }
  const upright = image.rotate();
  const encoded =
    type === 'jpeg'
      ? upright.jpeg({ quality: 90, mozjpeg: true })
      : type === 'png'
        ? upright.png({ compressionLevel: 9 })
        : type === 'webp'
          ? upright.webp({ quality: 90 })
          : upright.avif({ quality: 70 });
  try {
    // sharp writes no metadata unless asked (withMetadata): EXIF, XMP and GPS are gone.
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: output, kind: 'image', ...RASTER[type], width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimit(error))
      throw new UploadRefusal(400, `The image is larger than ${megapixels} megapixels`);
    throw new UploadRefusal(400, 'The image is damaged and cannot be read');
  }
}

async function prepareSvg(data: Buffer): Promise<PreparedFile> {
  const cleaned = cleanSvg(data);
  let metadata: Metadata;
  try {
    metadata = await sharp(cleaned, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
  } catch {
    throw new UploadRefusal(400, 'The SVG is not a drawing that can be displayed');
  }
  const width = metadata.width ?? null;
  const height = metadata.height ?? null;
  return { data: cleaned, kind: 'svg', mime: 'image/svg+xml', extension: 'svg', width, height };
}

export async function prepareUpload(data: Buffer): Promise<PreparedFile> {
  if (data.length === 0) throw new UploadRefusal(400, 'The file is empty');
  const type: DetectedType | null = detectType(data);
  switch (type) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'avif':
      return prepareRaster(data, type);
    case 'svg':
      return prepareSvg(data);
    case 'pdf':
      checkPdf(data);
      return { data, kind: 'pdf', mime: 'application/pdf', extension: 'pdf', width: null, height: null };
    case 'mp4':
      checkMp4(data);
      return { data, kind: 'video', mime: 'video/mp4', extension: 'mp4', width: null, height: null };
    default:
      throw new UploadRefusal(
        415,
        'This type of file is not accepted: upload JPEG, PNG, WebP, AVIF, SVG, PDF or MP4 (the content decides, not the name)',
      );
  }
}
