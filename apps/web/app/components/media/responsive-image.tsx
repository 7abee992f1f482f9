// A content picture as the image service serves it: AVIF and WebP sources and a JPEG srcset at
// the service's widths, so each browser fetches the best format at the width it displays
// (`sizes`). The <img> keeps the original address as its src (what fallbacks and tests see) and
// its width, height, loading and priority; the <picture> takes no box of its own
// (display: contents), so layouts written for a bare <img> are unchanged. Images the service
// does not handle (another host, a GIF), and fallbacks (`plain`), stay a bare <img>.
import { IMAGE_WIDTHS, prefersVariants, variantSrcSet, variantUrl } from '@refit/contract/image-variants';
import type { ImgHTMLAttributes, Ref } from 'react';
import { useFocalStyle } from '../ui/focal-points.tsx';
import styles from './responsive-image.module.css';

export type ResponsiveImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** The width the picture is shown at, per layout: `(max-width: 976px) 100vw, 33vw`. */
  sizes: string;
  /** A bare <img> (a fallback picture is shown as it is). */
  plain?: boolean;
  ref?: Ref<HTMLImageElement>;
};

export function ResponsiveImage({ src, sizes, plain = false, ref, style, ...rest }: ResponsiveImageProps) {
  const img = { ...rest, style: useFocalStyle(src, style) };
  const avif = plain || !prefersVariants(src) ? null : variantSrcSet(src, 'avif');
  if (!avif) return <img ref={ref} src={src} {...img} />;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(src, 'webp') ?? undefined} sizes={sizes} />
      <img ref={ref} src={src} srcSet={variantSrcSet(src, 'jpeg') ?? undefined} sizes={sizes} {...img} />
    </picture>
  );
}

/**
 * Preloads a page's largest picture (its LCP) in the format and width the browser will pick from
 * the <picture> (React does not preload images inside a <picture> by itself). The address is the
 * widest AVIF, so the link is valid HTML with or without srcset support.
 */
export function ImagePreload({ src, sizes }: { src: string; sizes: string }) {
  // A bare <img> with high priority is preloaded by React itself.
  if (!prefersVariants(src)) return null;
  const avif = variantSrcSet(src, 'avif');
  const widest = variantUrl(src, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!, 'avif');
  if (!avif || !widest) return null;
  return (
    <link
      rel="preload"
      as="image"
      href={widest}
      imageSrcSet={avif}
      imageSizes={sizes}
      type="image/avif"
      fetchPriority="high"
    />
  );
}
