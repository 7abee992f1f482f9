import { describe, expect, it } from 'vitest';
import { defaultImage } from '../../../components/ui/use-image-sources.ts';
import { partnerIconSources } from './partner-icon-sources.ts';

describe('partnerIconSources', () => {
  it('retries a .jpeg as .jpg, then the default image', () => {
    expect(partnerIconSources('/api/static/partner/p.jpeg', '/d.svg')).toEqual([
      '/api/static/partner/p.jpeg',
      '/api/static/partner/p.jpg',
      '/d.svg',
    ]);
    expect(partnerIconSources('https://cdn.test/p.JPEG?v=2', '/d.svg')).toEqual([
      'https://cdn.test/p.JPEG?v=2',
      'https://cdn.test/p.jpg?v=2',
      '/d.svg',
    ]);
  });

  it('goes straight to the default for other images and for none', () => {
    expect(partnerIconSources('/api/static/partner/p.svg', '/d.svg')).toEqual([
      '/api/static/partner/p.svg',
      '/d.svg',
    ]);
    expect(partnerIconSources('', '/d.svg')).toEqual(['/d.svg']);
  });

  it('uses the bundled default image under the image base', () => {
    expect(defaultImage()).toBe('/api/static/placeholder/image.svg');
  });
});
