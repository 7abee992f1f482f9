// When a public page's modules start (decision 0038): after the page is shown, at the first
// press or key, or at the latest LATEST_START_MS after the HTML; once in every case.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
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
    `<script type="${INERT_MODULE_TYPE}">${ROUTE_MODULES}</script>`,
  ].join('');
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
  });

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
      'pointerdown',
      'touchstart',
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
