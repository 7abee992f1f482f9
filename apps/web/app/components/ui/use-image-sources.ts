// The one way a picture gives way when it cannot be shown (SPEC section 8): it has a list of
// sources, tried in order, and moves to the next when one fails to load, also when it failed
// before hydration (image-failed.ts). Callers choose what follows the last source:
// a stand-in picture in the list, a notice, a glyph, or nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { imageUrl } from '../../lib/api/image-url.ts';
import { checkFailedBeforeHydration } from './image-failed.ts';

/** The stand-in for a missing or broken car or product picture. */
export const carPlaceholder = (): string => imageUrl('placeholder/car.svg');
/** The stand-in for any other missing picture (a partner's logo). */
export const defaultImage = (): string => imageUrl('placeholder/image.svg');

export interface ImageSourceEvents {
  /** The first source failed and another is tried (a car card tells its list). */
  onFallback?: () => void;
  /** Every source failed. */
  onExhausted?: () => void;
}

export interface ImageSources {
  /** The source to show: the last one is kept when it fails too ('' when there is none). */
  src: string;
  /** Whether the first source given is not the one showing (it was empty or failed). */
  failed: boolean;
  /** Whether every source failed, or none was given. */
  exhausted: boolean;
  onError: () => void;
  /** Pass as the image's ref. */
  attach: (img: HTMLImageElement | null) => void;
}

export function useImageSources(
  sources: readonly string[],
  { onFallback, onExhausted }: ImageSourceEvents = {},
): ImageSources {
  const tried = sources.flatMap((src, index) => (src === '' ? [] : [{ src, index }]));
  // Failures are counted per list of sources, so a new list starts again from its first.
  const key = sources.join('\n');
  const [failures, setFailures] = useState({ key, count: 0 });
  const count = failures.key === key ? failures.count : 0;
  const last = tried.length - 1;
  const shown = tried[Math.min(count, last)];
  const exhausted = count > last;

  const onError = useCallback(() => {
    if (exhausted) return;
    setFailures({ key, count: count + 1 });
    if (count === 0 && shown?.index === 0 && last > 0) onFallback?.();
    if (count === last) onExhausted?.();
  }, [exhausted, key, count, shown, last, onFallback, onExhausted]);

  // The check runs once per element, with the handler of the latest render; it moves on only when
  // the element still shows the source that is current (a later source may still report the
  // earlier, broken request until it has loaded itself).
  const latest = useRef({ onError, src: shown?.src });
  useEffect(() => {
    latest.current = { onError, src: shown?.src };
  });
  const attach = useCallback((img: HTMLImageElement | null) => {
    checkFailedBeforeHydration(img, (failed) => {
      if (failed.getAttribute('src') === latest.current.src) latest.current.onError();
    });
  }, []);

  return { src: shown?.src ?? '', failed: shown?.index !== 0 || exhausted, exhausted, onError, attach };
}
