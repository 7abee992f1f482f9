import { describe, expect, it } from 'vitest';
import { dashboardEn } from '../../locales/dashboard-en.ts';
import { dashboardZh } from '../../locales/dashboard-zh.ts';
import { waitAge } from './wait-age.ts';

const now = Date.parse('2026-11-29T08:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('waitAge', () => {
  it('names the largest whole unit', () => {
    expect(waitAge(before(20_000), now, dashboardEn.age)).toBe('under a minute');
    expect(waitAge(before(60_000), now, dashboardEn.age)).toBe('1 minute');
    expect(waitAge(before(59 * 60_000), now, dashboardEn.age)).toBe('59 minutes');
    expect(waitAge(before(5 * 3_600_000 + 59 * 60_000), now, dashboardEn.age)).toBe('5 hours');
    expect(waitAge(before(49 * 3_600_000), now, dashboardZh.age)).toBe('2 天');
  });

  it('takes a time ahead of the clock as just now', () => {
    expect(waitAge(before(-90_000), now, dashboardZh.age)).toBe('不到 1 分钟');
  });
});
