// When a public page's modules start (decision 0038): after the page is shown, at the first
// press or key, or at the latest LATEST_START_MS after the HTML; once in every case.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { PAGE_VISIT_RECORD, VISIT_BEACON_OPTIONS } from '../tracking/page-visit.ts';
import type { PageVisitRecord } from '../tracking/page-visit.ts';
import { deviceType } from '../tracking/visit-rules.ts';
import {
  INERT_MODULE_TYPE,
  LATEST_START_MS,
  MAIN_IMAGE_TIMING,
  PAGE_LIVE_ATTRIBUTE,
  START_MARK,
  startPageScripts,
} from './start-page-scripts.ts';
import type { StartReason } from './start-page-scripts.ts';

const MODULES = ['/assets/framework-1.js', '/assets/root-2.js'];
const VISIT = '/api/cmst/index/userTrace?browseType=img&relatedId=4&languages=en';
const ROUTE_MODULES = 'import("/assets/entry.client-3.js");';
/** A painted frame (16 ms) and the task after it. */
const FRAME = 20;

/** What started: the module scripts copied from the inert one, and the preloads added. */
const started = () => ({
  scripts: [...document.querySelectorAll('script[type="module"]')].map((script) => script.textContent),
  preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  ),
});

/** The performance marks left (the fake clock's performance keeps none). */
let marks: MockInstance<Performance['mark']>;
/** The document's ready state, which the tests move as a loading page would. */
let readyState: DocumentReadyState = 'interactive';
/** Listeners the function under test added to the window, removed after each test. */
const listeners: [
  string,
  EventListenerOrEventListenerObject,
  AddEventListenerOptions | boolean | undefined,
][] = [];

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  // Frames come from the fake clock too.
  vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
    return setTimeout(() => callback(performance.now()), 16) as unknown as number;
  });
  const add = globalThis.addEventListener.bind(globalThis);
  vi.spyOn(globalThis, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options]);
    add(type, listener, options);
  });
  marks = vi.spyOn(performance, 'mark').mockImplementation(() => ({}) as PerformanceMark);
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(PAGE_LIVE_ATTRIBUTE);
  document.body.innerHTML = [
    '<img fetchpriority="high" src="/hero.avif">',
    '<form><button id="more">More</button><button id="off" disabled>Off</button></form>',
    '<a id="link" href="#elsewhere">Elsewhere</a>',
    `<span hidden data-visit="${VISIT.replaceAll('&', '&amp;')}"></span>`,
    `<script type="${INERT_MODULE_TYPE}">${ROUTE_MODULES}</script>`,
  ].join('');
  delete (window as unknown as Record<string, unknown>)[PAGE_VISIT_RECORD];
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const [type, listener, options] of listeners.splice(0))
    globalThis.removeEventListener(type, listener, options);
  vi.useRealTimers();
});

/** The page's load event, after which the main image still has to decode. */
function load(decoded: Promise<void> = Promise.resolve()) {
  const image = document.querySelector('img')!;
  image.decode = () => decoded;
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

const run = () =>
  startPageScripts({
    modules: MODULES,
    inertType: INERT_MODULE_TYPE,
    latestMs: LATEST_START_MS,
    liveAttribute: PAGE_LIVE_ATTRIBUTE,
    mainImageTiming: MAIN_IMAGE_TIMING,
    startMark: START_MARK,
    visit: VISIT_BEACON_OPTIONS,
  });

/** The page's visit record, as the starter and the tracker share it. */
const visitRecord = () =>
  (window as unknown as Record<string, PageVisitRecord | undefined>)[PAGE_VISIT_RECORD];

/** The page is hidden (another tab, the phone locked) or left. */
function hide(how: 'pagehide' | 'visibilitychange') {
  if (how === 'visibilitychange') vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  window.dispatchEvent(new Event(how));
}

/** A navigator whose sendBeacon takes every beacon (or none); its user agent can be spied on. */
function stubBeacon(takes = true) {
  const beacon = vi.fn((_url: string | URL) => takes);
  const userAgent = navigator.userAgent;
  vi.stubGlobal('navigator', {
    sendBeacon: beacon,
    get userAgent() {
      return userAgent;
    },
  });
  return beacon;
}

/** The reasons the start marks give, in order. */
const reasons = (): StartReason[] =>
  marks.mock.calls
    .filter(([name]) => name === START_MARK)
    .map(([, options]) => options?.detail as StartReason);

describe('startPageScripts', () => {
  it('waits for the load event, the main image and a painted frame', async () => {
    run();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started().scripts).toEqual([]);
    let decode!: () => void;
    load(new Promise<void>((resolve) => (decode = resolve)));
    await vi.advanceTimersByTimeAsync(100);
    expect(started().scripts, 'the main image is not decoded yet').toEqual([]);
    decode();
    await vi.advanceTimersByTimeAsync(0);
    expect(started().scripts, 'the frame is not painted yet').toEqual([]);
    await vi.advanceTimersByTimeAsync(FRAME);
    expect(started()).toEqual({ scripts: [ROUTE_MODULES], preloads: MODULES });
    expect(reasons()).toEqual(['shown']);
  });

  it('starts at once on a page that has already loaded', async () => {
    readyState = 'complete';
    run();
    await vi.advanceTimersByTimeAsync(FRAME);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
  });

  it('starts even when the main image fails to decode', async () => {
    run();
    load(Promise.reject(new Error('broken image')));
    await vi.advanceTimersByTimeAsync(FRAME);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
  });

  it.each(['pointerdown', 'keydown', 'touchstart'])(
    'starts at the first %s before the page has loaded',
    (type) => {
      run();
      window.dispatchEvent(new Event(type));
      expect(started()).toEqual({ scripts: [ROUTE_MODULES], preloads: MODULES });
      expect(reasons()).toEqual(['input']);
    },
  );

  it(`starts ${LATEST_START_MS} ms after the HTML at the latest, when the page never loads`, async () => {
    run();
    await vi.advanceTimersByTimeAsync(LATEST_START_MS - 1);
    expect(started().scripts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
    expect(reasons()).toEqual(['latest']);
  });

  it('starts once, whatever comes after', async () => {
    run();
    expect(listeners.map(([type]) => type).sort()).toEqual([
      'click',
      'keydown',
      'load',
      'pagehide',
      'pointerdown',
      'touchstart',
      'visibilitychange',
    ]);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    load();
    await vi.advanceTimersByTimeAsync(LATEST_START_MS * 2);
    expect(started()).toEqual({ scripts: [ROUTE_MODULES], preloads: MODULES });
    expect(reasons()).toEqual(['input']);
  });

  it('copies the nonce of the inert script to the one it runs', () => {
    const inert = document.querySelector<HTMLScriptElement>(`script[type="${INERT_MODULE_TYPE}"]`)!;
    inert.nonce = 'r4nd0m';
    run();
    window.dispatchEvent(new Event('keydown'));
    expect(document.querySelector<HTMLScriptElement>('script[type="module"]')?.nonce).toBe('r4nd0m');
  });
});

describe('where the browser reports the paint of marked elements (Element Timing)', () => {
  /** The observers the function under test made, and the entries the browser reports to them. */
  let report: (elements: Element[]) => void;
  let observed: unknown[];

  beforeEach(() => {
    observed = [];
    const callbacks: PerformanceObserverCallback[] = [];
    class ElementTimingObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      private readonly callback: PerformanceObserverCallback;
      private connected = true;
      constructor(callback: PerformanceObserverCallback) {
        this.callback = callback;
        callbacks.push((list) => {
          if (this.connected) this.callback(list, this as unknown as PerformanceObserver);
        });
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {
        this.connected = false;
      }
    }
    vi.stubGlobal('PerformanceObserver', ElementTimingObserver);
    report = (elements) => {
      const entries = elements.map((element) => ({ entryType: 'element', element }));
      const list = { getEntries: () => entries } as unknown as PerformanceObserverEntryList;
      for (const callback of callbacks) callback(list, null as unknown as PerformanceObserver);
    };
    const image = document.querySelector('img')!;
    image.setAttribute('elementtiming', MAIN_IMAGE_TIMING);
  });

  /** Puts the main image at this box of a 390 × 844 viewport. */
  function place(top: number, height = 300) {
    const image = document.querySelector('img')!;
    image.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 390, height });
  }

  it('waits, once the page has loaded, until the main image in view is reported painted', async () => {
    place(80);
    run();
    load();
    await vi.advanceTimersByTimeAsync(10 * FRAME);
    expect(started().scripts, 'decoded and frames painted, but no report yet').toEqual([]);
    expect(observed).toEqual([{ type: 'element', buffered: true }]);
    report([document.createElement('p')]);
    await vi.advanceTimersByTimeAsync(FRAME);
    expect(started().scripts, 'another element was painted').toEqual([]);
    report([document.querySelector('img')!]);
    await vi.advanceTimersByTimeAsync(0);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
    expect(reasons()).toEqual(['shown']);
  });

  it('does not wait for the report of a main image outside the viewport', async () => {
    place(2000);
    run();
    load();
    await vi.advanceTimersByTimeAsync(FRAME);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
    expect(observed).toEqual([]);
  });

  it('does not wait for a report when the main image is not marked', async () => {
    place(80);
    document.querySelector('img')!.removeAttribute('elementtiming');
    run();
    load();
    await vi.advanceTimersByTimeAsync(FRAME);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
  });

  it('does not wait for the report of a main image that failed to load', async () => {
    place(80);
    run();
    load(Promise.reject(new Error('404')));
    await vi.advanceTimersByTimeAsync(FRAME);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
    expect(reasons()).toEqual(['shown']);
    expect(observed).toEqual([]);
  });

  it('waits one painted frame instead where the browser reports no paints', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes: string[] = [];
      },
    );
    place(80);
    run();
    load();
    await vi.advanceTimersByTimeAsync(0);
    expect(started().scripts).toEqual([]);
    await vi.advanceTimersByTimeAsync(FRAME);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
    expect(reasons()).toEqual(['shown']);
  });

  it('leaves the page live when a mark cannot be made', async () => {
    marks.mockImplementation(() => {
      throw new TypeError('no marks here');
    });
    run();
    window.dispatchEvent(new Event('keydown'));
    expect(started().scripts).toEqual([ROUTE_MODULES]);
  });

  it(`starts ${LATEST_START_MS} ms after the HTML at the latest, when no report comes`, async () => {
    place(80);
    run();
    load();
    await vi.advanceTimersByTimeAsync(LATEST_START_MS);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
    expect(reasons()).toEqual(['latest']);
  });
});

describe('a press before the page is live', () => {
  /** Clicks an element as a visitor would; true when the browser's own action was kept from it. */
  function press(selector: string): boolean {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector(selector)!.dispatchEvent(event);
    return event.defaultPrevented;
  }

  /** What the page's own handler of the More button saw. */
  function countPresses() {
    let presses = 0;
    document.querySelector('#more')!.addEventListener('click', (event) => {
      if (document.documentElement.hasAttribute(PAGE_LIVE_ATTRIBUTE) && !event.defaultPrevented) presses += 1;
    });
    return () => presses;
  }

  const goLive = async () => {
    document.documentElement.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
    await vi.advanceTimersByTimeAsync(0);
  };

  it('keeps the last button pressed and presses it again once the page is live', async () => {
    const presses = countPresses();
    run();
    expect(press('#more'), 'the form is not sent by the browser').toBe(true);
    expect(press('#more')).toBe(true);
    expect(presses()).toBe(0);
    await goLive();
    expect(presses(), 'pressed again once, not twice').toBe(1);
    // Live: presses are the page's own from now on.
    expect(press('#more')).toBe(false);
    expect(presses()).toBe(2);
  });

  it('leaves links, disabled buttons and presses after the page is live alone', async () => {
    run();
    expect(press('#link')).toBe(false);
    expect(press('#off')).toBe(false);
    await goLive();
    expect(press('#more')).toBe(false);
  });

  it('forgets a button the page no longer has', async () => {
    const more = document.querySelector('#more')!;
    const presses = countPresses();
    run();
    press('#more');
    more.remove();
    await goLive();
    expect(presses()).toBe(0);
  });
});

describe('the page visit', () => {
  for (const how of ['pagehide', 'visibilitychange'] as const) {
    it(`is sent as a beacon, with the device, when the page is left or hidden before the tracker runs (${how})`, () => {
      const beacon = stubBeacon();
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64)');
      run();
      expect(visitRecord()).toEqual({});
      hide(how);
      expect(beacon.mock.calls).toEqual([[`${VISIT}&deviceType=PC`]]);
      expect(visitRecord()?.sentAt).toBe(Date.now());
      // Hidden again, or left after being hidden: still one visit.
      hide('pagehide');
      hide('visibilitychange');
      expect(beacon).toHaveBeenCalledTimes(1);
    });
  }

  it('is left to the tracker once it has taken over', () => {
    const beacon = stubBeacon();
    run();
    visitRecord()!.takenOver = true;
    hide('pagehide');
    expect(beacon).not.toHaveBeenCalled();
    expect(visitRecord()?.sentAt).toBeUndefined();
  });

  it('is not sent while the page stays in view, whatever starts the scripts', async () => {
    const beacon = stubBeacon();
    run();
    load();
    await vi.advanceTimersByTimeAsync(LATEST_START_MS);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('goes by a kept-alive fetch where no beacon is taken', () => {
    stubBeacon(false);
    const fetched = vi.fn(() => Promise.resolve({} as Response));
    vi.stubGlobal('fetch', fetched);
    run();
    hide('pagehide');
    expect(fetched.mock.calls).toEqual([
      [
        expect.stringMatching(/^\/api\/cmst\/index\/userTrace\?.*&deviceType=/),
        { method: 'POST', keepalive: true },
      ],
    ]);
  });

  it('is not sent from a page without a visit (a route that is not traced)', () => {
    const beacon = stubBeacon();
    document.querySelector('[data-visit]')?.remove();
    run();
    hide('pagehide');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('tells a phone from a desktop as the tracker does, for any width and browser', () => {
    const agents = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36',
        'Mozilla/5.0 (Linux; HarmonyOS 4.0; HUAWEI) AppleWebKit/537.36',
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15',
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 200, max: 3000 }), fc.constantFrom(975, 976, 977)),
        agents,
        (width, agent) => {
          const beacon = stubBeacon();
          vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
          vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
          delete (window as unknown as Record<string, unknown>)[PAGE_VISIT_RECORD];
          run();
          hide('pagehide');
          const sent = new URL(String(beacon.mock.calls[0]?.[0]), 'http://site.test');
          expect(sent.searchParams.get('deviceType')).toBe(deviceType(width, agent));
        },
      ),
      { numRuns: 60 },
    );
  });
});
