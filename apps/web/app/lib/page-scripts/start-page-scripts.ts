// The browser side of decision 0038: a public page's modules wait until the page is shown. The
// server leaves React Router's module script inert (a data block of type INERT_MODULE_TYPE) and
// drops its module preloads; this function, sent inline in the page as its own source text
// (`startPageScriptsSource`), starts them: once the page has loaded and its main image is
// decoded and painted, at the first press or key before that, and at the latest LATEST_START_MS
// after the HTML, whatever keeps the page from loading (a hanging image).
//
// Written in plain modern JavaScript with no imports: the server serialises it with toString().

/** The type that keeps React Router's module script from running until it is copied. */
export const INERT_MODULE_TYPE = 'application/x-module-after-paint';

/** The longest a page waits for its load event before its scripts start anyway. */
export const LATEST_START_MS = 3000;

export function startPageScripts(modules: string[], inertType: string, latestMs: number): void {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    // The modules hydration needs, fetched together rather than one import level at a time.
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const inert = document.querySelector<HTMLScriptElement>(`script[type="${inertType}"]`);
    if (!inert) return;
    // A copy runs where the data block would not; its text is the one the page's policy allows.
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    document.body.append(script);
  }
  // Shown: stylesheets and the images in view have loaded, the main image (the one the page
  // fetches at high priority) is decoded, and a frame with it has been painted.
  function whenShown() {
    const main = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
    const decoded = main.map((image) => (image.decode ? image.decode().catch(() => undefined) : undefined));
    void Promise.all(decoded).then(() => {
      requestAnimationFrame(() => setTimeout(start, 0));
    });
  }
  // Someone who presses or types before then wants the page live now.
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  setTimeout(start, latestMs);
  if (document.readyState === 'complete') whenShown();
  else addEventListener('load', whenShown, { once: true });
}
