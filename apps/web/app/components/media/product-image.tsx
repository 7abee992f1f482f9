// A product picture that falls back to the default car image when it cannot be shown (SPEC
// section 8). An image that failed before hydration fired its error event before React was
// listening, so the effect checks for a finished load without pixels as well.
import { useEffect, useRef, useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { imageUrl } from '../../lib/api/image-url.ts';

export const FALLBACK_PRODUCT_IMAGE = 'placeholder/car.svg';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

export function ProductImage({ src, alt, ...rest }: ProductImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // Remembering which address failed resets the fallback by itself when the address changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallback = imageUrl(FALLBACK_PRODUCT_IMAGE);
  const broken = src === '' || failedSrc === src;

  useEffect(() => {
    const image = ref.current;
    if (image && src !== '' && image.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <img
      ref={ref}
      src={broken ? fallback : src}
      alt={alt}
      decoding="async"
      {...rest}
      onError={() => {
        if (!broken) setFailedSrc(src);
      }}
    />
  );
}
