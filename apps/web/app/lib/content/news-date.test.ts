import { describe, expect, it } from 'vitest';
import { formatNewsDate } from './news-date.ts';

describe('formatNewsDate', () => {
  it('writes the date out in either language', () => {
    expect(formatNewsDate('zh', '2025-04-25')).toBe('2025年4月25日');
    expect(formatNewsDate('en', '2025-04-05')).toBe('5 April 2025');
  });

  it('shows anything that is not a YYYY-MM-DD date as given', () => {
    expect(formatNewsDate('en', '2025/04/25')).toBe('2025/04/25');
    expect(formatNewsDate('zh', '2025-13-01')).toBe('2025-13-01');
    expect(formatNewsDate('en', '')).toBe('');
  });
});
