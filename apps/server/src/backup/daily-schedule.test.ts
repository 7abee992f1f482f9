import { describe, expect, it } from 'vitest';
import { latestScheduledMoment } from './daily-schedule.ts';

const at = (iso: string) => Date.parse(iso);

describe('the latest scheduled moment', () => {
  it('is today at the time in the site zone once that time has passed', () => {
    // 20:00 UTC is 04:00 the next day in Shanghai; 03:30 there is 19:30 UTC.
    expect(latestScheduledMoment(at('2026-05-01T20:00:00Z'), '03:30', 'Asia/Shanghai')).toBe(
      at('2026-05-01T19:30:00Z'),
    );
  });

  it('is yesterday at the time before it', () => {
    // 19:00 UTC is 03:00 in Shanghai: the day's 03:30 is still to come.
    expect(latestScheduledMoment(at('2026-05-01T19:00:00Z'), '03:30', 'Asia/Shanghai')).toBe(
      at('2026-04-30T19:30:00Z'),
    );
  });

  it('is the moment itself when now is exactly then', () => {
    expect(latestScheduledMoment(at('2026-05-01T03:30:00Z'), '03:30', 'UTC')).toBe(
      at('2026-05-01T03:30:00Z'),
    );
  });

  it('follows summer time: 02:30 in Berlin is 00:30 UTC in summer and 01:30 UTC in winter', () => {
    expect(latestScheduledMoment(at('2026-07-01T12:00:00Z'), '02:30', 'Europe/Berlin')).toBe(
      at('2026-07-01T00:30:00Z'),
    );
    expect(latestScheduledMoment(at('2026-01-15T12:00:00Z'), '02:30', 'Europe/Berlin')).toBe(
      at('2026-01-15T01:30:00Z'),
    );
  });
});
