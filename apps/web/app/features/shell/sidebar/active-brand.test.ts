import { describe, expect, it } from 'vitest';
import { decideActiveBrand } from './active-brand.ts';

const brands = [
  { id: 3, slug: 'porsche' },
  { id: 4, slug: 'mercedes' },
];

describe('decideActiveBrand', () => {
  it('marks the brand of a brand page', () => {
    expect(decideActiveBrand('/brand/2', [], brands)).toEqual({ kind: 'brand', id: 2 });
    expect(decideActiveBrand('/brand/porsche', [], brands)).toEqual({ kind: 'brand', id: 3 });
    expect(decideActiveBrand('/brand/unknown', [], brands)).toEqual({ kind: 'none' });
  });

  it('takes the brand from the car page data when it names one', () => {
    const matches = [{ loaderData: { lang: 'zh' } }, { loaderData: { lang: 'zh', brandId: 2 } }];
    expect(decideActiveBrand('/car/4', matches, brands)).toEqual({ kind: 'brand', id: 2 });
    expect(decideActiveBrand('/car/4', [{ loaderData: { car: { brandId: '5' } } }], brands)).toEqual({
      kind: 'brand',
      id: 5,
    });
  });

  it('keeps the previous brand on a car page that does not name one', () => {
    expect(decideActiveBrand('/car/4', [{ loaderData: { lang: 'zh' } }, {}], brands)).toEqual({
      kind: 'keep',
    });
  });

  it('clears the mark on other routes', () => {
    expect(decideActiveBrand('/', [], brands)).toEqual({ kind: 'none' });
    expect(decideActiveBrand('/news/info/3', [{ loaderData: { brandId: 2 } }], brands)).toEqual({
      kind: 'none',
    });
  });
});

describe('brand slugs in the sidebar', () => {
  it('resolves a slug as the brand page does: by slug or the first word of a compound name, never by position', () => {
    const shell = [
      { id: 4, slug: 'mercedes-benz' },
      { id: 1, slug: 'mclaren' },
      { id: 5, slug: '' },
    ];
    expect(decideActiveBrand('/brand/mercedes', [], shell)).toEqual({ kind: 'brand', id: 4 });
    expect(decideActiveBrand('/brand/McLaren', [], shell)).toEqual({ kind: 'brand', id: 1 });
    // No brand is named "ferrari": brand 5 is not reached by its place in some list.
    expect(decideActiveBrand('/brand/ferrari', [], shell)).toEqual({ kind: 'none' });
    expect(decideActiveBrand('/brand/koenigsegg', [], shell)).toEqual({ kind: 'none' });
  });
});
