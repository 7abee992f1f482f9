import { describe, expect, it } from 'vitest';
import { doubling, nextAttemptAt, waitAfter } from './backoff.ts';

describe('backoff', () => {
  it('doubles from the first wait up to the longest, then keeps the longest', () => {
    const backoff = { waitsMs: doubling(30_000, 3_600_000) };
    expect([1, 2, 3, 4].map((failures) => waitAfter(backoff, failures))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(waitAfter(backoff, 7)).toBe(1_920_000);
    expect(waitAfter(backoff, 8)).toBe(3_600_000);
    expect(waitAfter(backoff, 30)).toBe(3_600_000);
  });

  it('follows a list of waits and gives up after the last attempt', () => {
    const backoff = { waitsMs: [60_000, 300_000, 1_800_000], giveUpAfter: 4 };
    expect([1, 2, 3].map((failures) => nextAttemptAt(backoff, failures, 1_000))).toEqual([
      61_000, 301_000, 1_801_000,
    ]);
    expect(nextAttemptAt(backoff, 4, 1_000)).toBeNull();
    expect(nextAttemptAt({ waitsMs: [5_000] }, 1_000, 0)).toBe(5_000);
  });
});
