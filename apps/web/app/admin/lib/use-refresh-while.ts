// Refreshes a screen's data while the server is still working on something it shows (image
// variants being made): politely, first after 2 s and then less and less often (at most every
// 15 s), never while the tab is hidden, and at once when the tab comes back into view.
import { useEffect, useRef } from 'react';

export const FIRST_REFRESH_MS = 2_000;
export const LONGEST_REFRESH_MS = 15_000;

/** `answer` is the latest data: each new answer schedules the next refresh while `pending`. */
export function useRefreshWhile(pending: boolean, refresh: () => void, answer: unknown): void {
  const attempts = useRef(0);
  useEffect(() => {
    if (!pending) {
      attempts.current = 0;
      return;
    }
    const delay = Math.min(LONGEST_REFRESH_MS, FIRST_REFRESH_MS * 1.5 ** attempts.current);
    const timer = setTimeout(() => {
      // A hidden tab waits for its return (below) instead of asking in the background.
      if (document.visibilityState === 'hidden') return;
      attempts.current += 1;
      refresh();
    }, delay);
    const onReturn = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [pending, refresh, answer]);
}
