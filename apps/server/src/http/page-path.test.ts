import { describe, expect, it } from 'vitest';
import { pageTarget } from './page-path.ts';

describe('pageTarget', () => {
  it('finds the car, product, brand or news story a path shows', () => {
    expect(pageTarget('/car/12')).toEqual({ kind: 'car', id: 12 });
    expect(pageTarget('/product/info/7')).toEqual({ kind: 'product', id: 7 });
    expect(pageTarget('/product/7')).toEqual({ kind: 'product', id: 7 });
    expect(pageTarget('/brand/3/')).toEqual({ kind: 'brand', id: 3 });
    expect(pageTarget('/news/info/4')).toEqual({ kind: 'news', id: 4 });
  });

  it('calls everything else a page, ids that are no ids included', () => {
    for (const path of [
      '/',
      '/about',
      '/car/0',
      '/car/abc',
      '/car/1/extra',
      '/brand/porsche',
      '/car/12345678901',
    ]) {
      expect(pageTarget(path), path).toEqual({ kind: 'page', id: null });
    }
  });
});
