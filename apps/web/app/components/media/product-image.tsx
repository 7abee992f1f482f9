// A product picture that falls back to the default car image when it cannot be shown (SPEC
// section 8), also when it failed before hydration.
import type { ImgHTMLAttributes } from 'react';
import { ResponsiveImage } from './responsive-image.tsx';
import { carPlaceholder, useImageSources } from '../ui/use-image-sources.ts';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The width it is shown at (see ResponsiveImage); a catalogue tile's by default. */
  sizes?: string;
};

export function ProductImage({
  src,
  alt,
  sizes = '(max-width: 640px) 50vw, (max-width: 1140px) 33vw, 25vw',
  ...rest
}: ProductImageProps) {
  const { src: shown, failed, attach, onError } = useImageSources([src, carPlaceholder()]);
  return (
    <ResponsiveImage
      ref={attach}
      src={shown}
      sizes={sizes}
      plain={failed}
      alt={alt}
      decoding="async"
      {...rest}
      onError={onError}
    />
  );
}
