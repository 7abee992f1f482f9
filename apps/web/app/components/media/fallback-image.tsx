// A plain <img> that moves on to the next of its sources when one fails (use-image-sources.ts).
import type { ImgHTMLAttributes } from 'react';
import { useImageSources } from '../ui/use-image-sources.ts';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** Sources in the order they are tried; the last one is kept even if it fails too. */
  sources: readonly string[];
  /** Called once every source has failed. */
  onExhausted?: () => void;
};

export function FallbackImage({ sources, onExhausted, alt = '', ...rest }: FallbackImageProps) {
  const { src, onError, attach } = useImageSources(sources, { onExhausted });
  if (src === '') return null;
  return <img {...rest} ref={attach} src={src} alt={alt} onError={onError} />;
}
