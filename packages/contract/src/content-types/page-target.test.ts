import { describe, expect, it } from 'vitest';
import { ENQUIRY_SOURCE_KINDS, itemAddress, pageTarget } from './index.ts';

describe('pageTarget', () => {
  it('finds the car, product, brand or news story a path shows, by its address or an older one', () => {
    expect(pageTarget('/car/12')).toMatchObject({ kind: 'car', type: 'cars', id: 12, enquirySource: 'item' });
    expect(pageTarget('/product/info/7')).toMatchObject({ kind: 'product', type: 'products', id: 7 });
    expect(pageTarget('/product/7')).toMatchObject({ kind: 'product', id: 7 });
    expect(pageTarget('/brand/3/')).toMatchObject({ kind: 'brand', id: 3, enquirySource: 'titled-page' });
    expect(pageTarget('/news/info/4')).toMatchObject({ kind: 'news', id: 4 });
    expect(pageTarget('/news/4')).toMatchObject({ kind: 'news', id: 4 });
  });

  it("finds the location About's enquiry form asks about, and only by that one address", () => {
    expect(pageTarget('/about?location=3')).toEqual({
      kind: 'location',
      type: 'locations',
      id: 3,
      enquirySource: 'item',
    });
    for (const path of [
      '/about',
      '/about?location=0',
      '/about?location=x',
      '/about?product=3',
      '/locations',
    ]) {
      expect(pageTarget(path), path).toMatchObject({ kind: 'page', id: null });
    }
  });

  it('calls everything else a page, ids that are no ids included', () => {
    for (const path of [
      '/',
      '/about',
      '/gallery/3',
      '/car/0',
      '/car/abc',
      '/car/1/extra',
      '/brand/porsche',
      '/car/12345678901',
      '/xcar/1',
      '/car/1x',
    ]) {
      expect(pageTarget(path), path).toEqual({ kind: 'page', type: null, id: null, enquirySource: null });
    }
  });
});

describe('itemAddress', () => {
  it('builds each type’s public address, from the document where it depends on it', () => {
    expect(itemAddress('cars', 4)).toBe('/car/4');
    expect(itemAddress('news', 9)).toBe('/news/info/9');
    expect(itemAddress('product-types', 3, { category: 'wheels' })).toBe('/wheels/3');
    expect(itemAddress('settings', 1)).toBe('/');
    expect(itemAddress('partners', 2)).toBeNull();
    // Locations are all on one page.
    expect(itemAddress('locations', 2)).toBe('/locations');
  });

  it('names the kinds an enquiry source can be', () => {
    expect(ENQUIRY_SOURCE_KINDS).toEqual(['car', 'product', 'location', 'page']);
  });
});
