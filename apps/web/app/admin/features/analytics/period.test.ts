import { describe, expect, it } from 'vitest';
import { readPeriod } from './period.ts';

// 21:00 UTC on 24 November is already 25 November in China.
const NOW = new Date(Date.UTC(2026, 10, 24, 21, 0, 0));

describe('analytics period', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(readPeriod(new URLSearchParams(''), NOW)).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      preset: 7,
      valid: true,
    });
  });

  it('takes the presets and a custom range', () => {
    expect(readPeriod(new URLSearchParams('days=90'), NOW).from).toBe('2026-08-28');
    expect(readPeriod(new URLSearchParams('from=2026-01-01&to=2026-01-31'), NOW)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      preset: null,
      valid: true,
    });
  });

  it('refuses reversed, malformed or too long ranges', () => {
    expect(readPeriod(new URLSearchParams('from=2026-02-01&to=2026-01-01'), NOW).valid).toBe(false);
    expect(readPeriod(new URLSearchParams('from=2024-01-01&to=2026-01-01'), NOW).valid).toBe(false);
    expect(readPeriod(new URLSearchParams('from=x&to=2026-01-01'), NOW).valid).toBe(false);
  });
});
