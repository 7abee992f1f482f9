import { describe, expect, it } from 'vitest';
import { interleaveBy } from './interleave.ts';

describe('interleaveBy', () => {
  it('takes one of each group per round, keeping the order within a group', () => {
    const items = ['a1', 'a2', 'a3', 'b1', 'c1', 'c2'];
    expect(interleaveBy(items, (item) => item[0] ?? '')).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
  });

  it('keeps every item once', () => {
    expect(interleaveBy([], () => 1)).toEqual([]);
    expect(interleaveBy([3, 1, 2], () => 'x')).toEqual([3, 1, 2]);
  });
});
