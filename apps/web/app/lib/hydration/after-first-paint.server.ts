// The scripts of a shared page (the server's page cache) start after its first paint. React Router
// puts a modulepreload link in <head> for every module a page hydrates with and imports the route
// modules in an inline module script: on a slow phone link those ~140 KB of JavaScript then share
// the first round trips with the stylesheets and the hero image, and the page paints later than
// the same page without scripts. Here the preload links go, and the module script waits, as an
// inert data block, for the first paint; a small script then runs it. The modules the
// links preloaded become imports of that script, so the browser still fetches them all at once
// (no waterfall). Nothing else changes: the page is whole in the HTML, links work before hydration.
//
// Content-Security-Policy: both inline scripts are allowed by their hashes like every inline
// script of a shared page (inlineHashes reads the data block too: its text is the module's), and
// what the module imports is allowed by 'strict-dynamic', as the module is inserted by a script.

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The id of the data block that holds the module script until the first paint. */
export const DEFERRED_MODULES_ID = 'deferred-modules';

/**
 * Runs the data block as a module script once the page has painted: the browser reports its first
 * paint (which waits for the render-blocking stylesheets) to a performance observer. Timers and
 * animation frames are not used, so a page whose clock is stopped or faked still hydrates. The
 * load event starts it too, should it come first; a hidden tab, which paints nothing, and a
 * browser without paint timing start at once.
 */
const STARTER = [
  '(function () {',
  '  var started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  `    var modules = document.getElementById('${DEFERRED_MODULES_ID}');`,
  "    var script = document.createElement('script');",
  "    script.type = 'module';",
  '    script.textContent = modules.textContent;',
  '    document.body.appendChild(script);',
  '  }',
  '  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];',
  "  if (document.visibilityState === 'hidden' || types.indexOf('paint') === -1) return start();",
  "  new PerformanceObserver(start).observe({ type: 'paint', buffered: true });",
  "  addEventListener('load', start);",
  '})();',
].join('\n');

/**
 * The page with its module preloads and route-module imports started after the first paint.
 * A page without React Router's module script is returned as it is.
 */
export function afterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (script === null) return html;
  const body = script[1] ?? '';
  const preloaded = [...new Set([...html.matchAll(PRELOAD_LINK)].map((match) => match[1] ?? ''))].filter(
    // The entry module is imported last, by the script itself, once the route modules are in.
    (module) => module !== '' && !body.includes(`import(${JSON.stringify(module)})`),
  );
  const imports = preloaded.map((module) => `import ${JSON.stringify(module)};`).join('\n');
  const deferred = `<script type="text/plain" id="${DEFERRED_MODULES_ID}">${imports}\n${body}</script><script>${STARTER}</script>`;
  return html.replace(PRELOAD_LINK, '').replace(MODULE_SCRIPT, () => deferred);
}
