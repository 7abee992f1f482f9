import { act, cleanup, renderHook } from '@testing-library/react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlideshow, wrapIndex } from './use-slideshow.ts';
import type { SlideshowOptions } from './use-slideshow.ts';

/** An IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  disconnected = false;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }

  observe() {}
  disconnect() {
    this.disconnected = true;
  }

  report(ratio: number) {
    const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function latestObserver(): FakeObserver {
  const observer = FakeObserver.instances.at(-1);
  if (!observer) throw new Error('no observer');
  return observer;
}

function pointer(type: 'touch' | 'mouse', x: number, y = 0, pointerId = 1) {
  return { pointerType: type, pointerId, clientX: x, clientY: y } as ReactPointerEvent<HTMLElement>;
}

function setup(options: SlideshowOptions) {
  const view = renderHook((props: SlideshowOptions) => useSlideshow(props), { initialProps: options });
  act(() => view.result.current.rootRef(document.createElement('div')));
  return view;
}

/** Renders a show whose root is fully in view. */
function visibleShow(options: SlideshowOptions) {
  const view = setup(options);
  act(() => latestObserver().report(1));
  return view;
}

function swipe(view: ReturnType<typeof setup>, fromX: number, toX: number, dy = 0) {
  act(() => view.result.current.swipeHandlers.onPointerDown(pointer('touch', fromX)));
  act(() => view.result.current.swipeHandlers.onPointerMove(pointer('touch', toX, dy)));
  act(() => view.result.current.swipeHandlers.onPointerUp(pointer('touch', toX, dy)));
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('useSlideshow autoplay', () => {
  it('advances every 5000 ms and wraps from the last slide to the first', () => {
    const view = visibleShow({ count: 3 });
    expect(view.result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(view.result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(view.result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.index).toBe(0);
  });

  it('marks its root running while a countdown runs, stopped otherwise', () => {
    const view = renderHook((props: SlideshowOptions) => useSlideshow(props), {
      initialProps: { count: 3 },
    });
    const root = document.createElement('div');
    act(() => view.result.current.rootRef(root));
    expect(root.getAttribute('data-autoplay')).toBeNull();
    act(() => latestObserver().report(1));
    expect(view.result.current.playing).toBe(true);
    expect(root.getAttribute('data-autoplay')).toBe('running');
    act(() => latestObserver().report(0));
    expect(view.result.current.playing).toBe(false);
    expect(root.getAttribute('data-autoplay')).toBe('stopped');
  });

  it('takes another interval when given one', () => {
    const view = visibleShow({ count: 2, intervalMs: 2000 });
    act(() => vi.advanceTimersByTime(2000));
    expect(view.result.current.index).toBe(1);
  });

  it('waits until at least 10% of the banner is in view', () => {
    const view = setup({ count: 3 });
    expect(latestObserver().options?.threshold).toEqual([0, 0.1]);
    act(() => vi.advanceTimersByTime(20000));
    expect(view.result.current.index).toBe(0);

    act(() => latestObserver().report(0.05));
    act(() => vi.advanceTimersByTime(20000));
    expect(view.result.current.index).toBe(0);

    act(() => latestObserver().report(0.1));
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.index).toBe(1);

    act(() => latestObserver().report(0));
    act(() => vi.advanceTimersByTime(20000));
    expect(view.result.current.index).toBe(1);
  });

  it('uses the threshold it is given (the brand hero asks for 20%)', () => {
    const view = setup({ count: 3, visibilityThreshold: 0.2 });
    expect(latestObserver().options?.threshold).toEqual([0, 0.2]);
    act(() => latestObserver().report(0.15));
    act(() => vi.advanceTimersByTime(10000));
    expect(view.result.current.index).toBe(0);
    act(() => latestObserver().report(0.25));
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.index).toBe(1);
  });

  it('does not run with one slide, or when turned off', () => {
    const single = visibleShow({ count: 1 });
    act(() => vi.advanceTimersByTime(20000));
    expect(single.result.current.index).toBe(0);
    expect(single.result.current.goTo(0)).toBe(false);

    const off = visibleShow({ count: 3, autoplay: false });
    act(() => vi.advanceTimersByTime(20000));
    expect(off.result.current.index).toBe(0);
  });

  it('stops observing when unmounted', () => {
    const view = visibleShow({ count: 3 });
    view.unmount();
    expect(latestObserver().disconnected).toBe(true);
  });
});

describe('useSlideshow dots and arrows', () => {
  it('moves to a dot and locks further dot clicks for 500 ms', () => {
    const view = visibleShow({ count: 4 });
    let moved = false;
    act(() => {
      moved = view.result.current.goTo(2);
    });
    expect(moved).toBe(true);
    expect(view.result.current.index).toBe(2);

    act(() => vi.advanceTimersByTime(499));
    act(() => {
      moved = view.result.current.goTo(3);
    });
    expect(moved).toBe(false);
    expect(view.result.current.index).toBe(2);

    act(() => vi.advanceTimersByTime(1));
    act(() => {
      moved = view.result.current.goTo(3);
    });
    expect(moved).toBe(true);
    expect(view.result.current.index).toBe(3);
  });

  it('wraps both ways with next and previous', () => {
    const view = visibleShow({ count: 3 });
    act(() => view.result.current.previous());
    expect(view.result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(500));
    act(() => view.result.current.next());
    expect(view.result.current.index).toBe(0);
  });

  it('restarts the autoplay countdown after a change by hand', () => {
    const view = visibleShow({ count: 3 });
    act(() => vi.advanceTimersByTime(4000));
    act(() => view.result.current.goTo(2));
    act(() => vi.advanceTimersByTime(4000));
    expect(view.result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(view.result.current.index).toBe(0);
  });
});

describe('useSlideshow swipes', () => {
  it('needs more than 50 px of horizontal movement', () => {
    const view = visibleShow({ count: 3 });
    swipe(view, 200, 150);
    expect(view.result.current.index).toBe(0);
    swipe(view, 200, 149);
    expect(view.result.current.index).toBe(1);
  });

  it('goes back on a swipe to the right, wrapping to the last slide', () => {
    const view = visibleShow({ count: 3 });
    swipe(view, 100, 200);
    expect(view.result.current.index).toBe(2);
  });

  it('ignores mostly vertical movement', () => {
    const view = visibleShow({ count: 3 });
    swipe(view, 200, 120, 200);
    expect(view.result.current.index).toBe(0);
  });

  it('locks swipes and dots for 500 ms after a swipe', () => {
    const view = visibleShow({ count: 4 });
    swipe(view, 300, 100);
    expect(view.result.current.index).toBe(1);
    swipe(view, 300, 100);
    expect(view.result.current.index).toBe(1);
    act(() => view.result.current.goTo(3));
    expect(view.result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    swipe(view, 300, 100);
    expect(view.result.current.index).toBe(2);
  });

  it('pauses autoplay while a finger is down and restarts it after the swipe', () => {
    const view = visibleShow({ count: 3 });
    act(() => vi.advanceTimersByTime(3000));
    act(() => view.result.current.swipeHandlers.onPointerDown(pointer('touch', 200)));
    expect(view.result.current.paused).toBe(true);
    act(() => vi.advanceTimersByTime(10000));
    expect(view.result.current.index).toBe(0);
    act(() => view.result.current.swipeHandlers.onPointerMove(pointer('touch', 230)));
    expect(view.result.current.dragOffset).toBe(30);
    act(() => view.result.current.swipeHandlers.onPointerUp(pointer('touch', 230)));
    expect(view.result.current.paused).toBe(false);
    expect(view.result.current.dragOffset).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(view.result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(view.result.current.index).toBe(1);
  });

  it('resumes autoplay when the browser takes the gesture over', () => {
    const view = visibleShow({ count: 3 });
    act(() => view.result.current.swipeHandlers.onPointerDown(pointer('touch', 200)));
    act(() => view.result.current.swipeHandlers.onPointerCancel(pointer('touch', 200)));
    expect(view.result.current.paused).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.index).toBe(1);
  });

  it('leaves mouse drags alone and takes no swipes when swiping is off', () => {
    const view = visibleShow({ count: 3 });
    act(() => view.result.current.swipeHandlers.onPointerDown(pointer('mouse', 300)));
    act(() => view.result.current.swipeHandlers.onPointerUp(pointer('mouse', 100)));
    expect(view.result.current.index).toBe(0);

    const desktop = visibleShow({ count: 3, swipe: false });
    swipe(desktop, 300, 100);
    expect(desktop.result.current.index).toBe(0);
  });

  it('swallows the click that ends a swipe, not later ones', () => {
    const view = visibleShow({ count: 3 });
    swipe(view, 300, 100);
    const click = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    view.result.current.swipeHandlers.onClickCapture(click as never);
    expect(click.preventDefault).toHaveBeenCalled();
    const later = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    view.result.current.swipeHandlers.onClickCapture(later as never);
    expect(later.preventDefault).not.toHaveBeenCalled();
  });
});

describe('useSlideshow image changes', () => {
  it('goes back to slide 0 when the images change', () => {
    const view = visibleShow({ count: 3, resetKey: 'a|b|c' });
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.index).toBe(2);
    view.rerender({ count: 3, resetKey: 'd|e|f' });
    expect(view.result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.index).toBe(1);
  });

  it('keeps its place when the same images render again', () => {
    const view = visibleShow({ count: 3, resetKey: 'same' });
    act(() => vi.advanceTimersByTime(5000));
    view.rerender({ count: 3, resetKey: 'same' });
    expect(view.result.current.index).toBe(1);
  });
});

describe('stopping autoplay (WCAG 2.2.2) and reduced motion', () => {
  it("stops and restarts autoplay at the visitor's word", () => {
    const view = visibleShow({ count: 3, intervalMs: 5000 });
    expect(view.result.current.playing).toBe(true);
    act(() => view.result.current.toggleStopped());
    expect(view.result.current.stopped).toBe(true);
    expect(view.result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(20_000));
    expect(view.result.current.index).toBe(0);
    // Dots still work while stopped.
    act(() => view.result.current.goTo(2));
    expect(view.result.current.index).toBe(2);
    act(() => view.result.current.toggleStopped());
    expect(view.result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(view.result.current.index).toBe(0);
  });

  it('starts stopped when the system asks for reduced motion, until the visitor presses play', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const view = visibleShow({ count: 3, intervalMs: 5000 });
      expect(view.result.current.stopped).toBe(true);
      act(() => vi.advanceTimersByTime(20_000));
      expect(view.result.current.index).toBe(0);
      act(() => view.result.current.toggleStopped());
      expect(view.result.current.playing).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
