// The one rule for an image that failed before React was listening: React only hears about load
// errors after hydration, so a picture whose request already failed while the server HTML was
// loading is recognised when its element is first attached: its load finished without pixels.
// currentSrc stays empty until a request was made, so a lazy picture not yet loading is left alone.

export function failedBeforeHydration(img: HTMLImageElement | null): img is HTMLImageElement {
  return img !== null && img.complete && img.naturalWidth === 0 && img.currentSrc !== '';
}
