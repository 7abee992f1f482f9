// The rewrite of a public page's scripts and stylesheets (decisions 0038 and 0040): on a whole
// page and on the same page cut into any pieces, as a stream delivers it.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PublicPageRewrite,
  rewritePublicPage,
  rewritePublicPageStream,
  starterScript,
} from './rewrite-public-page.server.ts';
import { INERT_MODULE_TYPE } from './start-page-scripts.ts';
import type { CombinedStylesheet } from './page-stylesheets.server.ts';

/** The build's one file for the test page's stylesheets, in their order. */
const PAGE_STYLES = ['/assets/root-4.css', '/assets/home-6.css', '/assets/booking-7.css'];
const stylesheets: CombinedStylesheet = (hrefs) =>
  hrefs.join(' ') === PAGE_STYLES.join(' ') ? '/assets/page-styles-abc.css' : null;

/** Rewrite options: the nonce, and no stylesheet texts unless given. */
const withNonce = (nonce: string | null, combined: CombinedStylesheet | null = null) => ({
  nonce,
  stylesheets: combined,
});

/** A page as React Router and React write it: preloads hoisted to the head, the module script last. */
function page(nonce: string | null = null): string {
  const n = nonce === null ? '' : ` nonce="${nonce}"`;
  return [
    '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><title>锐界 — 首页</title>',
    `<link rel="modulepreload" href="/assets/strings-zh-1.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/entry.client-2.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/framework-3.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/framework-3.js"${n}/>`,
    `<link${n} rel="stylesheet" href="/assets/root-4.css"/>`,
    `<link${n} rel="stylesheet" href="/assets/home-6.css"/>`,
    `<link${n} rel="stylesheet" href="/assets/booking-7.css"/>`,
    '</head><body><main><h1>改装 &lt;精品&gt;</h1><p>a < b && c > d</p></main>',
    `<script${n}>window.__reactRouterContext = {"a":1};</script>`,
    `<script${n} type="module" async="">;\nimport * as route0 from "/assets/root-5.js";\nimport("/assets/entry.client-2.js");</script>`,
    `<script${n}>window.__reactRouterContext.streamController.close();</script>`,
    '</body></html>',
  ].join('');
}

const MODULES = ['/assets/strings-zh-1.js', '/assets/entry.client-2.js', '/assets/framework-3.js'];

describe('rewritePublicPage on a whole page', () => {
  it('drops the module preloads, makes the module script inert and adds the starter at the end', () => {
    const out = rewritePublicPage(page(), withNonce(null));
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain(`<script type="${INERT_MODULE_TYPE}" async="">;\nimport * as route0`);
    expect(out).not.toMatch(/type="module"/);
    // The starter names every preloaded module once, in the page's order, and ends the body.
    expect(out.endsWith(`${starterScript(MODULES, null)}</body></html>`)).toBe(true);
    // Everything else is unchanged.
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(out).toContain('<p>a < b && c > d</p>');
  });

  it('gives the starter the response nonce, and the inert script keeps its own', () => {
    const out = rewritePublicPage(page('abc+/='), withNonce('abc+/='));
    expect(out).toContain(`<script nonce="abc+/=" type="${INERT_MODULE_TYPE}" async="">`);
    expect(out).toContain(`${starterScript(MODULES, 'abc+/=')}</body>`);
    expect(starterScript(MODULES, 'abc+/=')).toMatch(/^<script nonce="abc\+\/=">\(function/);
  });

  it('adds no starter to a page without a module script', () => {
    const html = '<html><head></head><body><p>plain</p></body></html>';
    expect(rewritePublicPage(html, withNonce(null))).toBe(html);
  });

  it('writes a starter whose text cannot close its script element', () => {
    const starter = starterScript(['/assets/x.js'], null);
    const inner = starter.slice('<script>'.length, -'</script>'.length);
    expect(inner).not.toContain('</');
  });
});

describe('rewritePublicPage on a stream', () => {
  it('gives the same page whatever the pieces the text arrives in', () => {
    const whole = rewritePublicPage(page('n0nce'), withNonce('n0nce', stylesheets));
    expect(whole).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/page-styles-abc.css"/>');
    const source = page('n0nce');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: source.length - 1 }), { maxLength: 40 }),
        (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), source.length];
          const deferral = new PublicPageRewrite(withNonce('n0nce', stylesheets));
          let out = '';
          for (let index = 1; index < points.length; index += 1) {
            out += deferral.push(source.slice(points[index - 1], points[index]));
          }
          out += deferral.end();
          expect(out).toBe(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds a tag cut between two pieces until it ends', () => {
    const deferral = new PublicPageRewrite(withNonce(null));
    expect(deferral.push('<head></head><p>one</p><link rel="modulepre')).toBe('<head></head><p>one</p>');
    expect(deferral.push('load" href="/assets/a.js"/><p>two')).toBe('<p>two');
  });

  it('rewrites bytes cut inside a character, as a node stream', async () => {
    const bytes = Buffer.from(page(), 'utf8');
    // One byte at a time: every multi-byte character of the Chinese text is cut.
    const pieces = Array.from(bytes, (byte) => Buffer.from([byte]));
    const out = await text(Readable.from(pieces).pipe(rewritePublicPageStream(withNonce(null, stylesheets))));
    expect(out).toBe(rewritePublicPage(page(), withNonce(null, stylesheets)));
  });
});

describe("the head's stylesheets", () => {
  it('come in the one file the build made for them, named first; each link stays, disabled', () => {
    const out = rewritePublicPage(page(), withNonce(null, stylesheets));
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain(
      [
        '<link rel="stylesheet" href="/assets/page-styles-abc.css"/>',
        '<link rel="stylesheet" href="/assets/root-4.css" disabled=""/>',
        '<link rel="stylesheet" href="/assets/home-6.css" disabled=""/>',
        '<link rel="stylesheet" href="/assets/booking-7.css" disabled=""/>',
      ].join(''),
    );
  });

  it('carry the response nonce as React Router wrote it on a page of one response', () => {
    const out = rewritePublicPage(page('abc'), withNonce('abc', stylesheets));
    expect(out).toContain(
      '<link nonce="abc" rel="stylesheet" href="/assets/page-styles-abc.css"/>' +
        '<link nonce="abc" rel="stylesheet" href="/assets/root-4.css" disabled=""/>',
    );
  });

  it('stay as they are when the build made no file for their list, or none at all', () => {
    const other = page().replace('<link rel="stylesheet" href="/assets/booking-7.css"/>', '');
    expect(rewritePublicPage(other, withNonce(null, stylesheets))).not.toContain('disabled=""');
    expect(rewritePublicPage(page(), withNonce(null))).not.toContain('disabled=""');
    const body = '<html><head></head><body><link rel="stylesheet" href="/assets/root-4.css"/></body></html>';
    expect(rewritePublicPage(body, withNonce(null, stylesheets))).toBe(body);
  });

  it('do not hold a page back that has no end of its head', () => {
    const rewrite = new PublicPageRewrite(withNonce(null, stylesheets));
    expect(rewrite.push('<html><head><title>t</title>')).toBe('');
    expect(rewrite.push('<body><p>streamed</p>')).toBe('<html><head><title>t</title><body><p>streamed</p>');
    const long = new PublicPageRewrite(withNonce(null, stylesheets));
    const text = `<html><head><title>${'x'.repeat(70 * 1024)}</title>`;
    expect(long.push(text)).toBe(text);
  });

  it('are replaced only once the head is whole, however it is cut', () => {
    const source = page();
    const whole = rewritePublicPage(source, withNonce(null, stylesheets));
    const headEnd = source.indexOf('</head>');
    for (const cut of [10, source.indexOf('booking-7'), headEnd - 1, headEnd + 3]) {
      const rewrite = new PublicPageRewrite(withNonce(null, stylesheets));
      const out = rewrite.push(source.slice(0, cut)) + rewrite.push(source.slice(cut)) + rewrite.end();
      expect(out).toBe(whole);
    }
  });
});
