// Image paths from the API become full URLs (SPEC section 7).
import { parseFileList } from '@refit/contract/rules';
import { config } from '../config.ts';

export function imageUrl(path: string | null | undefined, base: string = config.imageBaseUrl): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  // Files of this server's media library are addressed from the site's root, whatever the base.
  if (path.startsWith('/media/')) return path;
  const root = base.endsWith('/') ? base : `${base}/`;
  return root + (path.startsWith('/') ? path.slice(1) : path);
}

/** Image URLs of a `[{ fileUrl }]` JSON string (gallery and slide lists); malformed text gives none. */
export function imageUrlList(json: string, base: string = config.imageBaseUrl): string[] {
  return parseFileList(json).map((path) => imageUrl(path, base));
}
