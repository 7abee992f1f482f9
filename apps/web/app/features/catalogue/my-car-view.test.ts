import { describe, expect, it } from 'vitest';
import { NO_FILTER } from '../../lib/catalogue/catalogue-filter.ts';
import type { CatalogueFilterOptions } from '../../lib/catalogue/catalogue-types.ts';
import { myCarView } from './my-car-view.ts';

const OPTIONS: CatalogueFilterOptions = {
  brands: [
    { id: 1, name: 'McLaren' },
    { id: 3, name: 'Porsche' },
  ],
  cars: [
    { id: 1, name: '720S', brandId: 1 },
    { id: 7, name: '911 Turbo S', brandId: 3 },
  ],
};

describe('the wheels pages’ "my car"', () => {
  it('names the car the wheels fit, with its brand, and how many there are', () => {
    expect(myCarView('en', { ...NO_FILTER, carId: 7 }, OPTIONS, 7).state).toBe(
      'Fit your Porsche 911 Turbo S · 7 wheels',
    );
    expect(myCarView('zh', { ...NO_FILTER, brandId: 3, carId: 7 }, OPTIONS, 1).state).toBe(
      '适配您的 Porsche 911 Turbo S · 共 1 款轮毂',
    );
  });

  it('names a brand alone, and says nothing without a choice', () => {
    expect(myCarView('en', { ...NO_FILTER, brandId: 1 }, OPTIONS, 0)).toMatchObject({
      state: 'Fit your McLaren · 0 wheels',
      empty: expect.stringContaining('McLaren') as unknown,
      reset: 'Show all wheels',
    });
    expect(myCarView('en', NO_FILTER, OPTIONS, 20).state).toBe('');
  });

  it('falls back to the brand for a model that is not among the options', () => {
    expect(myCarView('en', { ...NO_FILTER, brandId: 3, carId: 99 }, OPTIONS, 0).state).toBe(
      'Fit your Porsche · 0 wheels',
    );
  });
});
