// The pictures an image tries in turn (SPEC section 8): a partner's .jpeg icon is retried as
// .jpg (editors often upload one and link the other), then the default image.
import { imageUrl } from '../../lib/api/image-url.ts';

export const DEFAULT_IMAGE_PATH = 'placeholder/image.svg';

export function defaultImage(): string {
  return imageUrl(DEFAULT_IMAGE_PATH);
}

export function partnerIconSources(url: string, fallback: string = defaultImage()): string[] {
  if (!url) return [fallback];
  const jpg = url.replace(/\.jpeg(?=$|[?#])/i, '.jpg');
  return jpg === url ? [url, fallback] : [url, jpg, fallback];
}
