// The sitemap's XML (sitemaps.org protocol with xhtml:link language alternates): every page in
// both languages, each entry naming its Chinese, English and default (Chinese) versions.
import type { UiLanguage } from '@refit/contract';
import { isStandalonePath, STANDALONE_PREFIXES } from '../../lib/navigation/standalone-area.ts';

const HREFLANG: Readonly<Record<UiLanguage, string>> = { zh: 'zh-CN', en: 'en' };
const LANGUAGES: readonly UiLanguage[] = ['zh', 'en'];

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The absolute address of a page in one language (`?l=`), keeping any query it has. */
export function pageUrl(origin: string, path: string, lang: UiLanguage): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${origin.replace(/\/+$/, '')}${path}${separator}l=${lang}`;
}

export function buildSitemapXml(origin: string, paths: readonly string[]): string {
  // The administration is never listed, whatever the content holds.
  const unique = [...new Set(paths)].filter((path) => !isStandalonePath(path.split('?')[0] ?? path));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const path of unique) {
    const alternates = [
      ...LANGUAGES.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${HREFLANG[lang]}" href="${escapeXml(pageUrl(origin, path, lang))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, path, 'zh'))}"/>`,
    ];
    for (const lang of LANGUAGES) {
      lines.push(
        '  <url>',
        `    <loc>${escapeXml(pageUrl(origin, path, lang))}</loc>`,
        ...alternates,
        '  </url>',
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...STANDALONE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
