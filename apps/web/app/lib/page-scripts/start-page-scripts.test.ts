// When a public page's modules start (decision 0038): after the page is shown, at the first
// press or key, or at the latest LATEST_START_MS after the HTML; once in every case.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INERT_MODULE_TYPE, LATEST_START_MS, startPageScripts } from './start-page-scripts.ts';

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
  document.body.innerHTML = `<img fetchpriority="high" src="/hero.avif"><script type="${INERT_MODULE_TYPE}">${ROUTE_MODULES}</script>`;
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

const run = () => startPageScripts(MODULES, INERT_MODULE_TYPE, LATEST_START_MS);

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
    expect(listeners.map(([type]) => type).sort()).toEqual(['keydown', 'load', 'pointerdown', 'touchstart']);
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
