// Media library kinds and limits, free of zod so the admin's browser code (filters, the picker's
// accept list, the upload hint) and the server share them.
export const MEDIA_KINDS = ['image', 'svg', 'pdf', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** What each kind accepts, as an `<input type="file" accept>` list. */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  video: 'video/mp4',
};

/** Longest alt text, in each language. */
export const MEDIA_ALT_MAX = 300;

/** Files one upload request may carry. */
export const MEDIA_MAX_FILES = 20;

/** Largest image accepted, in pixels (width x height): bigger ones are refused as decompression bombs. */
export const MEDIA_MAX_PIXELS = 100_000_000;

/** Where the media library's files are served. */
export const MEDIA_URL_PREFIX = '/media/';
