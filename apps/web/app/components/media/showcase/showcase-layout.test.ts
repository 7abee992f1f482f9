import { describe, expect, it } from 'vitest';
import { isShowcaseLayout, showcaseColumns, showcaseSizes } from './showcase-layout.ts';

describe('showcaseColumns', () => {
  it('lays a row out in 1, 2 and 3 columns', () => {
    expect(showcaseColumns('row', 390)).toBe(1);
    expect(showcaseColumns('row', 767)).toBe(1);
    expect(showcaseColumns('row', 768)).toBe(2);
    expect(showcaseColumns('row', 991)).toBe(2);
    expect(showcaseColumns('row', 992)).toBe(3);
    expect(showcaseColumns('row', 1920)).toBe(3);
  });

  it('lays a grid out in 1 to 5 columns at 576, 768, 1200 and 1400', () => {
    expect(showcaseColumns('grid', 390)).toBe(1);
    expect(showcaseColumns('grid', 575)).toBe(1);
    expect(showcaseColumns('grid', 576)).toBe(2);
    expect(showcaseColumns('grid', 768)).toBe(3);
    expect(showcaseColumns('grid', 1199)).toBe(3);
    expect(showcaseColumns('grid', 1200)).toBe(4);
    expect(showcaseColumns('grid', 1400)).toBe(5);
  });
});

describe('isShowcaseLayout', () => {
  it('accepts row and grid only', () => {
    expect(isShowcaseLayout('row')).toBe(true);
    expect(isShowcaseLayout('grid')).toBe(true);
    expect(isShowcaseLayout('masonry')).toBe(false);
    expect(isShowcaseLayout(undefined)).toBe(false);
  });
});

describe('showcaseSizes', () => {
  it('gives each width the share of one column', () => {
    expect(showcaseSizes('row')).toBe('(min-width: 992px) 34vw, (min-width: 768px) 50vw, 100vw');
    expect(showcaseSizes('grid')).toBe(
      '(min-width: 1400px) 20vw, (min-width: 1200px) 25vw, (min-width: 768px) 34vw, (min-width: 576px) 50vw, 100vw',
    );
  });
});
