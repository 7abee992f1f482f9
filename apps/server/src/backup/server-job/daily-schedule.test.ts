import { describe, expect, it } from 'vitest';
import { latestScheduledMoment, nextScheduledBackup, nextScheduledMoment } from './daily-schedule.ts';

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

describe('the next scheduled moment', () => {
  it('is today at the time in the site zone while that time is still to come', () => {
    // 19:00 UTC is 03:00 in Shanghai: the day's 03:30 is half an hour away.
    expect(nextScheduledMoment(at('2026-05-01T19:00:00Z'), '03:30', 'Asia/Shanghai')).toBe(
      at('2026-05-01T19:30:00Z'),
    );
  });

  it('is tomorrow at the time once it has passed, or at the very moment', () => {
    expect(nextScheduledMoment(at('2026-05-01T20:00:00Z'), '03:30', 'Asia/Shanghai')).toBe(
      at('2026-05-02T19:30:00Z'),
    );
    expect(nextScheduledMoment(at('2026-05-01T03:30:00Z'), '03:30', 'UTC')).toBe(at('2026-05-02T03:30:00Z'));
  });

  it('follows summer time across the change: the night Berlin goes back to winter time', () => {
    // 2026-10-25: 02:30 comes after the clocks go back from 03:00 to 02:00; it is then 01:30 UTC.
    expect(nextScheduledMoment(at('2026-10-24T12:00:00Z'), '02:30', 'Europe/Berlin')).toBe(
      at('2026-10-25T01:30:00Z'),
    );
  });
});

describe('the next scheduled backup', () => {
  // 20:00 UTC on 1 May is 04:00 on 2 May in Shanghai: that day's 03:30 (19:30 UTC) has passed.
  const now = at('2026-05-01T20:00:00Z');
  const next = (lastSuccess: number, nextLook: number | null = null) =>
    nextScheduledBackup(now, '03:30', 'Asia/Shanghai', { lastSuccess, nextLook });

  it('is the next time of day once the latest one has its backup', () => {
    expect(next(at('2026-05-01T19:30:05Z'))).toBe(at('2026-05-02T19:30:00Z'));
  });

  it("is the job's next look when the latest time passed without one (never made, down, failed)", () => {
    expect(next(0, at('2026-05-01T20:04:00Z'))).toBe(at('2026-05-01T20:04:00Z'));
    expect(next(at('2026-04-30T19:30:05Z'), at('2026-05-01T20:04:00Z'))).toBe(at('2026-05-01T20:04:00Z'));
  });

  it('is now when the job has not looked yet, or its look is overdue', () => {
    expect(next(0)).toBe(now);
    expect(next(0, at('2026-05-01T19:00:00Z'))).toBe(now);
  });
});
