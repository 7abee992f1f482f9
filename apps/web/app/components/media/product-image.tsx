// A product picture that falls back to the default car image when it cannot be shown (SPEC
// section 8), also when it failed before hydration.
import type { ImgHTMLAttributes } from 'react';
import { carPlaceholder, useImageFallback } from './use-image-fallback.ts';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

export function ProductImage({ src, alt, ...rest }: ProductImageProps) {
  const { src: shown, attach, onError } = useImageFallback(src, carPlaceholder());
  return <img ref={attach} src={shown} alt={alt} decoding="async" {...rest} onError={onError} />;
}
