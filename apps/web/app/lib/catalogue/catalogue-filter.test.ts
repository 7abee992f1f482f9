import { describe, expect, it } from 'vitest';
import {
  NO_FILTER,
  filterApiQuery,
  filterSearch,
  isFiltered,
  readCatalogueFilter,
} from './catalogue-filter.ts';

const read = (query: string) => readCatalogueFilter(new URLSearchParams(query));

describe('catalogue filter', () => {
  it('reads brand, car and search from the address', () => {
    expect(read('brandId=1&carId=2&q=%20carbon%20lip%20')).toEqual({ brandId: 1, carId: 2, q: 'carbon lip' });
    expect(read('')).toEqual(NO_FILTER);
  });

  it('takes malformed values as no filter, and cuts a long or odd search down', () => {
    expect(read('brandId=abc&carId=0&q=')).toEqual(NO_FILTER);
    expect(read('brandId=-3&carId=1.5')).toEqual(NO_FILTER);
    expect(read(`q=${'x'.repeat(80)}`).q).toHaveLength(60);
    expect(read('q=lip%00%1f').q).toBe('lip');
  });

  it('writes short addresses and API queries with only what is set', () => {
    expect(filterSearch(NO_FILTER)).toBe('');
    expect(filterSearch({ brandId: 3, carId: null, q: '前唇 lip' })).toBe(
      '?brandId=3&q=%E5%89%8D%E5%94%87+lip',
    );
    expect(filterApiQuery({ brandId: null, carId: 7, q: '' })).toEqual({ carId: 7 });
    expect(filterApiQuery({ brandId: 2, carId: 7, q: '' }, 'aerodynamic-kits')).toEqual({
      brandId: 2,
      carId: 7,
    });
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, q: 'x' })).toBe(true);
  });

  it('asks the wheels pages for the wheels that fit the car, or a car of the brand', () => {
    expect(filterApiQuery({ brandId: 3, carId: 7, q: '' }, 'wheels')).toEqual({ fitsCarId: 7 });
    expect(filterApiQuery({ brandId: 3, carId: null, q: 'M01' }, 'wheels')).toEqual({
      fitsBrandId: 3,
      q: 'M01',
    });
    expect(filterApiQuery(NO_FILTER, 'wheels')).toEqual({});
  });
});
