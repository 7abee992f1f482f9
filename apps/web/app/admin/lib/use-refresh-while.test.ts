import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_REFRESH_MS, LONGEST_REFRESH_MS, useRefreshWhile } from './use-refresh-while.ts';

/** The hook with a refresh that hands back a new answer, as a reloaded query does. */
function mounted(pending: boolean) {
  const refresh = vi.fn();
  const view = renderHook(({ pending, answer }) => useRefreshWhile(pending, refresh, answer), {
    initialProps: { pending, answer: 0 },
  });
  let answer = 0;
  /** The refreshed data arrives (still pending or not). */
  const arrive = (stillPending: boolean) => {
    answer += 1;
    view.rerender({ pending: stillPending, answer });
  };
  return { refresh, arrive, view };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useRefreshWhile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('does nothing while nothing is pending', () => {
    const { refresh } = mounted(false);
    act(() => vi.advanceTimersByTime(10 * LONGEST_REFRESH_MS));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes after 2 s, then less and less often, never less often than every 15 s', () => {
    const { refresh, arrive } = mounted(true);
    const gaps: number[] = [];
    let last = 0;
    for (let i = 0; i < 8; i += 1) {
      const calls = refresh.mock.calls.length;
      let waited = 0;
      while (refresh.mock.calls.length === calls) {
        act(() => vi.advanceTimersByTime(100));
        waited += 100;
      }
      gaps.push(waited);
      last = waited;
      arrive(true);
    }
    expect(gaps[0]).toBe(FIRST_REFRESH_MS);
    expect(gaps[1]).toBe(3_000);
    expect(gaps.every((gap, index) => index === 0 || gap >= gaps[index - 1]!)).toBe(true);
    expect(last).toBe(LONGEST_REFRESH_MS);
  });

  it('stops once the work is done and starts over from 2 s when more arrives', () => {
    const { refresh, arrive } = mounted(true);
    act(() => vi.advanceTimersByTime(FIRST_REFRESH_MS));
    arrive(true);
    act(() => vi.advanceTimersByTime(3_000));
    expect(refresh).toHaveBeenCalledTimes(2);
    arrive(false);
    act(() => vi.advanceTimersByTime(10 * LONGEST_REFRESH_MS));
    expect(refresh).toHaveBeenCalledTimes(2);
    arrive(true);
    act(() => vi.advanceTimersByTime(FIRST_REFRESH_MS));
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('waits while the tab is hidden and refreshes as soon as it is back', () => {
    const { refresh } = mounted(true);
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(10 * LONGEST_REFRESH_MS));
    expect(refresh).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes when the window gets the focus back', () => {
    const { refresh } = mounted(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
