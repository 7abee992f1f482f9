// The parts of the phone bench that run inside the page. installProbe is installed with
// addInitScript before any of the page's own scripts: performance observers (buffered, so nothing
// painted before they were set up is missed) that keep their readings on `window`, and a call back
// to the bench when the page goes live. neutralSpot finds where a tap cannot navigate.
//
// Written in plain browser code with no imports and no outer variables: Playwright sends each
// function's source text to the page.

/** What the bench reads at the end of a load; times in ms since navigation start. */
export interface ProbeReadings {
  fcp: number | null;
  /** The last largest-contentful-paint candidate before the tap. */
  lcp: number | null;
  /** When <html> got the live attribute (hydrated, handlers in place). */
  live: number | null;
  /** The first largest-contentful-paint candidate, which the tap follows as closely as it can. */
  firstLcp: number | null;
  /** Sum of the layout shifts that did not follow an input. */
  cls: number;
  /** The tap's own time stamp (the first input's startTime). */
  tapAt: number | null;
  /** The first input's wait for the main thread: processingStart - startTime. */
  tapDelay: number | null;
  /** The event the browser reported as the first input (pointerdown for a tap). */
  inputName: string | null;
  /** The element the tap landed on. */
  tapTarget: string | null;
  /** When the page's main picture (elementtiming="main-image") was painted. */
  mainImage: number | null;
}

/** What the page fetched until it was read: to check that the network was throttled. */
export interface NetworkTotals {
  /** Bytes of the document and every resource as they crossed the network. */
  bytes: number;
  /** When the last of them had arrived. */
  lastByte: number;
}

/** Where the bench taps: a spot on no link, button or field, so that the tap cannot navigate. */
export interface TapSpot {
  x: number;
  y: number;
  /** What the spot is on, for the report: the h1 or the middle of the screen, and its element. */
  target: string;
}

export interface ProbeSettings {
  /** The function the bench exposed to be told that the page is live. */
  binding: string;
  /** The window property the readings are kept in. */
  store: string;
  liveAttribute: string;
  mainImageTiming: string;
  /** The readings before anything is seen (NO_READINGS; sent along, as the page cannot import it). */
  start: ProbeReadings;
}

export function installProbe({ binding, store, liveAttribute, mainImageTiming, start }: ProbeSettings): void {
  const readings: ProbeReadings = { ...start };
  const global = window as unknown as Record<string, unknown>;
  global[store] = readings;
  const tellLive = () => {
    const send = global[binding];
    if (typeof send === 'function') void send();
  };

  // Observers of entry types this browser does not know are skipped rather than stop the others.
  function observe(type: string, take: (entries: PerformanceEntryList) => void) {
    try {
      new PerformanceObserver((list) => take(list.getEntries())).observe({ type, buffered: true });
    } catch {
      // Not supported here: that reading stays null.
    }
  }

  observe('paint', (entries) => {
    for (const entry of entries) if (entry.name === 'first-contentful-paint') readings.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entries) => {
    // The browser stops reporting candidates once it handles the first input: the last one counts.
    for (const entry of entries) {
      readings.firstLcp ??= entry.startTime;
      readings.lcp = entry.startTime;
    }
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) readings.cls += entry.value;
    }
  });
  observe('first-input', (entries) => {
    const entry = entries[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    readings.tapAt = entry.startTime;
    readings.tapDelay = entry.processingStart - entry.startTime;
    readings.inputName = entry.name;
  });
  observe('element', (entries) => {
    for (const entry of entries as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
      if (entry.identifier === mainImageTiming && readings.mainImage === null) {
        readings.mainImage = entry.renderTime || entry.startTime;
      }
    }
  });
  // A tap's time as the event saw it, in case the browser reports no first-input entry for it.
  addEventListener(
    'pointerdown',
    (event) => {
      readings.tapAt ??= event.timeStamp;
      const target = event.target instanceof Element ? event.target : null;
      const classes = target?.getAttribute('class');
      readings.tapTarget = target ? `<${target.localName}${classes ? ` class="${classes}"` : ''}>` : null;
    },
    { capture: true, once: true, passive: true },
  );

  // <html> may not exist yet when this runs: the document is watched, with its whole subtree.
  const markLive = () => {
    if (readings.live !== null || !document.documentElement?.hasAttribute(liveAttribute)) return false;
    readings.live = performance.now();
    tellLive();
    return true;
  };
  if (!markLive()) {
    new MutationObserver((_changes, watcher) => {
      if (markLive()) watcher.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [liveAttribute] });
  }
}

/**
 * The page's bytes and when the last arrived, from Resource Timing (every file is same-origin, so
 * its sizes are known). A phone on Slow 4G cannot have them faster than 1.6 Mbit/s; navigation
 * timing's responseStart cannot tell, as the browser adds the emulated latency after it.
 */
export function networkTotals(): NetworkTotals {
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  return {
    bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
    lastByte: Math.max(0, ...entries.map((entry) => entry.responseEnd)),
  };
}

/**
 * A spot to tap that cannot navigate: the h1's middle when it is on screen and on no link, button or
 * field, else the first such spot of a grid over the screen, the middle first.
 */
export function neutralSpot(): TapSpot | null {
  const controls =
    'a, button, input, select, textarea, label, summary, video, [role="button"], [role="link"], [onclick], [tabindex]:not([tabindex="-1"])';
  const spots: TapSpot[] = [];
  const heading = document.querySelector('h1');
  if (heading) {
    const box = heading.getBoundingClientRect();
    // A heading hidden for screen readers only is a pixel wide: not a spot of its own.
    if (box.width > 2 && box.height > 2) {
      spots.push({ x: box.left + box.width / 2, y: box.top + box.height / 2, target: 'h1' });
    }
  }
  for (const y of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8]) {
    for (const x of [0.5, 0.25, 0.75, 0.1, 0.9]) {
      spots.push({
        x: innerWidth * x,
        y: innerHeight * y,
        target: x === 0.5 && y === 0.5 ? 'centre' : 'grid',
      });
    }
  }
  for (const spot of spots) {
    if (!(spot.x > 0 && spot.y > 0 && spot.x < innerWidth && spot.y < innerHeight)) continue;
    const hit = document.elementFromPoint(spot.x, spot.y);
    if (hit && !hit.closest(controls)) {
      return { x: Math.round(spot.x), y: Math.round(spot.y), target: `${spot.target} <${hit.localName}>` };
    }
  }
  return null;
}
