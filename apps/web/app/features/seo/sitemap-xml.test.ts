import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml, escapeXml, pageUrl } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('builds ?l= addresses, keeping an existing query', () => {
    expect(pageUrl('https://x.test/', '/car/1', 'en')).toBe('https://x.test/car/1?l=en');
    expect(pageUrl('https://x.test', '/search?q=1', 'zh')).toBe('https://x.test/search?q=1&l=zh');
  });

  it('lists each page once per language, with all three alternates', () => {
    const xml = buildSitemapXml('https://x.test', ['/', '/car/1', '/car/1']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://x.test/car/1?l=zh</loc>');
    expect(xml).toContain('<loc>https://x.test/car/1?l=en</loc>');
    const entry = xml.slice(xml.indexOf('<loc>https://x.test/car/1?l=en</loc>'));
    expect(entry.slice(0, entry.indexOf('</url>'))).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://x.test/car/1?l=zh"/>',
    );
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://x.test/car/1?l=en"/>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/car/1?l=zh"/>',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes addresses, so a query cannot break the document', () => {
    const xml = buildSitemapXml('https://x.test', ['/a?b=1&c=<2>']);
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;&amp;l=zh</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('sitemap exclusions', () => {
  it('never lists the administration', () => {
    const xml = buildSitemapXml('https://x.test', ['/about', '/admin', '/admin/enquiries']);
    expect(xml).toContain('https://x.test/about?l=zh');
    expect(xml).not.toContain('/admin');
  });
});

describe('robots.txt', () => {
  it('allows everything but the administration and points at the absolute sitemap', () => {
    expect(buildRobotsTxt('https://x.test')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://x.test/sitemap.xml\n',
    );
  });
});
