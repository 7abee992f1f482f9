import { describe, expect, it } from 'vitest';
import { imageUrl, imageUrlList } from './image-url.ts';

describe('imageUrl', () => {
  it('keeps http and https addresses as they are', () => {
    expect(imageUrl('http://cdn.example.com/a.jpg')).toBe('http://cdn.example.com/a.jpg');
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it('gives an empty string for an empty or missing path', () => {
    expect(imageUrl('')).toBe('');
    expect(imageUrl(undefined)).toBe('');
    expect(imageUrl(null)).toBe('');
  });

  it('appends relative paths to the image base, without a doubled slash', () => {
    expect(imageUrl('car/mclaren-1.svg')).toBe('/api/static/car/mclaren-1.svg');
    expect(imageUrl('/car/mclaren-1.svg')).toBe('/api/static/car/mclaren-1.svg');
  });

  it('removes one leading slash only', () => {
    expect(imageUrl('//x.svg', 'https://img.example.com/static/')).toBe(
      'https://img.example.com/static//x.svg',
    );
  });

  it('works with a base that has no trailing slash', () => {
    expect(imageUrl('a.svg', 'https://img.example.com/static')).toBe('https://img.example.com/static/a.svg');
  });
});

describe('imageUrlList', () => {
  it('reads image URLs and ignores malformed text', () => {
    expect(imageUrlList('[{"fileUrl":"a.svg"},{"fileUrl":""}]')).toEqual(['/api/static/a.svg']);
    expect(imageUrlList('')).toEqual([]);
    expect(imageUrlList('{"fileUrl":"a.svg"}')).toEqual([]);
  });

  it('turns the file list into image URLs and skips entries without a file', () => {
    const galleryJson = '[{"fileUrl":"gallery/1.svg"},{"fileUrl":"/gallery/2.svg"},{"nope":1}]';
    expect(imageUrlList(galleryJson)).toEqual(['/api/static/gallery/1.svg', '/api/static/gallery/2.svg']);
    expect(imageUrlList('oops')).toEqual([]);
    expect(imageUrlList('{}')).toEqual([]);
  });
});
