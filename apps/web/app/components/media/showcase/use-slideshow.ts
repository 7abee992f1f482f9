// The slideshow rules of the hero banners (SPEC sections 4 and 9), independent of any markup:
// - autoplay every `intervalMs` while at least `visibilityThreshold` of the root is in view and
//   there is more than one slide; any change of slide restarts the countdown;
// - wraps last -> first and first -> last;
// - swipes and dot clicks are locked for `lockMs` after one of them changed the slide;
// - a swipe needs more than `swipeThresholdPx` of horizontal movement;
// - a touch pauses autoplay, which restarts once the finger lifts;
// - a change of `resetKey` (the images) goes back to slide 0;
// - beyond the spec: the visitor can stop and restart autoplay (WCAG 2.2.2), and it starts
//   stopped for those who ask their system for reduced motion.
import { HERO_AUTOPLAY_MS, HOME_HERO_VISIBILITY, SLIDE_LOCK_MS, SWIPE_THRESHOLD_PX } from '@refit/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';

export interface SlideshowOptions {
  /** Number of slides. */
  count: number;
  /** Identifies the set of images; when it changes the show starts again at slide 0. */
  resetKey?: string | number;
  /** Time between automatic advances. */
  intervalMs?: number;
  /** Share of the root (0..1) that must be in view for autoplay to run. */
  visibilityThreshold?: number;
  /** How long swipes and dot clicks are ignored after one of them moved the show. */
  lockMs?: number;
  /** Horizontal movement a swipe must exceed. */
  swipeThresholdPx?: number;
  /** Whether touch swipes move the show (phones); dots work either way. */
  swipe?: boolean;
  /** Whether the show advances by itself. */
  autoplay?: boolean;
}

export interface SwipeHandlers {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
  /** Swallows the click that ends a swipe, so a linked slide does not open by accident. */
  onClickCapture: (event: ReactMouseEvent<HTMLElement>) => void;
}

/**
 * What the hook gives back. Destructure it (`const { index, rootRef } = useSlideshow(...)`): the
 * React lint rules treat a whole object that holds a ref callback as a ref and refuse reading it
 * while rendering.
 */
export interface Slideshow {
  index: number;
  count: number;
  /** Dot click: moves to a slide unless locked; answers whether it moved. */
  goTo: (index: number) => boolean;
  /** Moves one slide on (wrapping) unless locked; answers whether it moved. */
  next: () => boolean;
  /** Moves one slide back (wrapping) unless locked; answers whether it moved. */
  previous: () => boolean;
  /** Attach to the element whose visibility governs autoplay. */
  rootRef: (element: HTMLElement | null) => void;
  /** Spread on the element that takes swipes (give it `touch-action: pan-y`). */
  swipeHandlers: SwipeHandlers;
  /** Horizontal distance the finger has moved during a swipe in progress, for the track to follow. */
  dragOffset: number;
  /** Whether a touch is holding the show. */
  paused: boolean;
  /** Whether enough of the root is in view for autoplay. */
  inView: boolean;
  /** Whether the countdown to the next slide is running. */
  playing: boolean;
  /** Whether the visitor (or a reduced-motion preference) stopped autoplay. */
  stopped: boolean;
  /** Stops autoplay, or starts it again. */
  toggleStopped: () => void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** `index` brought into 0..total-1, wrapping at both ends (-1 is the last slide). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
}

/** Below this the observer's reported ratio counts as reaching the threshold (rounding). */
const RATIO_TOLERANCE = 0.001;
/** A click this soon after a swipe is the swipe's own click. */
const CLICK_AFTER_SWIPE_MS = 400;

export function useSlideshow({
  count,
  resetKey = count,
  intervalMs = HERO_AUTOPLAY_MS,
  visibilityThreshold = HOME_HERO_VISIBILITY,
  lockMs = SLIDE_LOCK_MS,
  swipeThresholdPx = SWIPE_THRESHOLD_PX,
  swipe = true,
  autoplay = true,
}: SlideshowOptions): Slideshow {
  // The index lives with the key it belongs to: a new key means slide 0 in the same render.
  const [position, setPosition] = useState({ key: resetKey, index: 0 });
  if (position.key !== resetKey) setPosition({ key: resetKey, index: 0 });
  const index = position.key === resetKey ? Math.min(position.index, Math.max(count - 1, 0)) : 0;

  const [element, setElement] = useState<HTMLElement | null>(null);
  const [observedInView, setObservedInView] = useState(false);
  const [paused, setPaused] = useState(false);
  // Reduced motion asked for (now, or later in the system settings): no autoplay until the
  // visitor presses play. The server renders without it; the browser follows after hydration.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  /** The visitor's own choice, once they made one; it outranks the system preference. */
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const stopped = stoppedByVisitor ?? reducedMotion;
  const toggleStopped = useCallback(
    () => setStoppedByVisitor((current) => !(current ?? reducedMotion)),
    [reducedMotion],
  );
  const [dragOffset, setDragOffset] = useState(0);

  const lockedUntil = useRef(0);
  const gesture = useRef<Gesture | null>(null);
  /** Until when a click counts as the end of a swipe (touch browsers send it right after). */
  const swallowClickUntil = useRef(0);

  const move = useCallback(
    (target: number) => setPosition((current) => ({ key: current.key, index: wrapIndex(target, count) })),
    [count],
  );

  /** A visitor's move (dot, arrow, swipe): ignored while locked, then locks. */
  const userMove = useCallback(
    (target: (current: number) => number): boolean => {
      if (count <= 1) return false;
      const now = Date.now();
      if (now < lockedUntil.current) return false;
      lockedUntil.current = now + lockMs;
      setPosition((current) => ({ key: current.key, index: wrapIndex(target(current.index), count) }));
      return true;
    },
    [count, lockMs],
  );

  const goTo = useCallback((target: number) => userMove(() => target), [userMove]);
  const next = useCallback(() => userMove((current) => current + 1), [userMove]);
  const previous = useCallback(() => userMove((current) => current - 1), [userMove]);

  // Visibility: without IntersectionObserver (very old browsers) the banner counts as in view.
  const observerMissing = typeof window !== 'undefined' && !('IntersectionObserver' in window);
  const inView = observedInView || observerMissing;
  useEffect(() => {
    if (!element || observerMissing) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setObservedInView(
          entry.isIntersecting && entry.intersectionRatio >= visibilityThreshold - RATIO_TOLERANCE,
        );
      },
      { threshold: [0, visibilityThreshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, observerMissing, visibilityThreshold]);

  // Autoplay: one timer per shown slide, so every change (by hand or not) restarts the countdown.
  const playing = autoplay && count > 1 && inView && !paused && !stopped;
  // The root says whether a countdown is running (`data-autoplay` "running" or "stopped"), set
  // beside the timer itself so that it never runs ahead of it: tests wait for it before they move
  // a fake clock.
  useEffect(() => {
    if (!playing) return;
    const mark = (state: 'running' | 'stopped') => element?.setAttribute('data-autoplay', state);
    const timer = setTimeout(() => {
      mark('stopped');
      move(index + 1);
    }, intervalMs);
    mark('running');
    return () => {
      clearTimeout(timer);
      mark('stopped');
    };
  }, [playing, index, intervalMs, move, element]);

  const endGesture = useCallback(() => {
    gesture.current = null;
    setDragOffset(0);
    setPaused(false);
  }, []);

  const swipeHandlers: SwipeHandlers = {
    onPointerDown(event) {
      // Mouse drags are left to the browser (text selection, image drag); desktop uses dots.
      swallowClickUntil.current = 0;
      if (!swipe || event.pointerType === 'mouse' || gesture.current) return;
      gesture.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY };
      setPaused(true);
    },
    onPointerMove(event) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      setDragOffset(event.clientX - current.startX);
    },
    onPointerUp(event) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (Math.abs(dx) > swipeThresholdPx && Math.abs(dx) > Math.abs(dy)) {
        swallowClickUntil.current = Date.now() + CLICK_AFTER_SWIPE_MS;
        userMove((shown) => (dx < 0 ? shown + 1 : shown - 1));
      }
      endGesture();
    },
    onPointerCancel(event) {
      // The browser took the gesture over (a vertical scroll): no swipe, autoplay resumes.
      if (gesture.current?.pointerId === event.pointerId) endGesture();
    },
    onClickCapture(event) {
      if (Date.now() > swallowClickUntil.current) return;
      swallowClickUntil.current = 0;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return {
    index,
    count,
    goTo,
    next,
    previous,
    rootRef: setElement,
    swipeHandlers,
    dragOffset,
    paused,
    inView,
    playing,
    stopped,
    toggleStopped,
  };
}
