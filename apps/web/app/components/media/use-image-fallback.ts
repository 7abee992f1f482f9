// An image source that gives way to a fallback picture when it fails to load (SPEC section 8),
// also when it failed before hydration (components/ui/image-failed.ts).
import { useCallback, useState } from 'react';
import { imageUrl } from '../../lib/api/image-url.ts';
import { checkFailedBeforeHydration } from '../ui/image-failed.ts';

/** The stand-in for a missing or broken car picture. */
export const CAR_PLACEHOLDER_PATH = 'placeholder/car.svg';

export function carPlaceholder(): string {
  return imageUrl(CAR_PLACEHOLDER_PATH);
}

export interface ImageFallback {
  src: string;
  /** Whether the fallback is showing in place of the given source. */
  failed: boolean;
  onError: () => void;
  /** Pass as the image's ref. */
  attach: (img: HTMLImageElement | null) => void;
}

export function useImageFallback(src: string, fallback: string, onFail?: () => void): ImageFallback {
  // Remembering which source failed (not just "failed") resets the state when the source changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src === '' || failedSrc === src;

  const handleFail = useCallback(() => {
    if (src === '' || failedSrc === src) return;
    setFailedSrc(src);
    onFail?.();
  }, [src, failedSrc, onFail]);

  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      checkFailedBeforeHydration(img, (failed) => {
        const shown = failed.getAttribute('src');
        if (!shown || shown === fallback) return;
        setFailedSrc(shown);
        onFail?.();
      });
    },
    [fallback, onFail],
  );

  return { src: failed ? fallback : src, failed, onError: handleFail, attach };
}
