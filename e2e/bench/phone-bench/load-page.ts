// One measured page load on an emulated phone: a brand-new browser context (cold cache, no service
// worker), Slow 4G and a four times slower CPU through the DevTools protocol, one real touch tap as
// soon as the browser reports the first largest-contentful-paint entry, and the readings of the page
// probe once the page is live and its network idle.
import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { installProbe, networkTotals, neutralSpot } from './page-probe.ts';
import type { NetworkTotals, ProbeReadings, TapSpot } from './page-probe.ts';

/** Lighthouse's "Slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const CPU_SLOWDOWN = 4;
/** The longest one load may take, from the navigation to a live page with its network idle. */
const LOAD_TIMEOUT_MS = 60_000;

/** A mid-range Android phone: a 390 x 844 screen at three device pixels per CSS pixel, touch. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36',
  serviceWorkers: 'block',
};

/** The page's own marker of being live (the site shell sets it once hydrated). */
const LIVE_ATTRIBUTE = 'data-shell-ready';
const MAIN_IMAGE_TIMING = 'main-image';
const BINDING = '__phoneBenchReport';
const STORE = '__phoneBenchReadings';

export interface LoadResult extends ProbeReadings, NetworkTotals {
  /** Why the load counts as failed (never live, navigated away...); null when it did not fail. */
  failure: string | null;
  /** Where the bench tapped. */
  spot: TapSpot | null;
  /** Wall time of the whole load, context to readings, for the bench's own pace. */
  wallMs: number;
}

/** Rejects with `message` after `ms`, so that every wait of a load shares one deadline. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Throttles this page's own target: the conditions are per target, so each new page needs them. */
async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    ...NETWORK,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Resolves at the first largest-contentful-paint entry, told by the DevTools protocol as the page
 * records it: up to half a second sooner than a PerformanceObserver's callback, a task of its own
 * that a busy page runs late.
 */
async function firstLcp(cdp: CDPSession): Promise<{ seen: Promise<void> }> {
  const seen = new Promise<void>((resolve) => {
    cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      if (event.type === 'largest-contentful-paint') resolve();
    });
  });
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
  // Wrapped, so that awaiting the set-up does not also await the paint.
  return { seen };
}

/** The readings of a load that saw nothing (the probe starts from them too). */
const NO_READINGS: ProbeReadings = {
  fcp: null,
  lcp: null,
  firstLcp: null,
  live: null,
  cls: 0,
  tapAt: null,
  tapDelay: null,
  inputName: null,
  tapTarget: null,
  mainImage: null,
};
const NO_TOTALS: NetworkTotals = { bytes: 0, lastByte: 0 };

/** Resolves when the probe tells that <html> got the live attribute. */
async function live(page: Page): Promise<{ seen: Promise<void> }> {
  let onLive: () => void = () => {};
  const seen = new Promise<void>((resolve) => (onLive = resolve));
  await page.exposeFunction(BINDING, () => onLive());
  await page.addInitScript(installProbe, {
    binding: BINDING,
    store: STORE,
    liveAttribute: LIVE_ATTRIBUTE,
    mainImageTiming: MAIN_IMAGE_TIMING,
    start: NO_READINGS,
  });
  return { seen };
}

interface Outcome {
  failure: string | null;
  /** Where the bench tapped, if it got that far. */
  spot: TapSpot | null;
}

/** Navigates, taps at the first LCP entry, and waits for the page to be live and quiet. */
async function drive(
  page: Page,
  url: string,
  spot: TapSpot | null | 'no tap',
  started: number,
): Promise<Outcome> {
  const left = () => LOAD_TIMEOUT_MS - (performance.now() - started);
  const cdp = await page.context().newCDPSession(page);
  const isLive = await live(page);
  const lcp = await firstLcp(cdp);
  await throttle(cdp);
  const response = await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
  if (!response?.ok()) return { failure: `HTTP ${response?.status() ?? 'no answer'}`, spot: null };
  const address = page.url();
  await within(lcp.seen, left(), 'no largest-contentful-paint within 60 s');
  if (spot === 'no tap') {
    await within(isLive.seen, left(), 'never live within 60 s');
    await page.waitForLoadState('networkidle', { timeout: Math.max(1, left()) });
    return { failure: null, spot: null };
  }
  // Where the warm-up found no spot, one is looked for now, at the cost of a round trip to the page.
  const where = spot ?? (await page.evaluate(neutralSpot));
  if (!where) return { failure: 'no spot to tap off links, buttons and fields', spot: null };
  // A real touch through the browser's input pipeline (CDP Input.dispatchTouchEvent).
  await page.touchscreen.tap(where.x, where.y);
  await within(isLive.seen, left(), 'never live within 60 s');
  await page.waitForLoadState('networkidle', { timeout: Math.max(1, left()) });
  const navigated = page.url() !== address;
  return { failure: navigated ? `the tap navigated to ${page.url()}` : null, spot: where };
}

/**
 * One cold load of `url`, tapped at `spot` (from the warm-up) or, without one, at a spot found then;
 * or not tapped at all.
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  spot: TapSpot | null | 'no tap',
): Promise<LoadResult> {
  const started = performance.now();
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    let outcome: Outcome;
    try {
      outcome = await drive(page, url, spot, started);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      outcome = { failure: message, spot: spot === 'no tap' ? null : spot };
    }
    // What was measured, also for a failed load: it tells where the page got stuck.
    const readings = await page
      .evaluate((store) => (window as unknown as Record<string, ProbeReadings | undefined>)[store], STORE)
      .then((found) => found ?? NO_READINGS)
      .catch(() => NO_READINGS);
    const totals = await page.evaluate(networkTotals).catch(() => NO_TOTALS);
    // A tap the browser did not report leaves no delay to read: that load cannot count.
    const failure =
      outcome.failure ??
      (spot !== 'no tap' && readings.tapDelay === null ? 'the tap was not reported as a first input' : null);
    return {
      ...NO_READINGS,
      ...readings,
      ...totals,
      ...outcome,
      failure,
      wallMs: performance.now() - started,
    };
  } finally {
    await context.close();
  }
}

/**
 * An unthrottled, unmeasured load first: the server renders and caches the page and the image
 * variants a phone asks for, which a real visitor would almost always find already made. It also
 * finds the spot the measured loads tap, so that they can tap without asking the page first.
 */
export async function warmUp(browser: Browser, url: string): Promise<TapSpot | null> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    return await page.evaluate(neutralSpot);
  } finally {
    await context.close();
  }
}
