// The pictures a partner's logo tries in turn (SPEC section 8): a .jpeg icon is retried as .jpg
// (editors often upload one and link the other), then the default image.
import { defaultImage } from '../../../components/ui/use-image-sources.ts';

export function partnerIconSources(url: string, fallback: string = defaultImage()): string[] {
  if (!url) return [fallback];
  const jpg = url.replace(/\.jpeg(?=$|[?#])/i, '.jpg');
  return jpg === url ? [url, fallback] : [url, jpg, fallback];
}
