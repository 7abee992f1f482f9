import { describe, expect, it } from 'vitest';
import { NEWS_BODY_IMAGE_SIZES, sanitizeNewsBody } from './news-body.ts';

const story =
  '<p>Text</p><img src="/api/static/news/news-3.jpg" alt="Autoclave" srcset="https://evil.example/x.jpg 1w" sizes="1px" onerror="alert(1)">' +
  '<img src="/media/12/shop.png" alt="Shop"><img src="/api/static/logo/logo.svg" alt="Logo">';

describe('news bodies', () => {
  it('stores and serves pictures as written, lazy, without any source set from the content', () => {
    expect(sanitizeNewsBody(story)).toBe(
      '<p>Text</p><img src="/api/static/news/news-3.jpg" alt="Autoclave" loading="lazy" />' +
        '<img src="/media/12/shop.png" alt="Shop" loading="lazy" /><img src="/api/static/logo/logo.svg" alt="Logo" loading="lazy" />',
    );
  });

  it("gives a page's photographs the image service's JPEG widths and the text column's size", () => {
    const html = sanitizeNewsBody(story, { forPage: true });
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toContain(
      'srcset="/api/image/320.jpeg/news/news-3.jpg 320w, /api/image/640.jpeg/news/news-3.jpg 640w, /api/image/960.jpeg/news/news-3.jpg 960w, /api/image/1440.jpeg/news/news-3.jpg 1440w, /api/image/1920.jpeg/news/news-3.jpg 1920w"',
    );
    expect(images[0]).toContain(`sizes="${NEWS_BODY_IMAGE_SIZES}"`);
    expect(images[0]).toContain('loading="lazy" decoding="async"');
    expect(images[1]).toContain('srcset="/media/12/w/320.jpeg 320w,');
    // A drawing is shown as it is; nothing from the content's own source set survives.
    expect(images[2]).not.toContain('srcset');
    expect(html).not.toMatch(/evil|onerror|sizes="1px"/);
  });
});
