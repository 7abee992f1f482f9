import { describe, expect, it } from 'vitest';
import { RICH_TEXT_IMAGE_SIZES, richTextHtml, richTextPlain, sanitizeRichHtml } from './rich-text.ts';

const story =
  '<p>Text</p><img src="/api/static/news/news-3.jpg" alt="Autoclave" srcset="https://evil.example/x.jpg 1w" sizes="1px" onerror="alert(1)">' +
  '<img src="/media/12/shop.png" alt="Shop"><img src="/api/static/logo/logo.svg" alt="Logo">';

describe('news bodies', () => {
  it('stores and serves pictures as written, lazy, without any source set from the content', () => {
    expect(sanitizeRichHtml(story)).toBe(
      '<p>Text</p><img src="/api/static/news/news-3.jpg" alt="Autoclave" loading="lazy" />' +
        '<img src="/media/12/shop.png" alt="Shop" loading="lazy" /><img src="/api/static/logo/logo.svg" alt="Logo" loading="lazy" />',
    );
  });

  it("gives a page's photographs the image service's JPEG widths and the text column's size", () => {
    const html = sanitizeRichHtml(story, { forPage: true });
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toContain(
      'srcset="/api/image/320.jpeg/news/news-3.jpg 320w, /api/image/640.jpeg/news/news-3.jpg 640w, /api/image/960.jpeg/news/news-3.jpg 960w, /api/image/1440.jpeg/news/news-3.jpg 1440w, /api/image/1920.jpeg/news/news-3.jpg 1920w"',
    );
    expect(images[0]).toContain(`sizes="${RICH_TEXT_IMAGE_SIZES}"`);
    expect(images[0]).toContain('loading="lazy" decoding="async"');
    expect(images[1]).toContain('srcset="/media/12/w/320.jpeg 320w,');
    // A drawing is shown as it is; nothing from the content's own source set survives.
    expect(images[2]).not.toContain('srcset');
    expect(html).not.toMatch(/evil|onerror|sizes="1px"/);
  });
});

describe('rich fields on pages', () => {
  it("shows the editor's HTML cleaned, and plain text a paragraph per line", () => {
    expect(richTextHtml('<p>A <em>b</em></p><p onclick="x()">c<script>alert(1)</script></p>')).toBe(
      '<p>A <em>b</em></p><p>c</p>',
    );
    expect(richTextHtml('第一段 <3 & more\n\n  第二段  \n')).toBe(
      '<p>第一段 &lt;3 &amp; more</p><p>第二段</p>',
    );
    expect(richTextHtml('')).toBe('');
  });

  it('treats any markup from another backend as HTML, not as text to show', () => {
    expect(richTextHtml('<div>Carbon</div><section><p>Lip</p></section>')).toBe('Carbon<p>Lip</p>');
    expect(richTextPlain('<div>Carbon</div><section><p>Lip</p></section>')).toBe('Carbon Lip');
  });

  it('gives the words alone for meta, cards and structured data', () => {
    expect(
      richTextPlain(
        '<h2>Stage&nbsp;1</h2><p>Carbon &amp; titanium<br>exhaust</p><ul><li>A</li><li>B</li></ul>',
      ),
    ).toBe('Stage 1 Carbon & titanium exhaust A B');
    expect(richTextPlain('<p><script>alert(1)</script><style>p{}</style>Text</p>')).toBe('Text');
    expect(richTextPlain('  plain\n text  with a < sign ')).toBe('plain text with a < sign');
  });
});
