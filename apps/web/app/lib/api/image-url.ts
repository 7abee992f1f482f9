// Image paths from the API become full URLs (SPEC section 7).
import { config } from '../config.ts';

export function imageUrl(path: string | null | undefined, base: string = config.imageBaseUrl): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  const root = base.endsWith('/') ? base : `${base}/`;
  return root + (path.startsWith('/') ? path.slice(1) : path);
}
