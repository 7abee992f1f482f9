import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULES_ID, afterFirstPaint } from './after-first-paint.server.ts';

// The shape React Router's <Scripts /> renders (lazy route discovery: no manifest import).
const MODULE_BODY = [
  ';',
  'import * as route0 from "/assets/root-C.js";',
  'import * as route1 from "/assets/home-D.js";',
  '  window.__reactRouterManifest = {"entry":{}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-A.js");',
].join('\n');
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/>',
  '<link rel="modulepreload" href="/assets/home-D.js"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>Page</main>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${MODULE_BODY}</script></body></html>`,
].join('');

describe('afterFirstPaint', () => {
  const html = afterFirstPaint(PAGE);
  const block = new RegExp(
    `<script type="text/plain" id="${DEFERRED_MODULES_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];

  it('drops the module preloads and keeps everything else of the page', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).toContain('<main>Page</main>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('keeps the module script inert, whole, with the preloaded modules as its first imports', () => {
    expect(html).not.toContain('type="module"');
    expect(block).toBe(
      [
        'import "/assets/framework-B.js";',
        'import "/assets/root-C.js";',
        'import "/assets/home-D.js";',
        MODULE_BODY,
      ].join('\n'),
    );
    // The entry is imported once, after the route modules, as React Router does it.
    expect(block?.match(/entry\.client-A\.js/g)).toHaveLength(1);
  });

  it('runs the module script from a script of its own after the first paint', () => {
    const starter = html
      .slice(html.indexOf(`id="${DEFERRED_MODULES_ID}"`))
      .match(/<script>([\s\S]*?)<\/script>/)?.[1];
    expect(starter).toContain("observe({ type: 'paint', buffered: true })");
    // A stopped or faked clock must not keep a page from hydrating.
    expect(starter).not.toMatch(/setTimeout|requestAnimationFrame/);
    expect(starter).toContain("script.type = 'module'");
    expect(starter).toContain(`getElementById('${DEFERRED_MODULES_ID}')`);
  });

  it('leaves a page without React Router scripts as it is', () => {
    const plain = '<html><head></head><body><p>Error</p></body></html>';
    expect(afterFirstPaint(plain)).toBe(plain);
  });
});
