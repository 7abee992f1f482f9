// Ways an open drawer or panel is dismissed: Escape, a pointer press outside it, and the window
// growing into the desktop layout where the drawer does not exist.
import { BREAKPOINTS } from '@refit/contract';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.shellMobileMax + 1}px)`;

interface DismissOptions {
  open: boolean;
  onDismiss: () => void;
  /** Presses inside these elements do not count as outside. */
  inside?: readonly RefObject<HTMLElement | null>[];
  /** Presses on elements matching this selector (or inside them) do not count as outside either. */
  insideSelector?: string;
  /** Also dismiss when the window widens past the mobile breakpoint. */
  onDesktop?: boolean;
}

export function useDismiss({
  open,
  onDismiss,
  inside = [],
  insideSelector,
  onDesktop = true,
}: DismissOptions): void {
  // The latest callback and refs without re-subscribing on every render.
  const latest = useRef({ onDismiss, inside, insideSelector });
  useEffect(() => {
    latest.current = { onDismiss, inside, insideSelector };
  });

  useEffect(() => {
    if (!open) return;
    const dismiss = () => latest.current.onDismiss();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const { inside: refs, insideSelector: selector } = latest.current;
      const within =
        refs.some((ref) => ref.current?.contains(target)) ||
        (selector ? target.closest(selector) !== null : false);
      if (!within) dismiss();
    };
    const media = window.matchMedia(DESKTOP_QUERY);
    const onMedia = (event: MediaQueryListEvent) => {
      if (event.matches && onDesktop) dismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    media.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      media.removeEventListener('change', onMedia);
    };
  }, [open, onDesktop]);
}
