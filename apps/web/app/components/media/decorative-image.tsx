// A picture that only decorates something already named in text (a brand emblem beside the brand
// name, a model icon in its chip): when it cannot be loaded it simply goes, with no notice or
// stand-in (docs/decisions/0005). Also catches a failure that happened before hydration.
import type { ImgHTMLAttributes } from 'react';
import { useImageSources } from '../ui/use-image-sources.ts';

type DecorativeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
};

export function DecorativeImage({ src, ...rest }: DecorativeImageProps) {
  const { src: shown, failed, onError, attach } = useImageSources([src]);
  if (failed) return null;
  return <img ref={attach} src={shown} alt="" {...rest} onError={onError} />;
}
