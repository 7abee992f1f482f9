import { describe, expect, it } from 'vitest';
import { hasMore, INITIAL_LIMIT, nextLimit, shownCount } from './show-more.ts';

describe('show-more stepping', () => {
  it('starts at 6, showing all of a shorter list', () => {
    expect(INITIAL_LIMIT).toBe(6);
    expect(shownCount(INITIAL_LIMIT, 23)).toBe(6);
    expect(shownCount(INITIAL_LIMIT, 4)).toBe(4);
    expect(hasMore(INITIAL_LIMIT, 4)).toBe(false);
    expect(shownCount(INITIAL_LIMIT, 0)).toBe(0);
  });

  it('adds 3 per step and stops at the total', () => {
    const total = 13;
    const steps = [INITIAL_LIMIT];
    while (hasMore(steps.at(-1) ?? 0, total)) steps.push(nextLimit(steps.at(-1) ?? 0, total));
    expect(steps).toEqual([6, 9, 12, 13]);
    expect(hasMore(13, total)).toBe(false);
  });

  it('never goes past the total, even when called at the end', () => {
    expect(nextLimit(7, 7)).toBe(7);
    expect(nextLimit(6, 7)).toBe(7);
  });
});
