// An image that moves on to the next source when one fails, also when one failed before
// hydration (components/ui/image-failed.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { checkFailedBeforeHydration } from '../../components/ui/image-failed.ts';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** Sources in the order they are tried; the last one is kept even if it fails too. */
  sources: readonly string[];
  /** Called once every source has failed. */
  onExhausted?: () => void;
};

export function FallbackImage({ sources, onExhausted, alt = '', ...rest }: FallbackImageProps) {
  const [index, setIndex] = useState(0);
  const last = sources.length - 1;
  const current = Math.min(index, last);

  const advance = useCallback(() => {
    if (current < last) setIndex(current + 1);
    else onExhausted?.();
  }, [current, last, onExhausted]);

  // The check runs once per element, with the handler of the latest render: a later source may
  // still report the earlier, broken request until it has loaded itself.
  const latestAdvance = useRef(advance);
  useEffect(() => {
    latestAdvance.current = advance;
  });
  const attach = useCallback((img: HTMLImageElement | null) => {
    checkFailedBeforeHydration(img, () => latestAdvance.current());
  }, []);

  if (last < 0) return null;
  return <img {...rest} ref={attach} src={sources[current]} alt={alt} onError={advance} />;
}
