import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClosing } from './use-closing.ts';

describe('useClosing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is false while the panel stays closed or open', () => {
    const { result, rerender } = renderHook(({ open }) => useClosing(open, 350), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(false);
  });

  it('is true in the very render that closes the panel, and for the slide only', () => {
    const { result, rerender } = renderHook(({ open }) => useClosing(open, 350), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(349));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('stops closing when the panel opens again mid-slide', () => {
    const { result, rerender } = renderHook(({ open }) => useClosing(open, 350), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(100));
    rerender({ open: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
