import { describe, expect, it } from 'vitest';
import { UsedSolutions } from './used-solutions.ts';

describe('UsedSolutions', () => {
  it('accepts a signature once until it expires, then forgets it', () => {
    let now = 1_000;
    const used = new UsedSolutions(() => now);
    expect(used.claim('a', 2_000)).toBe(true);
    expect(used.claim('a', 2_000)).toBe(false);
    expect(used.claim('b', 5_000)).toBe(true);
    now = 2_000;
    expect(used.claim('c', 9_000)).toBe(true);
    // "a" expired and was swept out; its challenge would be refused as expired anyway.
    expect(used.size).toBe(2);
    expect(used.claim('b', 5_000)).toBe(false);
  });
});
