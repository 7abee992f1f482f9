import { slugify } from '@refit/contract/rules';
import { describe, expect, it } from 'vitest';
import { brandSlug, findBrand } from './brand-slug.ts';

const brands = [
  { id: 1, brandNameEn: 'McLaren' },
  { id: 3, brandNameEn: 'Porsche' },
  { id: 4, brandNameEn: 'Mercedes-Benz' },
  { id: 5, brandNameEn: '' },
  { id: 12, brandNameEn: 'Aston Martin' },
];

describe('slugify', () => {
  it('lowercases, joins words with dashes and drops accents', () => {
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('  Aston  Martin ')).toBe('aston-martin');
    expect(slugify('Citroën')).toBe('citroen');
    expect(slugify('法拉利')).toBe('');
  });
});

describe('findBrand', () => {
  it('finds a brand by its numeric id', () => {
    expect(findBrand(brands, '3')).toMatchObject({ id: 3 });
    expect(findBrand(brands, '12')).toMatchObject({ id: 12 });
  });

  it('answers null for an unknown, malformed or missing id', () => {
    expect(findBrand(brands, '999')).toBeNull();
    expect(findBrand(brands, '03')).toBeNull();
    expect(findBrand(brands, '')).toBeNull();
    expect(findBrand(brands, undefined)).toBeNull();
    expect(findBrand(brands, 'koenigsegg')).toBeNull();
    expect(findBrand(brands, '---')).toBeNull();
  });

  it('finds a brand by the slug of its English name, in any case', () => {
    expect(findBrand(brands, 'porsche')).toMatchObject({ id: 3 });
    expect(findBrand(brands, 'McLaren')).toMatchObject({ id: 1 });
    expect(findBrand(brands, 'aston-martin')).toMatchObject({ id: 12 });
    expect(findBrand(brands, 'mercedes-benz')).toMatchObject({ id: 4 });
  });

  it('takes the first word of a compound name ("mercedes" for Mercedes-Benz)', () => {
    expect(findBrand(brands, 'mercedes')).toMatchObject({ id: 4 });
    expect(findBrand(brands, 'aston')).toMatchObject({ id: 12 });
  });

  it('finds no brand for a slug no brand serves or is named by, whatever the catalogue order', () => {
    // Brand 5 has no English name and no slug: "ferrari" does not reach it by position.
    expect(findBrand(brands, 'ferrari')).toBeNull();
    expect(findBrand(brands, 'bentley')).toBeNull();
  });
});

describe('brandSlug', () => {
  it('is the served slug when there is one, else the slug of the English name', () => {
    expect(brandSlug({ slug: 'mercedes', brandNameEn: 'Mercedes-Benz' })).toBe('mercedes');
    expect(brandSlug({ brandNameEn: 'Mercedes-Benz' })).toBe('mercedes-benz');
    expect(brandSlug({ slug: '', brandNameEn: 'McLaren' })).toBe('mclaren');
    expect(brandSlug({ brandNameEn: '柯尼塞格' })).toBe('');
  });

  it('lets findBrand match the served slug before the name', () => {
    const served = [
      { id: 9, slug: 'koenigsegg-hidden', brandNameEn: 'Koenigsegg' },
      { id: 2, slug: 'lambo', brandNameEn: 'Lamborghini' },
    ];
    expect(findBrand(served, 'koenigsegg-hidden')).toMatchObject({ id: 9 });
    expect(findBrand(served, 'koenigsegg')).toMatchObject({ id: 9 });
    expect(findBrand(served, 'lambo')).toMatchObject({ id: 2 });
    // The served slug is the brand's address name: the English name's slug no longer reaches it.
    expect(findBrand(served, 'lamborghini')).toBeNull();
  });
});
