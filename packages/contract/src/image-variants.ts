// The image service's URL rules, free of zod so public pages may import them: which widths and
// formats exist, and where the variant of an image lives. The server serves exactly these URLs and
// nothing else, so no request can ask for an unbounded size (no resize bombs).

/** Widths variants are made at; a variant is never wider than its source. */
export const IMAGE_WIDTHS = [320, 640, 960, 1440, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Formats, best first: browsers take the first `<source>` they can decode. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** Where the site's own content files are served; their variants live under STATIC_VARIANT_PREFIX. */
export const STATIC_PREFIX = '/api/static/';
export const STATIC_VARIANT_PREFIX = '/api/image/';

/** Media library originals: `/media/<id>/<name>`; variants `/media/<id>/w/<width>.<format>`. */
const MEDIA_PATTERN = /^\/media\/([1-9]\d{0,9})\/[^/?#]+$/;
/** Sources the service can make variants of (raster photos and drawn artwork). */
const SOURCE_EXTENSION = /\.(jpe?g|png|webp|avif|svg)$/i;

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

/**
 * The widths a raster source's variants are stored at: each asked width, or the source's own when
 * it is narrower (so a 1200 px photo has 320, 640, 960 and 1200). Pages ask for every
 * IMAGE_WIDTHS entry, so these are exactly the variants pages can request.
 */
export function storedVariantWidths(sourceWidth: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, sourceWidth)))];
}

/** The media library id of a `/media/<id>/<name>` address, or null for any other image. */
export function mediaIdOf(src: string): number | null {
  const media = MEDIA_PATTERN.exec(src.split(/[?#]/, 1)[0] ?? '');
  return media ? Number(media[1]) : null;
}

/** Widths worth offering for a source this wide (all of them when the width is unknown). */
export function variantWidths(sourceWidth: number | null): ImageWidth[] {
  if (sourceWidth === null) return [...IMAGE_WIDTHS];
  const fitting = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
}

/**
 * The URL of one variant of an image, or null when the image is not one the service handles
 * (another host, a GIF, an icon font): such images are shown as they are.
 */
export function variantUrl(src: string, width: ImageWidth, format: ImageFormat): string | null {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  if (!SOURCE_EXTENSION.test(path)) return null;
  const media = MEDIA_PATTERN.exec(path);
  if (media) return `/media/${media[1]}/w/${width}.${format}`;
  if (path.startsWith(STATIC_PREFIX) && !path.includes('..')) {
    return `${STATIC_VARIANT_PREFIX}${width}.${format}/${path.slice(STATIC_PREFIX.length)}`;
  }
  return null;
}

const RASTER_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;

/**
 * Whether pages should offer variants of an image: photographs and other raster files. Drawings
 * (SVG) are served as they are: gzipped, the site's vector artwork is smaller than any raster
 * variant of it, and rasterising its filters costs seconds per width (docs/decisions).
 */
export function prefersVariants(src: string): boolean {
  return (
    RASTER_EXTENSION.test(src.split(/[?#]/, 1)[0] ?? '') && variantUrl(src, IMAGE_WIDTHS[0], 'jpeg') !== null
  );
}

/** `srcset` of one format over the given widths, or null when the image has no variants. */
export function variantSrcSet(
  src: string,
  format: ImageFormat,
  widths: readonly ImageWidth[] = IMAGE_WIDTHS,
): string | null {
  const entries: string[] = [];
  for (const width of widths) {
    const url = variantUrl(src, width, format);
    if (url === null) return null;
    entries.push(`${url} ${width}w`);
  }
  return entries.join(', ');
}
