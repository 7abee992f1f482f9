import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, dayOf, daysBetween } from './day.ts';

describe('analytics days', () => {
  it('are days in China Standard Time', () => {
    expect(dayOf(Date.parse('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(dayOf(Date.parse('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(dayBounds('2026-03-02')).toEqual({
      start: '2026-03-01T16:00:00.000Z',
      end: '2026-03-02T16:00:00.000Z',
    });
  });

  it('step over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
  });
});
