import { describe, expect, it } from 'vitest';
import { visitChange } from './visit-change.ts';

describe('visitChange', () => {
  it('says nothing without visits, and gives no percentage without visits the week before', () => {
    expect(visitChange(0, 0)).toEqual({ kind: 'none' });
    expect(visitChange(12, 0)).toEqual({ kind: 'no-earlier' });
  });

  it('compares with the week before', () => {
    expect(visitChange(8, 8)).toEqual({ kind: 'same' });
    expect(visitChange(12, 8)).toEqual({ kind: 'up', ratio: 0.5 });
    expect(visitChange(6, 8)).toEqual({ kind: 'down', ratio: 0.25 });
    expect(visitChange(0, 8)).toEqual({ kind: 'down', ratio: 1 });
  });
});
