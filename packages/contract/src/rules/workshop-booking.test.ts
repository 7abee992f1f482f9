import { describe, expect, it } from 'vitest';
import {
  bookingDayProblem,
  bookingProblems,
  dayIn,
  givenBookingFields,
  isCalendarDay,
  isVin,
  normalizeVin,
} from './workshop-booking.ts';

describe('the VIN rule', () => {
  it('takes 17 letters and digits, in any case, trimmed', () => {
    expect(isVin('WP0ZZZ99ZTS392124')).toBe(true);
    expect(isVin('  wp0zzz99zts392124 ')).toBe(true);
    expect(normalizeVin('  wp0zzz99zts392124 ')).toBe('WP0ZZZ99ZTS392124');
    expect(isVin('LSVAU2180N2183294')).toBe(true);
  });
  it('refuses I, O and Q, which a VIN never holds', () => {
    expect(isVin('WP0ZZZ99ZTS39212I')).toBe(false);
    expect(isVin('WP0ZZZ99ZTS39212O')).toBe(false);
    expect(isVin('WP0ZZZ99ZTS39212q')).toBe(false);
  });
  it('refuses any other length and any other character', () => {
    expect(isVin('WP0ZZZ99ZTS39212')).toBe(false);
    expect(isVin('WP0ZZZ99ZTS3921245')).toBe(false);
    expect(isVin('WP0ZZZ99ZTS39212-')).toBe(false);
    expect(isVin('WP0ZZZ99 ZTS39212')).toBe(false);
    expect(isVin('')).toBe(false);
  });
});

describe('the preferred day', () => {
  it('is today in the site time zone, not in UTC', () => {
    // 17:30 UTC is already the next day in Shanghai.
    const now = new Date('2026-11-29T17:30:00Z');
    expect(dayIn('Asia/Shanghai', now)).toBe('2026-11-30');
    expect(dayIn('UTC', now)).toBe('2026-11-29');
  });
  it('may be today up to a year ahead, never in the past', () => {
    expect(bookingDayProblem('2026-11-30', '2026-11-30')).toBeNull();
    expect(bookingDayProblem('2027-11-30', '2026-11-30')).toBeNull();
    expect(bookingDayProblem('2026-11-29', '2026-11-30')).toBe('past');
    expect(bookingDayProblem('2027-12-01', '2026-11-30')).toBe('too-far');
  });
  it('must be a real day', () => {
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(bookingDayProblem('2027-02-30', '2026-11-30')).toBe('invalid');
    expect(bookingDayProblem('30/11/2026', '2026-11-30')).toBe('invalid');
  });
});

describe('the booking rules of an enquiry', () => {
  const on = { enabled: true, today: '2026-11-30', workshopIds: [1, 2] };
  it('refuses every booking field while owners have booking off', () => {
    expect(bookingProblems({ vin: 'WP0ZZZ99ZTS392124', workshopId: 1 }, { ...on, enabled: false })).toEqual([
      'workshopId is not accepted: workshop booking is off',
      'vin is not accepted: workshop booking is off',
    ]);
    expect(bookingProblems({ vin: '' }, { ...on, enabled: false })).toEqual([]);
    expect(givenBookingFields({})).toEqual([]);
  });
  it('names a past day and an unknown workshop while it is on', () => {
    expect(bookingProblems({ bookingDate: '2026-11-29', workshopId: 9 }, on)).toEqual([
      'bookingDate must not be in the past',
      'workshopId must be one of the published locations',
    ]);
    expect(bookingProblems({ bookingDate: '2026-12-01', bookingSlot: 'morning', workshopId: 2 }, on)).toEqual(
      [],
    );
  });
  it('leaves the workshop to the store when the workshops cannot be read', () => {
    expect(bookingProblems({ workshopId: 9 }, { ...on, workshopIds: null })).toEqual([]);
  });
});
