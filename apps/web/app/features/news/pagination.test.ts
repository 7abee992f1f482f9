import { describe, expect, it } from 'vitest';
import { pageHref, pageNumbers } from './pagination.ts';

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('pageHref', () => {
  it('puts the page in the query and leaves it out for page 1', () => {
    expect(pageHref('/news', '', 2)).toBe('/news?page=2');
    expect(pageHref('/news', '?page=3', 1)).toBe('/news');
  });

  it('keeps the other query parameters', () => {
    expect(pageHref('/news', '?l=en&page=2', 3)).toBe('/news?l=en&page=3');
    expect(pageHref('/news', '?page=2&menuId=7', 1)).toBe('/news?menuId=7');
  });
});
