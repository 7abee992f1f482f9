import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbJsonLd, productJsonLd, serializeJsonLd, vehicleJsonLd } from './json-ld.ts';

describe('absoluteUrl', () => {
  it('prefixes site paths with the origin and leaves full URLs alone', () => {
    expect(absoluteUrl('https://x.test', '/api/static/a.svg')).toBe('https://x.test/api/static/a.svg');
    expect(absoluteUrl('https://x.test/', 'a.svg')).toBe('https://x.test/a.svg');
    expect(absoluteUrl('https://x.test', 'https://cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
    expect(absoluteUrl('https://x.test', '//cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
  });
});

describe('structured data', () => {
  it('describes a product with brand, category and the car it fits', () => {
    expect(
      productJsonLd({
        name: 'Rear diffuser',
        url: 'https://x.test/product/info/70',
        images: ['https://x.test/a.svg', ''],
        description: 'Carbon.',
        brand: 'McLaren',
        category: 'Rear diffusers',
        sku: 'RJ-70',
        vehicle: { name: 'McLaren 720S', brand: 'McLaren', url: 'https://x.test/car/1' },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rear diffuser',
      url: 'https://x.test/product/info/70',
      image: ['https://x.test/a.svg'],
      description: 'Carbon.',
      brand: { '@type': 'Brand', name: 'McLaren' },
      category: 'Rear diffusers',
      sku: 'RJ-70',
      isAccessoryOrSparePartFor: {
        '@type': 'Car',
        name: 'McLaren 720S',
        brand: { '@type': 'Brand', name: 'McLaren' },
        url: 'https://x.test/car/1',
      },
    });
  });

  it('describes a car and a breadcrumb trail', () => {
    expect(
      vehicleJsonLd({
        name: 'McLaren 720S',
        brand: 'McLaren',
        url: 'https://x.test/car/1',
        images: [],
        model: '720S',
      }),
    ).toMatchObject({ '@type': 'Car', model: '720S', brand: { name: 'McLaren' } });
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://x.test/' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!-- & \u2028' });
  });
});
