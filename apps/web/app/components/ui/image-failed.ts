// The one rule for an image that failed before React was listening: React only hears about load
// errors after hydration, so a picture whose request already failed while the server HTML was
// loading is recognised when its element is first attached: its load finished without pixels.
// currentSrc stays empty until a request was made, so a lazy picture not yet loading is left alone.
import { whenIdle } from '../../lib/scheduling/when-idle.ts';

export function failedBeforeHydration(img: HTMLImageElement | null): img is HTMLImageElement {
  return img !== null && img.complete && img.naturalWidth === 0 && img.currentSrc !== '';
}

/**
 * Calls `onFailed` when the image had failed before hydration. Checked in idle time, not in the
 * hydration's commit: reading an image's state there can force the layout of the whole page.
 */
export function checkFailedBeforeHydration(
  img: HTMLImageElement | null,
  onFailed: (img: HTMLImageElement) => void,
): void {
  if (img === null) return;
  whenIdle(() => {
    if (failedBeforeHydration(img)) onFailed(img);
  });
}
