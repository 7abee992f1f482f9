// Which desktop submenu is open (SPEC section 4): hover or click opens one, leaving it closes it
// after a short grace (so the pointer can cross from the entry to its panel), and choosing a
// subitem closes it SUBMENU_CLOSE_DELAY_MS later, long enough to see the choice register. The
// pointer is still over the panel then, and the page changes under it: the browser's hover events
// on the way must neither keep the chosen submenu open nor open it again.
import { SUBMENU_CLOSE_DELAY_MS } from '@refit/contract';

/** Time the pointer may spend outside an entry and its panel before the submenu closes. */
export const HOVER_GRACE_MS = 150;
/**
 * A click this soon after the pointer opened a submenu is the same intent ("show me"), not a
 * request to close it again: moving onto the toggle opens the submenu before the click lands.
 */
export const HOVER_CLICK_GUARD_MS = 500;

export interface SubmenuController {
  readonly openId: number | null;
  open(id: number): void;
  /** The pointer entered an entry. */
  hover(id: number): void;
  toggle(id: number): void;
  close(): void;
  /** The pointer left the entry and its panel. */
  leave(id: number): void;
  /** A subitem was chosen. */
  chosen(): void;
  dispose(): void;
}

export function createSubmenuController(
  onChange: (openId: number | null) => void,
  closeDelayMs: number = SUBMENU_CLOSE_DELAY_MS,
): SubmenuController {
  let openId: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hoverOpenedAt = -Infinity;
  /** The submenu a subitem was just chosen from, closing: hovering it does not keep it. */
  let chosenFrom: number | null = null;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: number | null) => {
    cancel();
    if (next === openId) return;
    openId = next;
    chosenFrom = null;
    onChange(next);
  };
  /** A deliberate open or close (click, key) overrides a pending close after a choice. */
  const decide = (next: number | null) => {
    chosenFrom = null;
    set(next);
  };
  const later = (ms: number, expected: number | null) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      if (openId === expected) set(null);
    }, ms);
  };

  return {
    get openId() {
      return openId;
    },
    open: (id) => decide(id),
    hover: (id) => {
      if (id === chosenFrom) return;
      if (openId !== id) hoverOpenedAt = Date.now();
      set(id);
    },
    toggle: (id) => {
      if (openId === id && Date.now() - hoverOpenedAt < HOVER_CLICK_GUARD_MS) return;
      decide(openId === id ? null : id);
    },
    close: () => {
      hoverOpenedAt = -Infinity;
      decide(null);
    },
    leave: (id) => {
      // After a choice the pending close runs its course.
      if (openId === id && id !== chosenFrom) later(HOVER_GRACE_MS, id);
    },
    chosen: () => {
      if (openId === null) return;
      chosenFrom = openId;
      later(closeDelayMs, openId);
    },
    dispose: cancel,
  };
}
