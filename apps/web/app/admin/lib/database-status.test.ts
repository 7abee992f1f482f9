// The admin's database banner state, with fake timers: a 503 marked as the database's raises it,
// /readyz is asked every 3 s until it answers 200, and any successful answer lowers it.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteAnswer, useDatabaseAway } from './database-status.ts';

const databaseAway = () =>
  new Response('{}', { status: 503, headers: { 'x-unavailable': 'database', 'retry-after': '5' } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => noteAnswer(new Response('{}', { status: 200 })));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the database banner', () => {
  it('rises on a database 503 and goes once /readyz answers 200', async () => {
    const readyz = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', readyz);
    const { result } = renderHook(() => useDatabaseAway());
    expect(result.current).toBe(false);

    act(() => noteAnswer(databaseAway()));
    expect(result.current).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(readyz).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(readyz).toHaveBeenCalledExactlyOnceWith('/readyz', { cache: 'no-store' });
    expect(result.current).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(readyz).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(false);
  });

  it('stays down for other 503s (a busy write lock, the media store)', () => {
    const { result } = renderHook(() => useDatabaseAway());
    act(() => noteAnswer(new Response('{}', { status: 503, headers: { 'x-unavailable': 'busy' } })));
    act(() => noteAnswer(new Response('{}', { status: 503 })));
    expect(result.current).toBe(false);
  });

  it('goes at the next successful answer', () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 503 })));
    const { result } = renderHook(() => useDatabaseAway());
    act(() => noteAnswer(databaseAway()));
    expect(result.current).toBe(true);
    act(() => noteAnswer(new Response('{}', { status: 200 })));
    expect(result.current).toBe(false);
  });
});
