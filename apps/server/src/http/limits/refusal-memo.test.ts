// The refusal memo's rule, with fake timers: a key is refused from memory until its window ends,
// counting on from the database's count, and the memo never holds more keys than its bound.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefusalMemo } from './refusal-memo.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('RefusalMemo', () => {
  it('refuses a remembered key until its window ends, then leaves it to the database', () => {
    const memo = new RefusalMemo(10);
    expect(memo.check('a')).toBeUndefined();
    memo.remember('a', 61, Date.now() + 30_000);
    expect(memo.check('a')).toEqual({ current: 62, ttl: 30_000 });
    vi.advanceTimersByTime(29_999);
    expect(memo.check('a')).toEqual({ current: 63, ttl: 1 });
    vi.advanceTimersByTime(1);
    expect(memo.check('a')).toBeUndefined();
    expect(memo.size).toBe(0);
    // Other keys were never refused.
    expect(memo.check('b')).toBeUndefined();
  });

  it('holds at most its bound: ended windows go first, then the oldest key', () => {
    const memo = new RefusalMemo(3);
    memo.remember('ends-soon', 2, Date.now() + 1_000);
    memo.remember('b', 2, Date.now() + 60_000);
    memo.remember('c', 2, Date.now() + 60_000);
    vi.advanceTimersByTime(1_000);
    memo.remember('d', 2, Date.now() + 60_000);
    expect(memo.size).toBe(3);
    expect(memo.check('b')).toBeDefined();
    memo.remember('e', 2, Date.now() + 60_000);
    expect(memo.size).toBe(3);
    // "b" was checked but is still the oldest remembered: it is forgotten, the newest kept.
    expect(memo.check('b')).toBeUndefined();
    expect(memo.check('c')).toBeDefined();
    expect(memo.check('e')).toBeDefined();
  });
});
