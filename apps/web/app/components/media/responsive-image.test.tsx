import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImagePreload, ResponsiveImage } from './responsive-image.tsx';

afterEach(cleanup);

describe('ResponsiveImage', () => {
  it('offers AVIF, WebP and a JPEG srcset of a media photo, keeping the original as src', () => {
    const { container } = render(
      <ResponsiveImage src="/media/12/front.jpg" sizes="100vw" alt="Front" width={1600} height={900} />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/media/12/w/320.avif 320w, /media/12/w/640.avif 640w, /media/12/w/960.avif 960w, /media/12/w/1440.avif 1440w, /media/12/w/1920.avif 1920w',
    );
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/media/12/front.jpg');
    expect(img.getAttribute('srcset')).toContain('/media/12/w/640.jpeg 640w');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('width')).toBe('1600');
  });

  it('offers variants of raster content files under /api/static/', () => {
    const { container } = render(<ResponsiveImage src="/api/static/car/photo.png" sizes="50vw" alt="" />);
    expect(container.querySelector('source')!.getAttribute('srcset')).toContain(
      '/api/image/960.avif/car/photo.png 960w',
    );
  });

  it.each([
    ['a drawing', '/api/static/car/mclaren-1.svg', false],
    ['another host', 'https://cdn.example.com/car.jpg', false],
    ['a fallback', '/media/3/a.jpg', true],
  ])('shows %s as a bare image', (_what, src, plain) => {
    const { container } = render(<ResponsiveImage src={src} sizes="100vw" alt="" plain={plain} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(src);
    expect(container.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });
});

describe('ImagePreload', () => {
  it('preloads the AVIF a photo’s picture will pick, with an address of its own', () => {
    const { container } = render(<ImagePreload src="/media/5/hero.jpg" sizes="100vw" />);
    const link = container.ownerDocument.querySelector('link[rel="preload"]')!;
    expect(link.getAttribute('href')).toBe('/media/5/w/1920.avif');
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(link.getAttribute('imagesrcset')).toContain('/media/5/w/320.avif 320w');
  });

  it('leaves drawings to React’s own preload', () => {
    const { container } = render(<ImagePreload src="/api/static/banner/home-1.svg" sizes="100vw" />);
    expect(container.ownerDocument.querySelector('link[href*="home-1"]')).toBeNull();
  });
});
