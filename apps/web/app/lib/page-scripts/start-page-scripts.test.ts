// When a public page's modules start (decision 0038): after the page is shown, at the first
// press or key, or at the latest LATEST_START_MS after the HTML; once in every case.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INERT_MODULE_TYPE,
  LATEST_START_MS,
  PAGE_LIVE_ATTRIBUTE,
  startPageScripts,
} from './start-page-scripts.ts';

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
  });

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
    },
  );

  it(`starts ${LATEST_START_MS} ms after the HTML at the latest, when the page never loads`, async () => {
    run();
    await vi.advanceTimersByTimeAsync(LATEST_START_MS - 1);
    expect(started().scripts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started().scripts).toEqual([ROUTE_MODULES]);
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
  });

  it('copies the nonce of the inert script to the one it runs', () => {
    const inert = document.querySelector<HTMLScriptElement>(`script[type="${INERT_MODULE_TYPE}"]`)!;
    inert.nonce = 'r4nd0m';
    run();
    window.dispatchEvent(new Event('keydown'));
    expect(document.querySelector<HTMLScriptElement>('script[type="module"]')?.nonce).toBe('r4nd0m');
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
