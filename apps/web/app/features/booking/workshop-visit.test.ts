import { describe, expect, it } from 'vitest';
import { visitProblem, visitQuery } from './workshop-visit.ts';
import { EMPTY_VISIT } from './workshop-visit-values.ts';

// 18:30 UTC on 29 November is already 30 November in Shanghai.
const NOW = new Date('2026-11-29T18:30:00Z');
const ZONE = 'Asia/Shanghai';

describe('the workshop visit of the booking form', () => {
  it('sends nothing of it when nothing was chosen: the call stays the spec’s', () => {
    expect(visitQuery(EMPTY_VISIT)).toEqual({});
  });

  it('sends what was chosen, the VIN trimmed and in capitals', () => {
    expect(
      visitQuery({ date: '2026-12-03', slot: 'morning', workshop: '2', vin: ' wp0zzz99zts392124 ' }),
    ).toEqual({
      bookingDate: '2026-12-03',
      bookingSlot: 'morning',
      workshopId: '2',
      vin: 'WP0ZZZ99ZTS392124',
    });
  });

  it('counts today in the site time zone', () => {
    expect(visitProblem({ ...EMPTY_VISIT, date: '2026-11-30' }, ZONE, NOW)).toBeNull();
    expect(visitProblem({ ...EMPTY_VISIT, date: '2026-11-29' }, ZONE, NOW)).toEqual({
      field: 'date',
      message: 'invalidDate',
    });
    expect(visitProblem({ ...EMPTY_VISIT, date: '2027-12-01' }, ZONE, NOW)?.field).toBe('date');
  });

  it('refuses a VIN the rule refuses, and takes an empty one', () => {
    expect(visitProblem({ ...EMPTY_VISIT, vin: 'WP0ZZZ99ZTS39212O' }, ZONE, NOW)).toEqual({
      field: 'vin',
      message: 'invalidVin',
    });
    expect(visitProblem({ ...EMPTY_VISIT, vin: '   ' }, ZONE, NOW)).toBeNull();
  });
});
