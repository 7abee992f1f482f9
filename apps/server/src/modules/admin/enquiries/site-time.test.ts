import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, siteTime } from './site-time.ts';

describe('siteTime', () => {
  it('gives the wall-clock time of the site time zone with its offset', () => {
    expect(siteTime('2026-11-28T10:05:00.000Z', 'Asia/Shanghai')).toBe('2026-11-28 18:05 (UTC+08:00)');
    expect(siteTime('2026-11-28T10:05:00.000Z', 'UTC')).toBe('2026-11-28 10:05 (UTC+00:00)');
  });

  it('moves the date when the site’s clock has passed midnight', () => {
    expect(siteTime('2026-11-28T16:30:00.000Z', 'Asia/Shanghai')).toBe('2026-11-29 00:30 (UTC+08:00)');
    expect(siteTime('2026-12-31T16:00:00.000Z', 'Asia/Shanghai')).toBe('2027-01-01 00:00 (UTC+08:00)');
    expect(siteTime('2026-03-01T02:00:00.000Z', 'America/New_York')).toBe('2026-02-28 21:00 (UTC-05:00)');
  });

  it('follows summer time where the zone has it, and half-hour offsets', () => {
    expect(siteTime('2026-01-15T12:00:00.000Z', 'Europe/Berlin')).toBe('2026-01-15 13:00 (UTC+01:00)');
    expect(siteTime('2026-07-15T12:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-15 14:00 (UTC+02:00)');
    expect(siteTime('2026-07-01T23:30:00.000Z', 'America/St_Johns')).toBe('2026-07-01 21:00 (UTC-02:30)');
  });

  it('leaves a missing or unreadable time empty', () => {
    expect(siteTime('', 'Asia/Shanghai')).toBe('');
    expect(siteTime(null, 'Asia/Shanghai')).toBe('');
    expect(siteTime('yesterday', 'Asia/Shanghai')).toBe('');
  });
});

describe('isIanaTimeZone', () => {
  it('takes zone names and refuses offsets and unknown names', () => {
    for (const zone of ['Asia/Shanghai', 'UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires']) {
      expect(isIanaTimeZone(zone), zone).toBe(true);
    }
    for (const bad of ['', '+08:00', 'GMT+08:00', 'Asia/Nowhere', 'China', ' Asia/Shanghai']) {
      expect(isIanaTimeZone(bad), bad).toBe(false);
    }
  });
});
