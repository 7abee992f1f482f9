// The browser side of decision 0038: a public page's modules wait until the page is shown. The
// server leaves React Router's module script inert (a data block of type INERT_MODULE_TYPE) and
// drops its module preloads; this function, sent inline in the page as its own source text
// (defer-page-scripts.server.ts), starts them: once the page has loaded and its main image is
// decoded and painted, at the first press or key before that, and at the latest LATEST_START_MS
// after the HTML, whatever keeps the page from loading (a hanging image). It leaves a performance
// mark (START_MARK) that says which of the three it was.
//
// A button pressed before the page is live does nothing in the browser's own hands: that press is
// kept and given to the button again once the page is live (PAGE_LIVE_ATTRIBUTE), so the tap that
// woke the page is not lost. Links need no help: they work without scripts.
//
// It also sends the page's visit (decision 0042) if the page is hidden or left before the visit
// tracker has taken over, so that a visitor who leaves early is counted.
//
// Written in plain modern JavaScript with no imports: the server serialises it with toString().
import type { PageVisitRecord, VisitBeaconOptions } from '../tracking/page-visit.ts';

/** The type that keeps React Router's module script from running until it is copied. */
export const INERT_MODULE_TYPE = 'application/x-module-after-paint';

/** The longest a page waits for its load event before its scripts start anyway. */
export const LATEST_START_MS = 3000;

/** Set on <html> by the site shell once the page is hydrated and its handlers are in place. */
export const PAGE_LIVE_ATTRIBUTE = 'data-shell-ready';

/**
 * The `elementtiming` name of a page's main picture (the one fetched at high priority), so that
 * the browser reports when it is painted (Element Timing).
 */
export const MAIN_IMAGE_TIMING = 'main-image';

/** The performance mark left when the modules start; its detail is the reason. */
export const START_MARK = 'page-scripts-start';

/** Why the modules started: the page was shown, someone pressed or typed, or it took too long. */
export type StartReason = 'shown' | 'input' | 'latest';

export interface StartOptions {
  /** The modules hydration needs, preloaded together when the scripts start. */
  modules: string[];
  inertType: string;
  latestMs: number;
  liveAttribute: string;
  mainImageTiming: string;
  startMark: string;
  visit: VisitBeaconOptions;
}

export function startPageScripts({
  modules,
  inertType,
  latestMs,
  liveAttribute,
  mainImageTiming,
  startMark,
  visit,
}: StartOptions): void {
  const root = document.documentElement;

  // The page's visit, sent as a beacon if the visitor leaves before the tracker has taken over.
  const records = window as unknown as Record<string, PageVisitRecord | undefined>;
  const record = (records[visit.record] ??= {});
  function sendVisit() {
    if (record.sentAt !== undefined || record.takenOver) return;
    const address = document.querySelector(`[${visit.attribute}]`)?.getAttribute(visit.attribute);
    if (!address) return;
    // visit-rules.ts's deviceType, from the same breakpoint and pattern.
    const mobile =
      innerWidth <= visit.mobileMaxWidth || new RegExp(visit.mobileAgent, 'i').test(navigator.userAgent);
    const url = `${address}&deviceType=${mobile ? 'mobile' : 'PC'}`;
    record.sentAt = Date.now();
    // A beacon outlives the page; where there is none, a fetch that is kept alive.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    fetch(url, { method: 'POST', keepalive: true }).catch(() => {});
  }
  addEventListener('pagehide', sendVisit);
  // Fired at the document; it bubbles to the window.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendVisit();
  });

  let started = false;
  function start(reason: StartReason) {
    if (started) return;
    started = true;
    // Fetched together rather than one import level at a time.
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const inert = document.querySelector<HTMLScriptElement>(`script[type="${inertType}"]`);
    if (inert) {
      // A copy runs where the data block would not; its text is the one the page's policy allows.
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = inert.nonce;
      script.textContent = inert.textContent;
      document.body.append(script);
    }
    try {
      performance.mark(startMark, { detail: reason });
    } catch {
      // A browser without marks with details still gets its page live.
    }
  }

  // Shown: stylesheets and the images in view have loaded, the main images (fetched at high
  // priority) are decoded, and those in view are painted. A decoded image can reach the screen a
  // frame or two later, and modules requested before that would count against its paint: where
  // the browser reports the paint of marked elements (Element Timing) that report is awaited;
  // elsewhere one painted frame stands in for it.
  function whenShown() {
    const main = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
    // Whether each one could be decoded: a picture that failed to load is never reported painted.
    const decoded = main.map((image) =>
      image.decode
        ? image.decode().then(
            () => true,
            () => false,
          )
        : Promise.resolve(image.complete && image.naturalWidth > 0),
    );
    void Promise.all(decoded).then((shown) => {
      const unpainted = main.filter(
        (image, index) =>
          shown[index] === true && image.getAttribute('elementtiming') === mainImageTiming && inView(image),
      );
      const reported =
        typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
      if (unpainted.length === 0 || !reported.includes('element')) {
        requestAnimationFrame(() => setTimeout(() => start('shown'), 0));
        return;
      }
      new PerformanceObserver((list, observer) => {
        if (started) {
          observer.disconnect();
          return;
        }
        for (const entry of list.getEntries()) {
          const painted = (entry as PerformanceEntry & { element?: Element | null }).element;
          const index = unpainted.findIndex((image) => image === painted);
          if (index !== -1) unpainted.splice(index, 1);
        }
        if (unpainted.length > 0) return;
        observer.disconnect();
        setTimeout(() => start('shown'), 0);
      }).observe({ type: 'element', buffered: true });
    });
  }

  /** Whether any of the image is inside the viewport (the browser reports only what it paints). */
  function inView(image: HTMLImageElement) {
    const box = image.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    );
  }

  // Someone who presses or types before then wants the page live now.
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, () => start('input'), { once: true, passive: true, capture: true });
  }
  setTimeout(() => start('latest'), latestMs);
  if (document.readyState === 'complete') whenShown();
  else addEventListener('load', whenShown, { once: true });

  // The last button pressed before the page is live, pressed again once it is.
  let pressed: HTMLButtonElement | null = null;
  function keep(event: MouseEvent) {
    if (root.hasAttribute(liveAttribute)) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    // Not the browser's own action (a form sent as a plain GET): the page's, once it is live.
    event.preventDefault();
    pressed = button;
  }
  addEventListener('click', keep, { capture: true });
  new MutationObserver((_changes, observer) => {
    if (!root.hasAttribute(liveAttribute)) return;
    observer.disconnect();
    removeEventListener('click', keep, { capture: true });
    const button = pressed;
    pressed = null;
    if (button?.isConnected) button.click();
  }).observe(root, { attributes: true, attributeFilter: [liveAttribute] });
}
